import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { type NotificationJson } from "../../contract/live/messages";
import { type AppDatabase } from "../db/types";
import { notifications } from "./tables";

export type NotificationKind = NotificationJson["kind"];

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  subject: string;
  title: string;
  body: string;
  link: string | null;
  matchId: number | null;
}

type Row = typeof notifications.$inferSelect;

function json(row: Row): NotificationJson {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.getTime(),
    read: row.readAt !== null,
  };
}

/** Stores notifications made once per (user, kind, subject); returns only those new now (a repeat is nothing). */
export async function createNotifications(
  db: AppDatabase,
  items: readonly NewNotification[],
  now: Date,
): Promise<{ userId: number; notification: NotificationJson }[]> {
  if (items.length === 0) return [];
  const rows = await db
    .insert(notifications)
    .values(items.map((item) => ({ ...item, createdAt: now })))
    .onConflictDoNothing()
    .returning();
  return rows.map((row) => ({ userId: row.userId, notification: json(row) }));
}

export async function unreadCount(db: AppDatabase, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** The user's latest notifications, newest first, and how many are unread. */
export async function listNotifications(
  db: AppDatabase,
  userId: number,
  limit = 50,
): Promise<{ items: NotificationJson[]; unread: number }> {
  const [rows, unread] = await Promise.all([
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id)).limit(limit),
    unreadCount(db, userId),
  ]);
  return { items: rows.map(json), unread };
}

/** Marks some (or all) of the user's notifications read; returns the unread count left. */
export async function markRead(db: AppDatabase, userId: number, ids: readonly number[] | "all", now: Date): Promise<number> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(ids === "all" ? mine : and(mine, inArray(notifications.id, ids.length > 0 ? [...ids] : [-1])));
  return unreadCount(db, userId);
}
