import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type TestProject } from "vitest/node";
import { buildDatabaseTemplate } from "../../server/db/database-template";

/**
 * Vitest global setup: creating a PGlite database costs seconds, so it is done once per run. The
 * template is migrated and seeded; each test file copies its folder (tests/helpers/test-database.ts).
 */

/** Scratch folder of the test databases; VSPORT_TEST_TMP_DIR moves it (for example to /tmp). */
export const TEST_TMP_DIR = path.resolve(process.env.VSPORT_TEST_TMP_DIR || fileURLToPath(new URL("../.tmp/", import.meta.url)));

declare module "vitest" {
  export interface ProvidedContext {
    /** Folder of the migrated and seeded PGlite template database. */
    pgliteTemplateDir: string;
  }
}

/** Creates a migrated and seeded PGlite database in `folder` (replacing whatever was there), as `npm run build` does. */
export const buildPgliteTemplate = buildDatabaseTemplate;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && "code" in error && error.code === "EPERM";
  }
}

/** Removes the folders of this harness (pglite-template-<pid>-..., pglite-db-<pid>-...) left by killed runs. */
export async function removeStaleFolders(): Promise<void> {
  const names = await readdir(TEST_TMP_DIR).catch(() => []);
  await Promise.all(
    names.map(async (name) => {
      const pid = Number(/^pglite-(?:template|db)-(\d+)-/.exec(name)?.[1]);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && !isAlive(pid)) {
        await rm(path.join(TEST_TMP_DIR, name), { recursive: true, force: true });
      }
    }),
  );
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await mkdir(TEST_TMP_DIR, { recursive: true });
  await removeStaleFolders();
  const folder = path.join(TEST_TMP_DIR, `pglite-template-${process.pid}-${Date.now()}`);
  project.provide("pgliteTemplateDir", await buildPgliteTemplate(folder));
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
