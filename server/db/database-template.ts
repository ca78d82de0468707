import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { openDatabase } from "./client";
import { migrateDatabase } from "./migrate";
import { seedDatabase } from "./seed";

/**
 * Where `npm run build` leaves a migrated and seeded PGlite database. A first start on an empty
 * DATA_DIR copies it (a 40 MB folder: a tenth of a second) instead of running initdb (~3 s on this
 * machine); without it the first start creates the database in a child process as before.
 * Located from the working directory, like the migrations, since this file may be bundled.
 */
export function defaultDatabaseTemplateDir(): string {
  return path.resolve(process.cwd(), "build", "database-template");
}

export interface TemplateOptions {
  /** Also import the shipped sports data (`npm run build`; the tests' templates leave it out). */
  sports?: boolean;
}

/** Creates a migrated, seeded PGlite database in `folder`, replacing what was there; written aside, then renamed into place. */
export async function buildDatabaseTemplate(folder: string, options: TemplateOptions = {}): Promise<string> {
  const scratch = `${folder}.partial-${process.pid}`;
  await rm(scratch, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: scratch, pgliteDir: scratch });
  try {
    await migrateDatabase(database);
    await seedDatabase(database);
    if (options.sports) {
      const { importShippedSportsData, summariseImport } = await import("../sports/import/shipped");
      console.info(summariseImport(await importShippedSportsData(database.db)));
    }
  } finally {
    await database.close();
  }
  await rm(folder, { recursive: true, force: true });
  await rename(scratch, folder);
  return folder;
}
