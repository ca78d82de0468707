import { and, desc, eq, inArray } from "drizzle-orm";
import { type MessageKey } from "../../contract/message-keys";
import { reservations } from "../db/schema";
import { type AppDatabase } from "../db/types";
import { matches, teams } from "../sports/tables";

export type ReminderOutcome = { ok: true; reserved: boolean; already: boolean } | { ok: false; refusal: MessageKey };

/** Set Schedule (reserve) or Cancel Schedule for a match: only a match not yet started can be reserved; twice is harmless. */
export async function setReminder(db: AppDatabase, userId: number, matchId: number, reserve: boolean, now: Date): Promise<ReminderOutcome> {
  const [match] = await db.select({ status: matches.status, kickoffAt: matches.kickoffAt }).from(matches).where(eq(matches.id, matchId));
  if (!match) return { ok: false, refusal: "matchNotFound" };
  if (!reserve) {
    const removed = await db
      .delete(reservations)
      .where(and(eq(reservations.userId, userId), eq(reservations.matchId, matchId)))
      .returning({ matchId: reservations.matchId });
    return { ok: true, reserved: false, already: removed.length === 0 };
  }
  if (match.status !== "Upcoming" || match.kickoffAt === null || match.kickoffAt.getTime() <= now.getTime())
    return { ok: false, refusal: "reminderMatchStarted" };
  const inserted = await db
    .insert(reservations)
    .values({ userId, matchId, createdAt: now })
    .onConflictDoNothing()
    .returning({ matchId: reservations.matchId });
  return { ok: true, reserved: true, already: inserted.length === 0 };
}

export interface ReminderMatch {
  matchId: string;
  createdAt: string;
  match: { slug: string; home: string; away: string; kickoffAt: string | null; status: string };
}

/** The user's reminders with their matches, newest first. */
export async function listReminders(db: AppDatabase, userId: number, limit = 100): Promise<ReminderMatch[]> {
  const rows = await db
    .select({
      matchId: reservations.matchId,
      createdAt: reservations.createdAt,
      slug: matches.slug,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      kickoffAt: matches.kickoffAt,
      status: matches.status,
    })
    .from(reservations)
    .innerJoin(matches, eq(matches.id, reservations.matchId))
    .where(eq(reservations.userId, userId))
    .orderBy(desc(reservations.createdAt), desc(reservations.matchId))
    .limit(limit);
  const names = await teamNames(
    db,
    rows.flatMap((row) => [row.homeTeamId, row.awayTeamId]),
  );
  return rows.map((row) => ({
    matchId: String(row.matchId),
    createdAt: row.createdAt.toISOString(),
    match: {
      slug: row.slug,
      home: names.get(row.homeTeamId) ?? "",
      away: names.get(row.awayTeamId) ?? "",
      kickoffAt: row.kickoffAt?.toISOString() ?? null,
      status: row.status,
    },
  }));
}

/** Teams' names as the site shows them (Vietnamese where known). */
export async function teamNames(db: AppDatabase, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: teams.id, name: teams.name, nameVi: teams.nameVi })
    .from(teams)
    .where(inArray(teams.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.nameVi ?? row.name]));
}
