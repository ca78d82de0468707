import { listCompetitions } from "../read/competitions";
import { findMatch, findMatchBySlug, listMatches, matchIncidents, matchLineups, matchStatisticsOf, recentResults } from "../read/matches";
import { defineRoute, matchNotFound, type SportsRouteContext } from "./define-route";
import { competitionListParameters, matchDetailParameters, matchListParameters, matchParameters } from "./parameters";

/** How many past meetings and recent results a match page shows. */
const RECENT_COUNT = 5;

/** Competitions and matches: /comp-list and /matchs/* (docs/sports-api.md). */
export function registerMatchRoutes(context: SportsRouteContext): void {
  defineRoute(context, "/comp-list", competitionListParameters, async (db, query) => ({
    status: 200,
    body: { data: await listCompetitions(db, query.sport) },
  }));
  defineRoute(context, "/matchs/recent", matchListParameters, async (db, query) => ({ status: 200, body: await listMatches(db, query) }));
  defineRoute(context, "/matchs/recent-detail", matchDetailParameters, async (db, query) => {
    // The schema lets exactly one of the two through.
    const match = query.slug === undefined ? await findMatch(db, query["match-id"] ?? 0) : await findMatchBySlug(db, query.slug);
    if (!match) return matchNotFound();
    const [headToHead, homeForm, awayForm] = await Promise.all([
      recentResults(db, match.home.id, match.kickoffDate, RECENT_COUNT, match.away.id),
      recentResults(db, match.home.id, match.kickoffDate, RECENT_COUNT),
      recentResults(db, match.away.id, match.kickoffDate, RECENT_COUNT),
    ]);
    return { status: 200, body: { data: { ...match, headToHead, recent: { home: homeForm, away: awayForm } } } };
  });
  defineRoute(context, "/matchs/live/detail", matchParameters, async (db, query) => {
    const match = await findMatch(db, query["match-id"]);
    if (!match) return matchNotFound();
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
  defineRoute(context, "/matchs/stats-detail", matchParameters, async (db, query) => {
    const match = await findMatch(db, query["match-id"]);
    if (!match) return matchNotFound();
    return { status: 200, body: { data: { matchId: match.id, ...(await matchStatisticsOf(db, match.id, match.sources)) } } };
  });
  defineRoute(context, "/matchs/lineup", matchParameters, async (db, query) => {
    const match = await findMatch(db, query["match-id"]);
    if (!match) return matchNotFound();
    return { status: 200, body: { data: { matchId: match.id, ...(await matchLineups(db, match.id)) } } };
  });
}
