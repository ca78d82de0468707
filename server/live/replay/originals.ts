import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { type AppDatabase } from "../../db/types";
import { competitions, incidents, matches } from "../../sports/tables";
import { incidentFacts } from "../feed/feed";
import { hashText } from "./random";
import { type OriginalMatch } from "./script";
import { type ReplaySlot } from "./slots";

// Which real matches are replayed: ended ones with a result. Half the football slots take a match
// whose goals the data names (World Cups, internationals with scorers), the rest a league match
// (its goals placed from the half-time and full-time scores); basketball slots take an NBA game.

export interface ReplayPools {
  footballNamed: number[];
  footballLeague: number[];
  basketball: number[];
}

export async function loadReplayPools(db: AppDatabase): Promise<ReplayPools> {
  const withNamedGoals = sql<boolean>`exists (select 1 from ${incidents} where ${incidents.matchId} = ${matches.id} and ${incidents.type} in (1, 8, 17) and ${incidents.playerName} is not null)`;
  const ended = and(eq(matches.status, "Ended"), isNull(matches.replayOf), isNotNull(matches.homeScore), isNotNull(matches.awayScore));
  const rows = await db
    .select({ id: matches.id, sport: matches.sport, kind: competitions.kind, named: withNamedGoals })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .where(ended)
    .orderBy(asc(matches.id));
  const pools: ReplayPools = { footballNamed: [], footballLeague: [], basketball: [] };
  for (const row of rows) {
    if (row.sport === "basketball") pools.basketball.push(row.id);
    else if (row.named) pools.footballNamed.push(row.id);
    else if (row.kind === "league") pools.footballLeague.push(row.id);
  }
  return pools;
}

/** The real match a slot replays: the same for a slot whatever the run; `taken` keeps a day from showing one match twice. */
export function pickOriginal(pools: ReplayPools, slot: ReplaySlot, taken: Set<number>): number | null {
  const hash = hashText(slot.key);
  const pool =
    slot.sport === "basketball"
      ? pools.basketball
      : hash % 2 === 0 && pools.footballNamed.length > 0
        ? pools.footballNamed
        : pools.footballLeague.length > 0
          ? pools.footballLeague
          : pools.footballNamed;
  if (pool.length === 0) return null;
  const start = hashText(`${slot.key}#pick`) % pool.length;
  for (let step = 0; step < pool.length; step++) {
    const id = pool[(start + step) % pool.length] as number;
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
  return null;
}

const pairOf = (first: number | null, second: number | null): [number, number] | null =>
  first === null || second === null ? null : [first, second];

/** What a script is built from: the real match's scores and incidents. */
export async function loadOriginal(db: AppDatabase, originalId: number, seed: string): Promise<OriginalMatch | null> {
  const [row] = await db.select().from(matches).where(eq(matches.id, originalId));
  if (!row || row.homeScore === null || row.awayScore === null) return null;
  const rows = await db.select().from(incidents).where(eq(incidents.matchId, originalId)).orderBy(asc(incidents.sequence));
  return {
    seed,
    sport: row.sport === "basketball" ? "basketball" : "football",
    final: [row.homeScore, row.awayScore],
    halfTime: pairOf(row.htHome, row.htAway),
    fullTime: pairOf(row.ftHome, row.ftAway),
    extraTime: pairOf(row.etHome, row.etAway),
    penalties: pairOf(row.penHome, row.penAway),
    shootoutWinner: row.shootoutWinner === "home" || row.shootoutWinner === "away" ? row.shootoutWinner : null,
    incidents: rows.map(incidentFacts),
  };
}
