// Part of `npm start` (and of the tests that serve pages): builds for production (`npm run build`:
// the Remix app and the compiled server) when there is no build yet, when the one there was left by
// `npm run dev`, or when a source file is newer than it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const REMIX_BUILD = "build/index.js";
const SERVER_BUILD = "build/server/index.js";
const DATABASE_TEMPLATE = "build/database-template/PG_VERSION";
const SOURCES = [
  "app",
  "server",
  "contract",
  "scripts/user.ts",
  "scripts/build-server.mjs",
  "remix.config.js",
  "package.json",
  "package-lock.json",
];

function newestModification(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    newest = Math.max(newest, newestModification(path.join(entry, name)));
  }
  return newest;
}

function reasonToBuild() {
  if (!existsSync(REMIX_BUILD) || !existsSync("public/build") || !existsSync(SERVER_BUILD) || !existsSync(DATABASE_TEMPLATE))
    return "No production build yet";
  if (!readFileSync(REMIX_BUILD, "utf8").includes('mode = "production"')) return "The build there is a development build";
  const built = Math.min(statSync(REMIX_BUILD).mtimeMs, statSync(SERVER_BUILD).mtimeMs);
  if (Math.max(...SOURCES.map(newestModification)) > built) return "Sources changed since the last build";
  return null;
}

const reason = reasonToBuild();
if (reason) {
  console.info(`${reason}: building (npm run build)…`);
  // Production whoever calls: vitest's global setup runs with NODE_ENV=test, and a build made with
  // it serves every page as a 500 under `npm start`.
  const result = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
