import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Two projects (STYLE.md, "Tests"):
// - unit: tests/unit (and *.test.ts beside the code), plain functions; no database, no Remix build, no server: runs in seconds
//   (`npm run test:unit`). A test that needs any of those belongs in tests/integration.
// - integration: tests/integration, the backend and the whole site on PGlite (or PostgreSQL with
//   TEST_DATABASE_URL); the global setups build Remix when it is missing and prepare the
//   migrated, seeded PGlite template that each file copies.
// Both fail a test that calls console.error.
//
// Test files share their worker process (no isolation): each file still starts its own backend or
// site on its own database, but zod, sharp, PGlite, Remix's build... are loaded once per worker
// instead of once per file. Measured on the 2-core machine: integration 145 s → 83 s wall and
// 152 → 113 s of CPU; unit 13 s → 6 s. So a file must leave nothing behind: close what it opens,
// put back fake timers and spies (the setup file restores spies after each test).
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "node",
    setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/whole-dictionary.ts"],
    pool: "forks",
    poolOptions: { forks: { isolate: false } },
    // Two workers keep both cores busy while a file waits on its server or on scrypt; both stay up
    // for the whole run (a worker stopped when idle could be torn down while given a new file).
    maxWorkers: 2,
    minWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // Under tests/unit, or beside the code they test.
          include: ["tests/unit/**/*.test.{ts,tsx}", "{app,server,contract}/**/*.test.{ts,tsx}"],
          testTimeout: 10_000,
          // Small files: one process runs them all.
          poolOptions: { forks: { singleFork: true } },
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          globalSetup: ["tests/setup/remix-build.ts", "tests/setup/pglite-template.ts"],
          // Test only: every captcha's answer is TEST7 (server/accounts/captcha-text.ts). Set for
          // every file, since files share their process and must not depend on which ran first.
          env: { VSPORT_TEST_CAPTCHA: "1" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
