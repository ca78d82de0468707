import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { hashPassword } from "../../server/accounts/passwords";
import { readConfig } from "../../server/config/env";
import { migrateDatabase, openDatabase } from "../../server/db";
import { insertUser, type UserType } from "../../server/db/repositories/users";
import { type AppDatabase } from "../../server/db/types";
import { createLogger } from "../../server/logger";
import { startSite, type RunningSite, type StartOptions } from "../../server/start";
import { copyFolder } from "./test-database";

export interface TestSite extends RunningSite {
  dataDir: string;
  /** Stops the site and removes its data folder. */
  dispose(): Promise<void>;
}

/**
 * A new DATA_DIR whose PGlite database (`db/`) is a copy of the run's migrated and seeded
 * template: creating a PGlite database costs seconds of CPU, copying one a fraction of that. The
 * site then starts as on an existing database (migrations and seed find nothing to do);
 * tests/integration/process.test.ts keeps starting on an empty folder.
 */
export async function newSiteDataDir(): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), "vsport-site-"));
  const template = inject("pgliteTemplateDir");
  if (template) await copyFolder(template, path.join(folder, "db"));
  return folder;
}

export interface SiteAccount {
  username: string;
  nickname: string;
  userType: UserType;
}

/**
 * A new DATA_DIR (newSiteDataDir) whose database has these accounts, all with one password, and
 * whatever `more` stores with their ids. PGlite is single-process: the rows go in before the site opens it.
 */
export async function siteDataDirWith<Name extends string>(
  accounts: Readonly<Record<Name, SiteAccount>>,
  password: string,
  more?: (db: AppDatabase, ids: Record<Name, number>) => Promise<void>,
): Promise<{ dataDir: string; ids: Record<Name, number> }> {
  const dataDir = await newSiteDataDir();
  const database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    const passwordHash = await hashPassword(password);
    const ids = {} as Record<Name, number>;
    for (const [name, account] of Object.entries(accounts) as [Name, SiteAccount][]) {
      const row = await insertUser(database.db, { ...account, passwordHash });
      if (!row) throw new Error(`could not create ${account.username}`);
      ids[name] = row.id;
    }
    await more?.(database.db, ids);
    return { dataDir, ids };
  } finally {
    await database.close();
  }
}

/**
 * Starts the whole site in this process on a free port with its own DATA_DIR, as `npm start` would,
 * except that the backend service runs in this thread unless asked (cheaper to start; the browser
 * and process tests run the compiled server, backend thread and all).
 */
export async function startTestSite(
  environment: Record<string, string> = {},
  dataDir?: string,
  options: StartOptions = { backendThread: false },
): Promise<TestSite> {
  const folder = dataDir ?? (environment.DATABASE_URL ? mkdtempSync(path.join(tmpdir(), "vsport-site-")) : await newSiteDataDir());
  const config = readConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: folder,
    LOG_LEVEL: "silent",
    SPORTS_IMPORT: "false",
    // The replay feed would change matches while tests read them; the tests of the feed turn it on.
    LIVE_FEED: "off",
    // Test sites run side by side: none starts a media server (tests/integration/media/ runs its own).
    MEDIA_SERVER: "off",
    ...environment,
  });
  const site = await startSite(config, createLogger(config.LOG_LEVEL), options);
  return {
    ...site,
    dataDir: folder,
    async dispose() {
      await site.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
