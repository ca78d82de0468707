// Part of `npm run build`: compiles the server (server/ and contract/, TypeScript) ahead of time into
// build/server/, so that `npm start` runs plain node with no TypeScript transpiler at run time
// (docs/decisions/020-memory-and-start.md). Packages stay in node_modules; only our code is bundled.
import { build } from "esbuild";

export const SERVER_ENTRIES = {
  // The site: `npm start`.
  index: "server/index.ts",
  // The backend service's thread, started by the site beside it (server/backend/thread-host.ts).
  "backend-thread": "server/backend/backend-thread.ts",
  // Account chores for the operator: `npm run user`.
  user: "scripts/user.ts",
  // `npm run sports:import`.
  "sports-import": "server/sports/import/cli.ts",
  // The database a first start copies: run by `npm run build` right after this script.
  "build-database-template": "server/db/build-database-template.ts",
};

await build({
  entryPoints: SERVER_ENTRIES,
  outdir: "build/server",
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: "linked",
  logLevel: "warning",
});
