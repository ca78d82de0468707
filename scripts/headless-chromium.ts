// Debian's Chromium as the browser tests (playwright.config.ts) and the benchmark's Lighthouse
// (bench/lighthouse.ts) run it: as root in a container, without a GPU, and without the background
// traffic that would reach for the internet.

/** Where scripts/ensure-chromium.mjs finds or installs it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const HEADLESS_CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
