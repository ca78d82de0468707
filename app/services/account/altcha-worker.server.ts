import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

// The altcha widget's Web Worker script, served from our own origin (docs/decisions/014-proof-of-
// work.md). The widget's default build starts its workers from blob: URLs, which the site's
// Content-Security-Policy refuses (worker-src falls back to script-src 'self' 'nonce-…'), and the
// widget then waits for ever; a same-origin script is allowed, and keeps the work off the page's
// thread, on as many cores as the browser offers.

let workerScript: string | null = null;

/** altcha's own worker (the package's `altcha/worker` export), read once. */
function altchaWorkerScript(): string {
  workerScript ??= readFileSync(createRequire(import.meta.url).resolve("altcha/worker"), "utf8");
  return workerScript;
}

export function altchaWorkerResponse(): Response {
  return new Response(altchaWorkerScript(), {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      // As the other files of public/: an upgraded package reaches browsers within the hour.
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
