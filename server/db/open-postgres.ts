import { sql } from "drizzle-orm";
import { type Pool } from "pg";
import { DatabaseUnavailableError, describeError, redactDatabaseUrl } from "./errors";
import * as schema from "./schema";
import { type PostgresDatabaseHandle } from "./types";

export interface PostgresOptions {
  /** How long to wait for a connection before giving up (also applies to later checkouts). */
  connectTimeoutMs: number;
  /** Largest number of pooled connections. */
  maxConnections: number;
  /** Called when an idle pooled connection fails (for example PostgreSQL restarting). */
  onBackgroundError: (error: Error) => void;
}

function assertPostgresUrl(databaseUrl: string): void {
  let protocol: string;
  try {
    protocol = new URL(databaseUrl).protocol;
  } catch {
    throw new DatabaseUnavailableError("DATABASE_URL is not a valid URL; expected postgres://user:password@host:5432/database");
  }
  if (protocol !== "postgres:" && protocol !== "postgresql:") {
    throw new DatabaseUnavailableError(`DATABASE_URL must start with postgres:// or postgresql:// (got ${protocol}//)`);
  }
}

/** Opens a node-postgres pool on `databaseUrl` and checks that one connection can be made. */
export async function openPostgres(databaseUrl: string, options: PostgresOptions): Promise<PostgresDatabaseHandle> {
  assertPostgresUrl(databaseUrl);
  const displayUrl = redactDatabaseUrl(databaseUrl);
  const [{ Pool: PoolClass }, { drizzle }] = await Promise.all([import("pg"), import("drizzle-orm/node-postgres")]);

  const pool: Pool = new PoolClass({
    connectionString: databaseUrl,
    connectionTimeoutMillis: options.connectTimeoutMs,
    max: options.maxConnections,
  });
  // Without a listener, an idle connection dropped by the server would crash the process.
  pool.on("error", options.onBackgroundError);

  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseUnavailableError(
      `Cannot connect to PostgreSQL at ${displayUrl} (${describeError(error)}). ` +
        "Check DATABASE_URL and that the server is running and accepts connections.",
      { cause: error },
    );
  }

  const db = drizzle(pool, { schema });
  let closing: Promise<void> | undefined;
  return {
    driver: "postgres",
    db,
    displayUrl,
    pool,
    async ping() {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        throw new DatabaseUnavailableError(`PostgreSQL at ${displayUrl} does not answer (${describeError(error)})`, {
          cause: error,
        });
      }
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}
