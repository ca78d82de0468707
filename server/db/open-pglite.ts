import { constants } from "node:fs";
import { access, mkdir } from "node:fs/promises";
import { type PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { DatabaseUnavailableError, describeError } from "./errors";
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

/** Opens (creating if needed) a PGlite database persisted in `dataDir`. */
export async function openPglite(dataDir: string): Promise<PgliteDatabaseHandle> {
  await ensureWritableFolder(dataDir);
  // Loaded on demand so that a PostgreSQL deployment never loads the WASM build.
  const [{ PGlite: PGliteClass }, { drizzle }] = await Promise.all([import("@electric-sql/pglite"), import("drizzle-orm/pglite")]);

  let client: PGlite;
  try {
    client = await PGliteClass.create(dataDir);
  } catch (error) {
    throw new DatabaseUnavailableError(
      `PGlite could not open the database folder ${dataDir} (${describeError(error)}). ` +
        "Check that the folder holds a PGlite database and that no other process is using it.",
      { cause: error },
    );
  }

  const db = drizzle(client, { schema });
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
