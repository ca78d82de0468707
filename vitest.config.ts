import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Two projects (STYLE.md, "Tests"):
// - unit: tests/unit, plain functions; no database, no Remix build, no server: runs in seconds
//   (`npm run test:unit`). A test that needs any of those belongs in tests/integration.
// - integration: tests/integration, the backend and the whole site on PGlite (or PostgreSQL with
//   TEST_DATABASE_URL); the global setups build Remix when it is missing and prepare the
//   migrated, seeded PGlite template that each file copies.
// Both fail a test that calls console.error.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "node",
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          testTimeout: 10_000,
          // One process runs every file, loading zod, sharp, the codec... once instead of once per
          // file: that halves the run. The files keep no state between them (fake timers, spies and
          // luxon's zone are put back after each test).
          pool: "forks",
          poolOptions: { forks: { singleFork: true, isolate: false } },
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          globalSetup: ["tests/setup/remix-build.ts", "tests/setup/pglite-template.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
        },
      },
    ],
  },
});
