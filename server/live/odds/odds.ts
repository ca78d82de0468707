import { asc, desc, eq } from "drizzle-orm";
import { type OddsLine, type OddsState } from "../../../contract/live/messages";
import { type AppDatabase } from "../../db/types";
import { matches } from "../../sports/tables";
import { priceLines, remainingShare } from "./model";
import { ratingsFor } from "./ratings";
import { oddsHistory } from "./tables";

export interface MatchForOdds {
  id: number;
  sport: string;
  status: string;
  period: string | null;
  clockSeconds: number | null;
  homeTeamId: number;
  awayTeamId: number;
  neutral: boolean;
  replayOf: number | null;
  score: [number, number] | null;
}

/** No prices during a shoot-out or its wait, nor once the match is over. */
const CLOSED_PERIODS = new Set(["WPEN", "PEN"]);

/** The model's odds for a match in the state given (docs/odds.md). */
export async function oddsFor(db: AppDatabase, match: MatchForOdds, suspended = false): Promise<OddsState> {
  const minute = match.status === "Upcoming" || match.clockSeconds === null ? null : Math.floor(match.clockSeconds / 60) + 1;
  if (match.status === "Ended" || (match.period !== null && CLOSED_PERIODS.has(match.period)))
    return { matchId: match.id, minute, lines: [], suspended: true };
  const ratings = await ratingsFor(db, {
    realMatchId: match.replayOf ?? match.id,
    homeTeamId: match.homeTeamId,
    awayTeamId: match.awayTeamId,
  });
  const lines = priceLines({
    sport: match.sport,
    ratings,
    neutral: match.neutral,
    score: match.status === "Upcoming" ? null : match.score,
    remaining: remainingShare(match.sport, match.status, match.period, match.clockSeconds),
  });
  return { matchId: match.id, minute, lines, suspended };
}

export async function matchForOdds(db: AppDatabase, matchId: number): Promise<MatchForOdds | null> {
  const [row] = await db.select().from(matches).where(eq(matches.id, matchId));
  if (!row) return null;
  return {
    id: row.id,
    sport: row.sport,
    status: row.status,
    period: row.period,
    clockSeconds: row.clockSeconds,
    homeTeamId: row.homeTeamId,
    awayTeamId: row.awayTeamId,
    neutral: row.neutral,
    replayOf: row.replayOf,
    score: row.homeScore === null || row.awayScore === null ? null : [row.homeScore, row.awayScore],
  };
}

export interface OddsRecord {
  at: string;
  minute: number | null;
  suspended: boolean;
  lines: OddsLine[];
}

export async function latestOdds(db: AppDatabase, matchId: number): Promise<OddsRecord | null> {
  const [row] = await db.select().from(oddsHistory).where(eq(oddsHistory.matchId, matchId)).orderBy(desc(oddsHistory.id)).limit(1);
  return row ? { at: row.at.toISOString(), minute: row.minute, suspended: row.suspended, lines: row.lines } : null;
}

export async function oddsHistoryOf(db: AppDatabase, matchId: number): Promise<OddsRecord[]> {
  const rows = await db.select().from(oddsHistory).where(eq(oddsHistory.matchId, matchId)).orderBy(asc(oddsHistory.id)).limit(500);
  return rows.map((row) => ({ at: row.at.toISOString(), minute: row.minute, suspended: row.suspended, lines: row.lines }));
}

/** Same prices and state: not a movement. */
export function sameOdds(a: Pick<OddsState, "lines" | "suspended"> | null, b: Pick<OddsState, "lines" | "suspended">): boolean {
  return a !== null && a.suspended === b.suspended && JSON.stringify(a.lines) === JSON.stringify(b.lines);
}

export async function storeOdds(db: AppDatabase, odds: OddsState, at: Date): Promise<void> {
  await db.insert(oddsHistory).values({ matchId: odds.matchId, at, minute: odds.minute, suspended: odds.suspended, lines: odds.lines });
}
