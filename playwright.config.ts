import { defineConfig } from "@playwright/test";
import { SERVER_ARGS } from "./scripts/server-command";
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_FLAGS } from "./scripts/headless-chromium";

const PORT = Number(process.env.E2E_PORT ?? 3456);
const DATA_DIR = "tests/.tmp/e2e-data";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "vi-VN",
    // Headless Chromium names itself "HeadlessChrome", which isbot rightly calls a bot: act as a phone's browser.
    userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
    timezoneId: "Asia/Bangkok",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...HEADLESS_CHROMIUM_FLAGS, "--disable-quic"],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    // A fresh embedded site (PGlite, generated secrets) for every run.
    command: `rm -rf ${DATA_DIR} && node ${SERVER_ARGS.join(" ")}`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // VSPORT_TEST_CAPTCHA=1 with NODE_ENV=test is TEST ONLY: every captcha's answer becomes "TEST7"
    // (server/accounts/captcha-text.ts), because a browser test cannot read the image.
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR,
      LOG_LEVEL: "warn",
      BUILD_CHECK_INTERVAL_SECONDS: "10",
      NODE_ENV: "test",
      VSPORT_TEST_CAPTCHA: "1",
      // The media server the site starts (docs/media-server.md), on ports of its own beside a dev site's 1935 and 8935.
      MEDIA_RTMP_PORT: "19350",
      MEDIA_HTTP_PORT: "18935",
    },
  },
});
