import express, { type Request, type Response } from "express";
import { type z } from "zod";
import { type DatabaseConnection } from "../../backend/database-connection";
import { type AppDatabase } from "../../db/types";
import { type Logger } from "../../logger";
import { listCompetitions } from "../read/competitions";
import { findMatch, listMatches, matchIncidents, matchLineups, matchStatisticsOf, recentResults } from "../read/matches";
import { competitionListParameters, matchListParameters, matchParameters, readParameters } from "./parameters";

/** How many past meetings and recent results a match page shows. */
const RECENT_COUNT = 5;

type Answer = { status: 200; body: unknown } | { status: 404; body: { error: string; message: string } };

const notFound = (): Answer => ({ status: 404, body: { error: "match_not_found", message: "Match not found" } });

/**
 * The sports API (spec section 7, "Sports API"; docs/sports-api.md), mounted at /api/v1 on the
 * backend service. JSON; a bad parameter is a 400 naming it, an unknown match a 404 'Match not
 * found'; every answer carries an ETag and a conditional request gets its 304 (Express's `fresh`).
 */
export function createSportsRouter(database: DatabaseConnection, logger: Logger): express.Router {
  const router = express.Router();

  const route = <Schema extends z.ZodTypeAny>(
    path: string,
    schema: Schema,
    load: (db: AppDatabase, query: z.output<Schema>) => Promise<Answer>,
  ) =>
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

  route("/comp-list", competitionListParameters, async (db, query) => ({
    status: 200,
    body: { data: await listCompetitions(db, query.sport) },
  }));
  route("/matchs/recent", matchListParameters, async (db, query) => ({ status: 200, body: await listMatches(db, query) }));
  route("/matchs/recent-detail", matchParameters, async (db, query) => {
    const match = await findMatch(db, query["match-id"]);
    if (!match) return notFound();
    const [headToHead, homeForm, awayForm] = await Promise.all([
      recentResults(db, match.home.id, match.kickoffDate, RECENT_COUNT, match.away.id),
      recentResults(db, match.home.id, match.kickoffDate, RECENT_COUNT),
      recentResults(db, match.away.id, match.kickoffDate, RECENT_COUNT),
    ]);
    return { status: 200, body: { data: { ...match, headToHead, recent: { home: homeForm, away: awayForm } } } };
  });
  route("/matchs/live/detail", matchParameters, async (db, query) => {
    const match = await findMatch(db, query["match-id"]);
    if (!match) return notFound();
    const incidents = await matchIncidents(db, match.id);
    return {
      status: 200,
      body: {
        data: {
          matchId: match.id,
          status: match.status,
          period: match.period,
          clockSeconds: match.clockSeconds,
          score: match.score,
          incidents,
        },
      },
    };
  });
  route("/matchs/stats-detail", matchParameters, async (db, query) => {
    const match = await findMatch(db, query["match-id"]);
    if (!match) return notFound();
    return { status: 200, body: { data: { matchId: match.id, ...(await matchStatisticsOf(db, match.id, match.sources)) } } };
  });
  route("/matchs/lineup", matchParameters, async (db, query) => {
    const match = await findMatch(db, query["match-id"]);
    if (!match) return notFound();
    return { status: 200, body: { data: { matchId: match.id, ...(await matchLineups(db, match.id)) } } };
  });

  router.use((_request, response) => {
    response.status(404).json({ error: "not_found" });
  });
  return router;
}
