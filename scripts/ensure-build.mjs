// Part of `npm start`: builds for production when there is no build yet, or when the one
// there was left by `npm run dev`.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const SERVER_BUILD = "build/index.js";
const isProductionBuild = () =>
  existsSync(SERVER_BUILD) && existsSync("public/build") && readFileSync(SERVER_BUILD, "utf8").includes('mode = "production"');

if (!isProductionBuild()) {
  console.info("No production build yet: building once (npm run build)…");
  const result = spawnSync("npx", ["remix", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
