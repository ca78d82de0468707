// The backend service's own thread (docs/decisions/022-backend-thread.md): started by
// server/backend/thread-host.ts with the configuration and the two protocol keys, it answers
// "listening" with the service's URL (or "failed"), and "stopped" once a "stop" has closed it.
import { parentPort, workerData } from "node:worker_threads";
import { type ServerConfig } from "../config/env";
import { createLogger } from "../logger";
import { startEmbeddedBackend, type BackendSecrets } from "./embedded";
import { type HostMessage, type ThreadMessage } from "./thread-messages";

const { config, secrets } = workerData as { config: ServerConfig; secrets: BackendSecrets };
const port = parentPort;
if (!port) throw new Error("server/backend/backend-thread runs only as a worker thread");
const tell = (message: ThreadMessage) => port.postMessage(message);

try {
  const backend = await startEmbeddedBackend(config, secrets, createLogger(config.LOG_LEVEL));
  port.on("message", (message: HostMessage) => {
    if (message.type !== "stop") return;
    void backend.close().then(
      () => tell({ type: "stopped" }),
      (error: unknown) => tell({ type: "failed", message: error instanceof Error ? error.message : String(error) }),
    );
  });
  tell({ type: "listening", url: backend.url });
} catch (error) {
  tell({ type: "failed", message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
