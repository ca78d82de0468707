import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

// Creating a PGlite database runs initdb in a second WebAssembly instance; the ~600 MB it touches
// stay in the process's heap and linear memory for good (WebAssembly memory never shrinks, and an
// idle server never collects the rest). A short-lived child process does it instead, and the
// server then opens the finished folder (docs/decisions/020-memory-and-start.md).

/** True when `folder` already holds a PostgreSQL data directory. */
export function holdsDatabase(folder: string): boolean {
  return existsSync(path.join(folder, "PG_VERSION"));
}

// Plain JavaScript run by `node --input-type=module -e`: no TypeScript, no bundle path to find.
const CREATE_IN_CHILD = `
const [moduleUrl, folder] = process.argv.slice(1);
const { PGlite } = await import(moduleUrl);
const database = await PGlite.create(folder);
await database.close();
`;

/** Runs initdb for a new database in `folder` in a child process; resolves when the folder is ready. */
export async function createPgliteInChildProcess(folder: string): Promise<void> {
  // The same PGlite the server uses (its CommonJS entry: import.meta.resolve is missing under vitest).
  await mkdir(folder, { recursive: true });
  const moduleUrl = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;
  const child = spawn(process.execPath, ["--liftoff-only", "--input-type=module", "-e", CREATE_IN_CHILD, moduleUrl, folder], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errorOutput = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    errorOutput = (errorOutput + chunk).slice(-2000);
  });
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => resolve(code));
  });
  if (exitCode !== 0) throw new Error(`initdb in a child process exited with ${exitCode}: ${errorOutput.trim()}`);
}
