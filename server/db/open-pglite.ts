import { constants } from "node:fs";
import { access, cp, mkdir } from "node:fs/promises";
import { setFlagsFromString } from "node:v8";
import { type PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { createPgliteInChildProcess, holdsDatabase } from "./create-pglite";
import { DatabaseUnavailableError, describeError } from "./errors";
import { DRIZZLE_TEXT_PARSERS, withSharedParsers } from "./pglite-parsers";
import * as schema from "./schema";
import { type PgliteDatabaseHandle } from "./types";

async function ensureWritableFolder(dataDir: string): Promise<void> {
  try {
    await mkdir(dataDir, { recursive: true });
    await access(dataDir, constants.R_OK | constants.W_OK);
  } catch (error) {
    throw new DatabaseUnavailableError(
      `The PGlite database folder ${dataDir} cannot be used (${describeError(error)}). ` +
        "Point DATA_DIR at a writable folder, or set DATABASE_URL to use PostgreSQL.",
      { cause: error },
    );
  }
}

/**
 * PostgreSQL's defaults keep ~150 MB of shared buffers resident; 16 MB holds this site's working set
 * (measured: same page throughput, ~150 MB less RSS). Passed at every start, so it applies to
 * databases created before this setting too (`postgresqlconf` would rewrite the file each start).
 */
export const PGLITE_SETTINGS = ["-c", "shared_buffers=16MB"] as const;

/**
 * Opens a PGlite database persisted in `dataDir`. A new one is a copy of `templateDir` when that
 * holds a database (server/db/database-template.ts), else created by initdb in a child process.
 */
export async function openPglite(dataDir: string, templateDir?: string): Promise<PgliteDatabaseHandle> {
  await ensureWritableFolder(dataDir);
  // PGlite is the process's only WebAssembly. V8's optimising tier keeps a second, larger copy of
  // PostgreSQL's hot code (~70 MB resident); the baseline compiler alone answered the same queries
  // as fast in our measurements, since PGlite's time goes to its JavaScript side.
  setFlagsFromString("--liftoff-only");
  // Loaded on demand so that a PostgreSQL deployment never loads the WASM build.
  const [{ PGlite: PGliteClass }, { drizzle }] = await Promise.all([import("@electric-sql/pglite"), import("drizzle-orm/pglite")]);

  let client: PGlite;
  try {
    if (!holdsDatabase(dataDir)) {
      if (templateDir && holdsDatabase(templateDir)) await cp(templateDir, dataDir, { recursive: true });
      else await createPgliteInChildProcess(dataDir);
    }
    client = await PGliteClass.create(dataDir, {
      startParams: [...PGliteClass.defaultStartParams, ...PGLITE_SETTINGS],
      parsers: DRIZZLE_TEXT_PARSERS,
    });
  } catch (error) {
    throw new DatabaseUnavailableError(
      `PGlite could not open the database folder ${dataDir} (${describeError(error)}). ` +
        "Check that the folder holds a PGlite database and that no other process is using it.",
      { cause: error },
    );
  }

  const db = drizzle(withSharedParsers(client), { schema });
  let closing: Promise<void> | undefined;
  return {
    driver: "pglite",
    db,
    dataDir,
    pglite: client,
    async ping() {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        throw new DatabaseUnavailableError(`PGlite at ${dataDir} does not answer (${describeError(error)})`, {
          cause: error,
        });
      }
    },
    close() {
      closing ??= client.closed ? Promise.resolve() : client.close();
      return closing;
    },
  };
}
