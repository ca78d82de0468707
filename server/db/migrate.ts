import { existsSync } from "node:fs";
import path from "node:path";
import { type MigrationConfig } from "drizzle-orm/migrator";
import { DatabaseUnavailableError, describeError } from "./errors";
import { type Database, type PgliteDatabaseHandle, type PostgresDatabaseHandle } from "./types";

/** Arbitrary constant naming the PostgreSQL advisory lock held while migrating. */
const MIGRATION_LOCK_KEY = 727_160_001;

/**
 * The generated SQL lives in server/db/migrations. It is located from the working directory (the
 * project root when the site starts) rather than from this file, which may have been bundled.
 */
export function defaultMigrationsFolder(): string {
  return path.resolve(process.cwd(), "server", "db", "migrations");
}

export interface MigrateOptions {
  migrationsFolder?: string;
}

async function migratePglite(database: PgliteDatabaseHandle, config: MigrationConfig): Promise<void> {
  const [{ drizzle }, { migrate }] = await Promise.all([import("drizzle-orm/pglite"), import("drizzle-orm/pglite/migrator")]);
  await migrate(drizzle(database.pglite), config);
}

async function migratePostgres(database: PostgresDatabaseHandle, config: MigrationConfig): Promise<void> {
  const [{ drizzle }, { migrate }] = await Promise.all([import("drizzle-orm/node-postgres"), import("drizzle-orm/node-postgres/migrator")]);
  // Several web nodes may start together: one connection holds an advisory lock while it migrates,
  // the others wait, then find nothing left to apply.
  const client = await database.pool.connect().catch((error: unknown) => {
    throw new DatabaseUnavailableError(`Cannot connect to PostgreSQL at ${database.displayUrl} to migrate (${describeError(error)})`, {
      cause: error,
    });
  });
  let broken: Error | undefined;
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client), config);
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch((error: unknown) => {
        broken = error instanceof Error ? error : new Error(String(error));
      });
    }
  } finally {
    // A connection whose unlock failed is destroyed rather than returned to the pool.
    client.release(broken);
  }
}

/** Applies the pending SQL migrations (idempotent) with the driver's own drizzle migrator. */
export async function migrateDatabase(database: Database, options: MigrateOptions = {}): Promise<void> {
  const migrationsFolder = path.resolve(options.migrationsFolder ?? defaultMigrationsFolder());
  if (!existsSync(path.join(migrationsFolder, "meta", "_journal.json"))) {
    throw new DatabaseUnavailableError(
      `No migrations found in ${migrationsFolder}: start the site from the project root, ` +
        "or ship server/db/migrations next to the build.",
    );
  }
  const config: MigrationConfig = { migrationsFolder };
  try {
    if (database.driver === "pglite") await migratePglite(database, config);
    else await migratePostgres(database, config);
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) throw error;
    throw new Error(`Database migration failed (${describeError(error)})`, { cause: error });
  }
}
