// The media server's programs (docs/media-server.md): nginx, its RTMP module and ffmpeg, from Debian.
// Installs them with apt-get when one is missing and we are root; otherwise explains what to do.
// The site runs without them (commentators cannot stream); the media tests and the browser test need them.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const PACKAGES = ["nginx", "libnginx-mod-rtmp", "ffmpeg"];
const NEEDED = ["/usr/sbin/nginx", "/usr/lib/nginx/modules/ngx_rtmp_module.so", "/usr/bin/ffmpeg"];

const missing = () => NEEDED.filter((file) => !existsSync(file));

if (missing().length > 0) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Missing ${missing().join(", ")}. Install them with: sudo apt-get install -y ${PACKAGES.join(" ")}`);
    process.exit(1);
  }
  console.info(`Installing Debian's ${PACKAGES.join(", ")} for the media server…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update"], ["install", "-y", "--no-install-recommends", ...PACKAGES]]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(" ")} failed`);
      process.exit(result.status ?? 1);
    }
  }
  if (missing().length > 0) {
    console.error(`apt-get installed ${PACKAGES.join(" ")}, but ${missing().join(", ")} is still missing.`);
    process.exit(1);
  }
}
