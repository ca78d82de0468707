// Browser tests drive Debian's Chromium (Playwright cannot download browsers here).
// Installs it with apt-get when it is missing and we are root; otherwise explains what to do.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!existsSync(CHROMIUM_PATH)) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${CHROMIUM_PATH}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
  console.info("Installing Debian's chromium for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update"], ["install", "-y", "--no-install-recommends", "chromium"]]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(" ")} failed`);
      process.exit(result.status ?? 1);
    }
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`apt-get installed chromium, but ${CHROMIUM_PATH} is still missing: set CHROMIUM_PATH to the binary.`);
    process.exit(1);
  }
}
