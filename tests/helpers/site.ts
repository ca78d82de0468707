import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readConfig } from "../../server/config/env";
import { createLogger } from "../../server/logger";
import { startSite, type RunningSite } from "../../server/start";

export interface TestSite extends RunningSite {
  dataDir: string;
  /** Stops the site and removes its data folder. */
  dispose(): Promise<void>;
}

/** Starts the whole site in this process on a free port with its own DATA_DIR, as `npm start` would. */
export async function startTestSite(environment: Record<string, string> = {}, dataDir?: string): Promise<TestSite> {
  const folder = dataDir ?? mkdtempSync(path.join(tmpdir(), "vsport-site-"));
  const config = readConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: folder, LOG_LEVEL: "silent", ...environment });
  const site = await startSite(config, createLogger(config.LOG_LEVEL));
  return {
    ...site,
    dataDir: folder,
    async dispose() {
      await site.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
