import { and, count, eq, max } from "drizzle-orm";
import { type StandingsJson } from "../../../contract/sports/standings-api";
import { type AppDatabase } from "../../db/types";
import { matches } from "../tables";
import { realMatches } from "./replays";
import { referenceData } from "./reference";
import { seasonStandings } from "./standings";

// A season's tables are computed from all its matches (tens of milliseconds); they change only when
// one of the competition's matches does (a result, a live score) or data is imported. So a computed
// table is kept with the version it was computed at: the latest change of the competition's matches,
// their number, and the load of the reference rows (reloaded each minute, which takes in a re-import's
// deductions). It is computed again when that version moves: a result shows at once.

const MAX_ENTRIES = 200;

interface Entry {
  version: string;
  standings: Promise<StandingsJson | null>;
}

const caches = new WeakMap<AppDatabase, Map<string, Entry>>();

export async function currentSeasonStandings(db: AppDatabase, competitionCode: string, seasonCode?: string): Promise<StandingsJson | null> {
  const reference = await referenceData(db);
  const competition = reference.competitionByCode.get(competitionCode);
  if (!competition) return seasonStandings(db, competitionCode, seasonCode);
  const [state] = await db
    .select({ changed: max(matches.updatedAt), total: count() })
    .from(matches)
    .where(and(eq(matches.competitionId, competition.id), realMatches));
  // The reference rows' load time: a re-import (a deduction, a name) is taken in within REFERENCE_MAX_AGE_MS.
  const version = `${state?.changed?.toISOString() ?? ""}|${state?.total ?? 0}|${reference.loadedAt}`;
  const cache = caches.get(db) ?? new Map<string, Entry>();
  caches.set(db, cache);
  const key = `${competitionCode}|${seasonCode ?? ""}`;
  const entry = cache.get(key);
  if (entry && entry.version === version) return entry.standings;
  const standings = seasonStandings(db, competitionCode, seasonCode);
  cache.delete(key);
  cache.set(key, { version, standings });
  standings.catch(() => cache.delete(key));
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return standings;
}
