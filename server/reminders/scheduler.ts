import { and, eq, gte, lte } from "drizzle-orm";
import { reservations } from "../db/schema";
import { type AppDatabase } from "../db/types";
import { matches } from "../sports/tables";
import { type NotificationDelivery } from "./delivery";
import { type NewNotification } from "./notifications";
import { teamNames } from "./reservations";

/** Spec section 9: a match is starting soon from 5 minutes before its kick-off. */
export const REMINDER_LEAD_MS = 5 * 60_000;
/** A reminder is not sent for a kick-off further back than this (the site was down meanwhile). */
export const REMINDER_GRACE_MS = 30 * 60_000;

/** The notifications due at `now` for one reminder: "starting soon" from 5 minutes before, "started" from kick-off. */
export function dueReminders(kickoffMs: number, nowMs: number): ("matchSoon" | "matchStart")[] {
  if (nowMs < kickoffMs - REMINDER_LEAD_MS || nowMs > kickoffMs + REMINDER_GRACE_MS) return [];
  return nowMs >= kickoffMs ? ["matchSoon", "matchStart"] : ["matchSoon"];
}

/**
 * Reminders, checked every few seconds by the backend: each due notification is made once (the
 * database's unique key decides, so a restart or a second node never sends it twice).
 */
export async function sendDueReminders(db: AppDatabase, delivery: NotificationDelivery, now: Date): Promise<number> {
  const rows = await db
    .select({
      userId: reservations.userId,
      matchId: matches.id,
      slug: matches.slug,
      kickoffAt: matches.kickoffAt,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
    })
    .from(reservations)
    .innerJoin(matches, eq(matches.id, reservations.matchId))
    .where(
      and(
        gte(matches.kickoffAt, new Date(now.getTime() - REMINDER_GRACE_MS)),
        lte(matches.kickoffAt, new Date(now.getTime() + REMINDER_LEAD_MS)),
      ),
    );
  if (rows.length === 0) return 0;
  const names = await teamNames(
    db,
    rows.flatMap((row) => [row.homeTeamId, row.awayTeamId]),
  );
  const items: NewNotification[] = [];
  for (const row of rows) {
    if (row.kickoffAt === null) continue;
    const title = `${names.get(row.homeTeamId) ?? ""} vs ${names.get(row.awayTeamId) ?? ""}`;
    for (const kind of dueReminders(row.kickoffAt.getTime(), now.getTime())) {
      items.push({
        userId: row.userId,
        kind,
        subject: `match:${row.matchId}`,
        title,
        body: kind === "matchSoon" ? "Trận đấu bạn đặt lịch sắp bắt đầu (5 phút nữa)." : "Trận đấu bạn đặt lịch đã bắt đầu. Vào xem ngay!",
        link: `/schedule/${row.slug}`,
        matchId: row.matchId,
      });
    }
  }
  return delivery.notify(items, now);
}
