import express, { type Request, type Response } from "express";
import { listConfigurations, listMenu } from "../db";
import { type DatabaseConnection } from "../backend/database-connection";
import { type Logger } from "../logger";

/** The content API (spec section 7, "Content API"), mounted at /oapi/v1. Every answer is `{ data }` JSON. */
export function createContentRouter(database: DatabaseConnection, logger: Logger): express.Router {
  const router = express.Router();

  const answer = (load: () => Promise<unknown>) => async (_request: Request, response: Response) => {
    try {
      response.set("Cache-Control", "public, max-age=10");
      response.json({ data: await load() });
    } catch (error) {
      logger.warn({ err: error }, "content API request failed");
      response.status(503).json({ error: "unavailable" });
    }
  };

  router.get(
    "/configurations",
    answer(() => listConfigurations(database.get().db)),
  );
  router.get(
    "/menu",
    answer(() => listMenu(database.get().db)),
  );

  router.use((_request, response) => {
    response.status(404).json({ error: "not_found" });
  });
  return router;
}
