import { defineConfig } from "drizzle-kit";

// Used by `npx drizzle-kit generate` only: the running site applies the generated SQL itself
// (server/db/migrate.ts), for PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
  strict: true,
  verbose: true,
});
