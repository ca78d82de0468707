import { type Server } from "node:http";
import { type AddressInfo } from "node:net";
import express from "express";
import { createContentRouter } from "../content/routes";
import { createMediaCallbacksRouter } from "../media/callbacks";
import { MEDIA_CALLBACKS_PATH } from "../media/media-settings";
import { createSportsRouter } from "../sports/api/routes";
import { type Logger } from "../logger";
import { createBinaryRouter } from "./binary/router";
import { type DatabaseConnection } from "./database-connection";
import { handlers } from "./endpoints";
import { type BackendServices } from "./services";

export interface BackendServiceOptions {
  database: DatabaseConnection;
  logger: Logger;
  services: BackendServices;
  requestKey: string;
  responseKey: string;
  /** The token in the media server's callback URLs (server/media/media-settings.ts). */
  mediaCallbackToken: string;
  host?: string;
  port: number;
  /** The time each call is answered at (`context.now`): the real time unless a test drives it. */
  clock?: () => Date;
}

export interface RunningBackendService {
  url: string;
  close(): Promise<void>;
}

/** The "single backend API host" of the spec: binary endpoints, content API, sports API. */
export function createBackendApp(options: Omit<BackendServiceOptions, "host" | "port">): express.Express {
  const { database, logger } = options;
  const app = express();
  app.disable("x-powered-by");

  app.get("/healthz", (_request, response) => {
    response.json({ status: "ok" });
  });
  app.get("/readyz", async (_request, response) => {
    try {
      await database.ping();
      response.json({ status: "ready" });
    } catch (error) {
      response.status(503).json({ status: "unavailable", reason: error instanceof Error ? error.message : String(error) });
    }
  });

  app.use("/oapi/v1", createContentRouter(database, logger));
  app.use("/api/v1", createSportsRouter(database, logger));
  // nginx-rtmp's on_publish, on_update and on_publish_done (docs/media-server.md).
  app.use(
    MEDIA_CALLBACKS_PATH,
    createMediaCallbacksRouter({
      database,
      services: options.services,
      token: options.mediaCallbackToken,
      logger: logger.child({ part: "media-callbacks" }),
      clock: options.clock,
    }),
  );

  // Uploaded images: random names, never overwritten, so cached for a year; the extension is the
  // type they were encoded in, never sniffed as anything else (docs/decisions/013-image-uploads.md).
  app.use(
    "/uploads",
    express.static(options.services.uploadsDir, {
      maxAge: "365d",
      immutable: true,
      index: false,
      dotfiles: "deny",
      setHeaders: (response) => response.setHeader("X-Content-Type-Options", "nosniff"),
    }),
  );

  app.use(
    createBinaryRouter({
      handlers,
      database,
      services: options.services,
      requestKey: options.requestKey,
      responseKey: options.responseKey,
      logger,
      clock: options.clock,
    }),
  );

  app.use((_request, response) => {
    response.status(404).json({ error: "not_found" });
  });
  // Body-parser refusals (413 too large, 400 aborted) keep their status; anything else is a logged 500.
  app.use((error: unknown, request: express.Request, response: express.Response, _next: express.NextFunction) => {
    const status =
      typeof error === "object" && error !== null && "status" in error && typeof error.status === "number" ? error.status : 500;
    if (status >= 500) logger.error({ err: error, path: request.path }, "backend request failed");
    else
      logger.warn(
        { path: request.path, status, reason: error instanceof Error ? error.message : String(error) },
        "backend request refused",
      );
    if (!response.headersSent) response.status(status).end();
  });
  return app;
}

const BACKEND_KEEP_ALIVE_MS = 10_000;

export async function startBackendService(options: BackendServiceOptions): Promise<RunningBackendService> {
  const app = createBackendApp(options);
  const host = options.host ?? "127.0.0.1";
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(options.port, host, () => resolve(listening));
    listening.once("error", reject);
  });
  // Longer than the web node's idle connections (app/services/transport/backend-connection.server.ts), so
  // that it is always the web node that closes a kept-alive connection, never a call in flight.
  server.keepAliveTimeout = BACKEND_KEEP_ALIVE_MS;
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () => closeServer(server),
  };
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeIdleConnections();
  });
}
