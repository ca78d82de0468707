import { and, asc, eq, gt, gte, inArray, like, max, ne, sql } from "drizzle-orm";
import { type ScheduledMatch } from "../../contract/backend-calls/commentator";
import { type AppDatabase } from "../db/types";
import { REPLAY_KEY_PREFIX } from "../live/replay/provider";
import { teamNames } from "../reminders/reservations";
import { competitions, matches } from "../sports/tables";
import { type PlannerMatch, type ScheduleEntry } from "./planner";
import { roomSchedules } from "./tables";

// The door to room_schedules: the matches each room will cover (the demo director's plan, later a
// commentator's own Set Schedule).

/** Puts matches on rooms' schedules; one already there is left as it is. */
export async function addToSchedules(db: AppDatabase, entries: readonly ScheduleEntry[]): Promise<number> {
  if (entries.length === 0) return 0;
  const added = await db
    .insert(roomSchedules)
    .values([...entries])
    .onConflictDoNothing()
    .returning({ roomId: roomSchedules.roomId });
  return added.length;
}

/** Each room's latest scheduled kick-off (rooms with nothing scheduled are absent). */
export async function lastScheduledKickoffs(db: AppDatabase, roomIds: readonly number[]): Promise<Map<number, number>> {
  if (roomIds.length === 0) return new Map();
  const rows = await db
    .select({ roomId: roomSchedules.roomId, last: max(matches.kickoffAt) })
    .from(roomSchedules)
    .innerJoin(matches, eq(matches.id, roomSchedules.matchId))
    .where(inArray(roomSchedules.roomId, [...roomIds]))
    .groupBy(roomSchedules.roomId);
  return new Map(rows.flatMap((row) => (row.last ? [[row.roomId, row.last.getTime()] as const] : [])));
}

/** Replays (server/live/replay) not ended that kick off from `fromMs` on, soonest first: what the director plans with. */
export async function replaysFrom(db: AppDatabase, fromMs: number): Promise<PlannerMatch[]> {
  const rows = await db
    .select({ matchId: matches.id, sport: matches.sport, kickoffAt: matches.kickoffAt })
    .from(matches)
    .where(and(like(matches.key, `${REPLAY_KEY_PREFIX}%`), ne(matches.status, "Ended"), gte(matches.kickoffAt, new Date(fromMs))))
    .orderBy(asc(matches.kickoffAt), asc(matches.id));
  return rows.flatMap((row) => (row.kickoffAt ? [{ matchId: row.matchId, sport: row.sport, kickoffMs: row.kickoffAt.getTime() }] : []));
}

/** The scheduled matches of some rooms that are live now, by the feed's status. */
export async function liveScheduledMatches(
  db: AppDatabase,
  roomIds: readonly number[],
): Promise<{ roomId: number; matchId: number; kickoffMs: number }[]> {
  if (roomIds.length === 0) return [];
  const rows = await db
    .select({ roomId: roomSchedules.roomId, matchId: matches.id, kickoffAt: matches.kickoffAt })
    .from(roomSchedules)
    .innerJoin(matches, eq(matches.id, roomSchedules.matchId))
    .where(and(inArray(roomSchedules.roomId, [...roomIds]), eq(matches.status, "Live")))
    .orderBy(asc(matches.kickoffAt), asc(matches.id));
  return rows.map((row) => ({ roomId: row.roomId, matchId: row.matchId, kickoffMs: row.kickoffAt?.getTime() ?? 0 }));
}

/** A room's matches still to kick off, soonest first. */
export async function upcomingScheduledMatchIds(db: AppDatabase, roomId: number, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ matchId: matches.id })
    .from(roomSchedules)
    .innerJoin(matches, eq(matches.id, roomSchedules.matchId))
    .where(and(eq(roomSchedules.roomId, roomId), eq(matches.status, "Upcoming"), gt(matches.kickoffAt, now)))
    .orderBy(asc(matches.kickoffAt), asc(matches.id))
    .limit(limit);
  return rows.map((row) => row.matchId);
}

/** Which of some matches each room has on its schedule. */
export async function scheduledAmong(db: AppDatabase, roomIds: readonly number[], matchIds: readonly number[]): Promise<ScheduleEntry[]> {
  if (roomIds.length === 0 || matchIds.length === 0) return [];
  return db
    .select({ roomId: roomSchedules.roomId, matchId: roomSchedules.matchId })
    .from(roomSchedules)
    .where(and(inArray(roomSchedules.roomId, [...roomIds]), inArray(roomSchedules.matchId, [...matchIds])));
}

/** How soon before kick-off a room going live is taken to cover a scheduled match. */
export const COVER_BEFORE_KICKOFF_MS = 60 * 60_000;

/**
 * The scheduled match a room going live now covers: one live now (the earliest), else the next to
 * kick off within COVER_BEFORE_KICKOFF_MS; null when neither.
 */
export async function coveredMatchAt(db: AppDatabase, roomId: number, now: Date): Promise<number | null> {
  const rows = await db
    .select({ matchId: matches.id, status: matches.status, kickoffAt: matches.kickoffAt })
    .from(roomSchedules)
    .innerJoin(matches, eq(matches.id, roomSchedules.matchId))
    .where(and(eq(roomSchedules.roomId, roomId), ne(matches.status, "Ended")))
    .orderBy(asc(matches.kickoffAt), asc(matches.id));
  const live = rows.find((row) => row.status === "Live");
  if (live) return live.matchId;
  const soon = rows.find(
    (row) =>
      row.kickoffAt !== null &&
      row.kickoffAt.getTime() >= now.getTime() - COVER_BEFORE_KICKOFF_MS &&
      row.kickoffAt.getTime() <= now.getTime() + COVER_BEFORE_KICKOFF_MS,
  );
  return soon?.matchId ?? null;
}

/** A room's matches not over yet (live or to come), soonest first: the commentator centre's schedule. */
export async function openSchedule(db: AppDatabase, roomId: number, limit: number): Promise<ScheduledMatch[]> {
  const rows = await db
    .select({
      matchId: matches.id,
      slug: matches.slug,
      kickoffAt: matches.kickoffAt,
      status: matches.status,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      competition: sql<string>`coalesce(${competitions.nameVi}, ${competitions.name})`,
    })
    .from(roomSchedules)
    .innerJoin(matches, eq(matches.id, roomSchedules.matchId))
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .where(and(eq(roomSchedules.roomId, roomId), ne(matches.status, "Ended")))
    .orderBy(asc(matches.kickoffAt), asc(matches.id))
    .limit(limit);
  const names = await teamNames(
    db,
    rows.flatMap((row) => [row.homeTeamId, row.awayTeamId]),
  );
  return rows.map(({ homeTeamId, awayTeamId, kickoffAt, ...row }) => ({
    ...row,
    kickoffAt: kickoffAt?.toISOString() ?? null,
    home: names.get(homeTeamId) ?? "",
    away: names.get(awayTeamId) ?? "",
  }));
}

/** Takes a match off a room's schedule; returns whether it was there. */
export async function removeFromSchedule(db: AppDatabase, roomId: number, matchId: number): Promise<boolean> {
  const removed = await db
    .delete(roomSchedules)
    .where(and(eq(roomSchedules.roomId, roomId), eq(roomSchedules.matchId, matchId)))
    .returning({ roomId: roomSchedules.roomId });
  return removed.length > 0;
}
