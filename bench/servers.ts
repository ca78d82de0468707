// The two servers under comparison, each a process of its own as an operator would run it:
// the site as `npm start` runs it (the compiled server, NODE_ENV=production), and the bare Remix
// yardstick in bench/yardstick (built here when its build is missing).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { startProcess, waitReady, type ServerProcess } from "./processes";
import { SERVER_ARGS } from "../scripts/server-command";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const YARDSTICK = path.join(ROOT, "bench", "yardstick");

export interface RunningServer extends ServerProcess {
  url: string;
  /** From the spawn to the first 200 of its readiness URL. */
  readyMs: number;
}

/** The environment of a child: this one's, without what would point the child elsewhere. */
function baseEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ["DATABASE_URL", "REDIS_URL", "BACKEND_URL", "BACKEND_PORT", "VSPORT_TEST_CAPTCHA", "TRUST_PROXY"]) delete env[name];
  return env;
}

export function ensureYardstickBuild(): void {
  if (existsSync(path.join(YARDSTICK, "build", "index.js")) && existsSync(path.join(YARDSTICK, "public", "build"))) return;
  console.info("Building the yardstick (bench/yardstick: remix build)...");
  const built = spawnSync(path.join(ROOT, "node_modules", ".bin", "remix"), ["build"], {
    cwd: YARDSTICK,
    env: { ...baseEnvironment(), NODE_ENV: "production" },
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error("remix build of bench/yardstick failed");
}

export interface SiteOptions {
  port: number;
  dataDir: string;
  /** PostgreSQL instead of the embedded PGlite. */
  databaseUrl?: string;
  /** More of the site's settings (the socket bench: REDIS_URL, LIVE_FEED). */
  env?: Record<string, string>;
}

/** The built server as `npm start` runs it (scripts/server-command.ts) on a DATA_DIR of its own; ready when /readyz answers 200 (database reachable). */
export async function startSite(options: SiteOptions): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = {
    ...baseEnvironment(),
    NODE_ENV: "production",
    PORT: String(options.port),
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    LOG_LEVEL: "warn",
    DEMO_SEED: "true",
    // In production the media server runs on its own host (docs/media-server.md): the site's figures
    // leave it out, and the run measures it apart (mediaServerMode in bench/run.ts).
    MEDIA_SERVER: "off",
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  Object.assign(env, options.env);
  const since = performance.now();
  const server = startProcess(options.databaseUrl ? "site (PostgreSQL)" : "site", process.execPath, [...SERVER_ARGS], {
    cwd: ROOT,
    env,
  });
  const url = `http://127.0.0.1:${options.port}`;
  const readyMs = await waitReady(server, `${url}/readyz`, since);
  return { ...server, url, readyMs };
}

/** The bare Remix app: Express + compression + Remix's adapter (bench/yardstick/server.js). */
export async function startYardstick(port: number): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = { ...baseEnvironment(), NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1" };
  const since = performance.now();
  const server = startProcess("yardstick", process.execPath, ["server.js"], { cwd: YARDSTICK, env });
  const url = `http://127.0.0.1:${port}`;
  const readyMs = await waitReady(server, `${url}/`, since);
  return { ...server, url, readyMs };
}

/** A script of bench/yardstick run by Node as a server of its own (the bare `ws` yardsticks); ready when `/` answers 200. */
export async function startYardstickScript(
  name: string,
  script: string,
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const since = performance.now();
  const server = startProcess(name, process.execPath, [path.join(YARDSTICK, script)], {
    cwd: ROOT,
    env: { ...baseEnvironment(), ...env, PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  const readyMs = await waitReady(server, `${url}/`, since);
  return { ...server, url, readyMs };
}
