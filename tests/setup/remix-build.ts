import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

// Integration tests serve real pages, so they need the Remix build; `npm test` builds first,
// this only covers running vitest on its own.
export default function ensureRemixBuild(): void {
  if (existsSync("build/index.js") && existsSync("public/build")) return;
  const result = spawnSync("npx", ["remix", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("remix build failed");
}
