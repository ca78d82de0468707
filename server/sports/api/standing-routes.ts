import { seasonRounds } from "../read/matches";
import { currentSeasonStandings } from "../read/standings-cache";
import { defineRoute, type Answer, type SportsRouteContext } from "./define-route";
import { roundListParameters, standingParameters } from "./parameters";

export const seasonNotFound = (): Answer => ({ status: 404, body: { error: "season_not_found", message: "Season not found" } });

/** A season's tables and rounds: /seasons/table-standing and /seasons/rounds (docs/sports-api.md). */
export function registerStandingRoutes(context: SportsRouteContext): void {
  defineRoute(context, "/seasons/table-standing", standingParameters, async (db, query) => {
    const standings = await currentSeasonStandings(db, query.competition, query.season);
    return standings ? { status: 200, body: { data: standings } } : seasonNotFound();
  });
  defineRoute(context, "/seasons/rounds", roundListParameters, async (db, query) => {
    const rounds = await seasonRounds(db, query.competition, query.season);
    return rounds ? { status: 200, body: { data: rounds } } : seasonNotFound();
  });
}
