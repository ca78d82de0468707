import { type Server } from "node:http";
import { type AddressInfo } from "node:net";
import express from "express";
import { createContentRouter } from "../content/routes";
import { type Logger } from "../logger";
import { type DatabaseConnection } from "./database-connection";

export interface BackendServiceOptions {
  database: DatabaseConnection;
  logger: Logger;
  host?: string;
  port: number;
}

export interface RunningBackendService {
  url: string;
  close(): Promise<void>;
}

/** The "single backend API host" of the spec: binary endpoints, content API, sports API. */
export function createBackendApp({ database, logger }: Pick<BackendServiceOptions, "database" | "logger">): express.Express {
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

  app.use((_request, response) => {
    response.status(404).json({ error: "not_found" });
  });
  return app;
}

export async function startBackendService(options: BackendServiceOptions): Promise<RunningBackendService> {
  const app = createBackendApp(options);
  const host = options.host ?? "127.0.0.1";
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(options.port, host, () => resolve(listening));
    listening.once("error", reject);
  });
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
