import { type OddsState } from "../../../contract/live/messages";
import { latestOdds, matchForOdds, oddsFor, oddsHistoryOf, type OddsRecord } from "../../live/odds/odds";
import { findMatch, listMatches } from "../read/matches";
import { defineRoute, matchNotFound, type SportsRouteContext } from "./define-route";
import { matchParameters, oddsListParameters } from "./parameters";

/** The stored current odds, or the model's prices on request for an upcoming match that has none yet (docs/odds.md). */
async function currentOdds(
  db: Parameters<typeof latestOdds>[0],
  matchId: number,
): Promise<(OddsRecord & { source: "stored" | "model" }) | null> {
  const stored = await latestOdds(db, matchId);
  if (stored) return { ...stored, source: "stored" };
  const match = await matchForOdds(db, matchId);
  if (!match || match.status !== "Upcoming") return null;
  const odds: OddsState = await oddsFor(db, match);
  return { at: new Date().toISOString(), minute: odds.minute, suspended: odds.suspended, lines: odds.lines, source: "model" };
}

/** Odds: /odds-stream (a day's live and upcoming matches) and /odds/stream?match-id= (one match with its history). */
export function registerOddsRoutes(context: SportsRouteContext): void {
  defineRoute(context, "/odds/stream", matchParameters, async (db, query) => {
    const match = await findMatch(db, query["match-id"]);
    if (!match) return matchNotFound();
    const [current, history] = await Promise.all([currentOdds(db, match.id), oddsHistoryOf(db, match.id)]);
    return { status: 200, body: { data: { matchId: match.id, replay: match.replay, current, history } } };
  });
  defineRoute(context, "/odds-stream", oddsListParameters, async (db, query) => {
    const page = await listMatches(db, { ...query, status: query.status ?? undefined, order: "asc" });
    const wanted = page.data.filter((match) => match.status !== "Ended");
    const data = await Promise.all(
      wanted.map(async (match) => ({
        match: {
          id: match.id,
          slug: match.slug,
          sport: match.sport,
          status: match.status,
          kickoffAt: match.kickoffAt,
          home: match.home,
          away: match.away,
          replay: match.replay,
        },
        odds: await currentOdds(db, match.id),
      })),
    );
    return { status: 200, body: { data, page: page.page, size: page.size, total: page.total } };
  });
}
