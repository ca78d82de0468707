import { type PGlite } from "@electric-sql/pglite";
import { type Assume } from "drizzle-orm";
import { type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { type Pool } from "pg";
import type * as schema from "./schema";

export type Schema = typeof schema;

/**
 * What both drivers' raw results have in common: `db.execute(sql\`...\`)` gives `{ rows }` whether
 * PGlite or node-postgres answered.
 */
export interface AppQueryResult<TRow> {
  rows: TRow[];
}

export interface AppQueryResultHKT extends PgQueryResultHKT {
  type: AppQueryResult<Assume<this["row"], Record<string, unknown>>>;
}

/** The drizzle instance every repository takes: the same type whichever driver is underneath. */
export type AppDatabase = PgDatabase<AppQueryResultHKT, Schema>;

export type DatabaseDriver = "pglite" | "postgres";

interface DatabaseHandle {
  readonly db: AppDatabase;
  /** Resolves when the database answers a trivial query; rejects with DatabaseUnavailableError. */
  ping(): Promise<void>;
  /** Closes the connection (pool or PGlite instance). Calling it twice is harmless. */
  close(): Promise<void>;
}

export interface PgliteDatabaseHandle extends DatabaseHandle {
  readonly driver: "pglite";
  /** The folder holding PGlite's files. */
  readonly dataDir: string;
  /** The raw client, for the migrator; everything else goes through `db` and the repositories. */
  readonly pglite: PGlite;
}

export interface PostgresDatabaseHandle extends DatabaseHandle {
  readonly driver: "postgres";
  /** The URL without its password, for logs. */
  readonly displayUrl: string;
  /** The raw pool, for the migrator; everything else goes through `db` and the repositories. */
  readonly pool: Pool;
}

export type Database = PgliteDatabaseHandle | PostgresDatabaseHandle;
