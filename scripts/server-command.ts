// How the production server is started (package.json "config.serverNodeFlags", which `npm start`
// passes to node): the benchmark, the browser tests and the process tests start it the same way.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** node's flags for the server, e.g. its heap limit (docs/decisions/033-heap-limit.md). */
export function serverNodeFlags(): string[] {
  const packageJson = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { config?: { serverNodeFlags?: string } };
  return (packageJson.config?.serverNodeFlags ?? "").split(/\s+/).filter(Boolean);
}

/** node's arguments to run the built server: the flags, then the entry. */
export const SERVER_ARGS: readonly string[] = [...serverNodeFlags(), "build/server/index.js"];
