import { and, eq, gt, isNull, or } from "drizzle-orm";
import { type AppDatabase } from "../db/types";
import { chatMutes } from "./tables";

// The one door to chat_mutes: who may not write in a room, until when (null: for ever). A mute
// that has ended keeps its row until the next mute or unmute of that user replaces or removes it.

export interface Mute {
  until: Date | null;
  reason: string | null;
}

/** The user's mute in the room that has not ended at `now`, if any. */
export async function activeMute(db: AppDatabase, roomId: number, userId: number, now: Date): Promise<Mute | null> {
  const [row] = await db
    .select({ until: chatMutes.until, reason: chatMutes.reason })
    .from(chatMutes)
    .where(and(eq(chatMutes.roomId, roomId), eq(chatMutes.userId, userId), or(isNull(chatMutes.until), gt(chatMutes.until, now))));
  return row ?? null;
}

/** A mute's end as the wire carries it: milliseconds, null for ever. */
export function mutedUntilOf(mute: Mute): number | null {
  return mute.until === null ? null : mute.until.getTime();
}

/** Mutes the user in the room, replacing any earlier mute there. */
export async function putMute(
  db: AppDatabase,
  mute: { roomId: number; userId: number; until: Date | null; reason: string | null; mutedBy: number; at: Date },
): Promise<void> {
  const { roomId, userId, until, reason, mutedBy, at } = mute;
  await db
    .insert(chatMutes)
    .values({ roomId, userId, until, reason, mutedBy, createdAt: at })
    .onConflictDoUpdate({ target: [chatMutes.roomId, chatMutes.userId], set: { until, reason, mutedBy, createdAt: at } });
}

/** Lifts the user's mute in the room; false when there was none. */
export async function liftMute(db: AppDatabase, roomId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(chatMutes)
    .where(and(eq(chatMutes.roomId, roomId), eq(chatMutes.userId, userId)))
    .returning({ userId: chatMutes.userId });
  return rows.length > 0;
}
