import path from "node:path";
import { openPglite } from "./open-pglite";
import { openPostgres, type PostgresOptions } from "./open-postgres";
import { type Database } from "./types";

export { DatabaseUnavailableError } from "./errors";
export type { AppDatabase, Database, DatabaseDriver, Schema } from "./types";

export interface OpenDatabaseOptions {
  /** The site's data folder (DATA_DIR); PGlite keeps its files in `<dataDir>/db`. */
  dataDir: string;
  /** When set (and not empty), PostgreSQL is used through a node-postgres pool instead of PGlite. */
  databaseUrl?: string | undefined;
  /** Overrides the PGlite folder (default `<dataDir>/db`). */
  pgliteDir?: string | undefined;
  /** PGlite only: a database folder that a new database starts as a copy of (see database-template.ts). */
  pgliteTemplateDir?: string | undefined;
  /** PostgreSQL only: connection timeout in milliseconds (default 5000). */
  connectTimeoutMs?: number | undefined;
  /** PostgreSQL only: pool size (default 10). */
  maxConnections?: number | undefined;
  /** PostgreSQL only: errors of idle pooled connections (default: console.warn). */
  onBackgroundError?: PostgresOptions["onBackgroundError"] | undefined;
}

function warnBackgroundError(error: Error): void {
  console.warn(`PostgreSQL connection error: ${error.message}`);
}

/**
 * Opens the site's database: PostgreSQL when `databaseUrl` is given, else PGlite persisted in a
 * folder. Does not migrate (see migrateDatabase). Rejects with DatabaseUnavailableError, whose
 * message is meant for the operator, when the database cannot be reached or created.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const databaseUrl = options.databaseUrl?.trim();
  if (databaseUrl) {
    return openPostgres(databaseUrl, {
      connectTimeoutMs: options.connectTimeoutMs ?? 5_000,
      maxConnections: options.maxConnections ?? 10,
      onBackgroundError: options.onBackgroundError ?? warnBackgroundError,
    });
  }
  const folder = path.resolve(options.pgliteDir ?? path.join(options.dataDir, "db"));
  return openPglite(folder, options.pgliteTemplateDir);
}
