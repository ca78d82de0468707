import { spawnSync } from "node:child_process";

// Integration tests serve real pages and start the compiled server, so they need the production
// build (the Remix app and build/server); `npm test` builds first, this covers running vitest on
// its own, or after a source changed.
export default function ensureProductionBuild(): void {
  const result = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}
