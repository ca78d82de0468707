// The sports import on the embedded default (issue 8): a first import into a fresh PGlite
// database and a second one that changes nothing, timed in a child process of their own (as
// `npm run build` runs it), with that process's peak memory.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

export interface SportsImportFigures {
  matches: number;
  rejected: number;
  firstMs: number;
  againMs: number;
  againWritten: number;
  peakRssMb: number;
}

export async function measureSportsImport(root: string): Promise<SportsImportFigures> {
  const folder = mkdtempSync(path.join(tmpdir(), "vsport-bench-import-"));
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", path.join(root, "bench", "sports-import-child.ts"), path.join(folder, "db")],
      { cwd: root, maxBuffer: 1024 * 1024 },
    );
    return JSON.parse(stdout.trim().split("\n").pop() ?? "{}") as SportsImportFigures;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
