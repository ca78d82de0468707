import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { type AppDatabase } from "../../db/types";
import { matches } from "../../sports/tables";
import { preMatchRatings, type RatedResult } from "./model";

interface Ratings {
  byMatch: Map<number, [number, number]>;
  latest: Map<number, number>;
}

// The shipped results change only with an import: the ratings are worked out once per database.
const cache = new WeakMap<AppDatabase, Promise<Ratings>>();

async function computeRatings(db: AppDatabase): Promise<Ratings> {
  const rows = await db
    .select({
      matchId: matches.id,
      sport: matches.sport,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      neutral: matches.neutral,
    })
    .from(matches)
    .where(and(isNull(matches.replayOf), eq(matches.status, "Ended"), isNotNull(matches.homeScore), isNotNull(matches.awayScore)))
    .orderBy(asc(matches.kickoffDate), asc(matches.kickoffAt), asc(matches.id));
  return preMatchRatings(rows as RatedResult[]);
}

/** The pre-match ratings of a match: its own for a played (or replayed) real match, else the teams' latest. */
export async function ratingsFor(
  db: AppDatabase,
  match: { realMatchId: number; homeTeamId: number; awayTeamId: number },
): Promise<[number, number]> {
  let ratings = cache.get(db);
  if (!ratings) {
    ratings = computeRatings(db);
    cache.set(db, ratings);
    ratings.catch(() => cache.delete(db));
  }
  const { byMatch, latest } = await ratings;
  return byMatch.get(match.realMatchId) ?? [latest.get(match.homeTeamId) ?? 1500, latest.get(match.awayTeamId) ?? 1500];
}
