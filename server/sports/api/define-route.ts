import { type Request, type Response, type Router } from "express";
import { type z } from "zod";
import { type DatabaseConnection } from "../../backend/database-connection";
import { type AppDatabase } from "../../db/types";
import { type Logger } from "../../logger";
import { readParameters } from "./parameters";

export type Answer = { status: 200; body: unknown } | { status: 404; body: { error: string; message: string } };

export const matchNotFound = (): Answer => ({ status: 404, body: { error: "match_not_found", message: "Match not found" } });

/** What every feature's routes receive (server/sports/api/routes.ts). */
export interface SportsRouteContext {
  router: Router;
  database: DatabaseConnection;
  logger: Logger;
}

/**
 * One GET path of the sports API: its query checked against `schema` (a 400 naming the parameter),
 * then `load`; a failure is logged and answered 503. Answers are `Cache-Control: public, no-cache`
 * with Express's ETag, so a conditional request gets its 304.
 */
export function defineRoute<Schema extends z.ZodTypeAny>(
  { router, database, logger }: SportsRouteContext,
  path: string,
  schema: Schema,
  load: (db: AppDatabase, query: z.output<Schema>) => Promise<Answer>,
): void {
  router.get(path, async (request: Request, response: Response) => {
    const read = readParameters(schema, request.query);
    if (!read.ok) {
      response.status(400).json({ error: "bad_parameter", ...read.problem });
      return;
    }
    try {
      const answer = await load(database.get().db, read.value);
      // Fresh to the second: a cache may keep a copy but must ask again (the ETag makes that cheap).
      response.set("Cache-Control", "public, no-cache");
      response.status(answer.status).json(answer.body);
    } catch (error) {
      logger.error({ err: error, path: request.path }, "sports API request failed");
      response.status(503).json({ error: "unavailable" });
    }
  });
}
