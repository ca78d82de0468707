import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { type ServerConfig } from "../config/env";
import { type BackendSecrets, type RunningEmbeddedBackend } from "./embedded";
import { type HostMessage, type ThreadMessage } from "./thread-messages";

const STOP_TIMEOUT_MS = 10_000;

/**
 * The compiled thread beside the compiled server (build/server/); else (`npm run dev`, tests) its
 * TypeScript source, through tsx registered in the thread itself (a worker does not take
 * `--import tsx` from its execArgv on Node 20).
 */
function newBackendWorker(workerData: unknown): Worker {
  const compiled = new URL("./backend-thread.js", import.meta.url);
  if (existsSync(fileURLToPath(compiled))) return new Worker(compiled, { workerData });
  const tsxFolder = path.dirname(createRequire(import.meta.url).resolve("tsx/package.json"));
  const tsxApi = pathToFileURL(path.join(tsxFolder, "dist/esm/api/index.mjs")).href;
  const source = new URL("./backend-thread.ts", import.meta.url).href;
  const code = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(code, { eval: true, workerData });
}

/**
 * Starts the embedded backend service in a thread of its own (docs/decisions/022-backend-thread.md),
 * so that PGlite's queries and the protocol's work run beside the rendering of pages, not between
 * them. A thread that fails after the start fails the process, as an uncaught error would.
 */
export function startBackendThread(config: ServerConfig, secrets: BackendSecrets): Promise<RunningEmbeddedBackend> {
  const worker = newBackendWorker({ config, secrets });
  let stopped: (() => void) | null = null;
  const send = (message: HostMessage) => worker.postMessage(message);

  return new Promise((resolve, reject) => {
    let running = false;
    const fail = (error: Error) => {
      if (!running) reject(error);
      else if (!stopped)
        setImmediate(() => {
          throw error;
        });
    };
    worker.on("message", (message: ThreadMessage) => {
      if (message.type === "stopped") stopped?.();
      else if (message.type === "failed") fail(new Error(`backend thread: ${message.message}`));
      else {
        running = true;
        resolve({
          url: message.url,
          async close() {
            const done = new Promise<void>((resolveStop) => (stopped = resolveStop));
            send({ type: "stop" });
            await Promise.race([done, new Promise((wait) => setTimeout(wait, STOP_TIMEOUT_MS).unref())]);
            await worker.terminate();
          },
        });
      }
    });
    worker.on("error", fail);
    worker.on("exit", (code) => {
      stopped?.();
      fail(new Error(`backend thread exited with code ${code}`));
    });
  });
}
