import { and, eq, isNull, lt, or } from "drizzle-orm";
import { type AppDatabase } from "../db/types";
import { type RoomRow } from "../rooms/repository";
import { liveRooms } from "../rooms/tables";
import { PUSH_UPDATE_INTERVAL_MS } from "./media-settings";

// A room's push to the media server (issue 12, docs/media-server.md), as the callbacks record it in
// live_rooms: `publishing` from on_publish to on_publish_done, `publish_seen_at` at each word of
// nginx. Every change is one conditional UPDATE, so that of two calls at once (two encoders, two
// backend nodes) one only wins.

/** A push nginx has not mentioned for three of its update intervals is over (nginx died without on_publish_done). */
export const PUSH_STALE_AFTER_MS = 3 * PUSH_UPDATE_INTERVAL_MS;

const staleBefore = (now: Date) => new Date(now.getTime() - PUSH_STALE_AFTER_MS);

export type PushClaim = { kind: "claimed"; room: RoomRow } | { kind: "busy"; room: RoomRow } | { kind: "unknownKey" };

/** A push starts on the key: refused when no room has it, or when another push on it is on air. */
export async function claimPush(db: AppDatabase, streamKey: string, now: Date): Promise<PushClaim> {
  const [claimed] = await db
    .update(liveRooms)
    .set({ publishing: true, publishSeenAt: now, updatedAt: now })
    .where(
      and(
        eq(liveRooms.streamKey, streamKey),
        or(eq(liveRooms.publishing, false), isNull(liveRooms.publishSeenAt), lt(liveRooms.publishSeenAt, staleBefore(now))),
      ),
    )
    .returning();
  if (claimed) return { kind: "claimed", room: claimed };
  const [room] = await db.select().from(liveRooms).where(eq(liveRooms.streamKey, streamKey));
  return room ? { kind: "busy", room } : { kind: "unknownKey" };
}

/** nginx still has the push on air: whether the room still has the key and the push (false: cut it). */
export async function confirmPush(db: AppDatabase, streamKey: string, now: Date): Promise<boolean> {
  const confirmed = await db
    .update(liveRooms)
    .set({ publishSeenAt: now })
    .where(and(eq(liveRooms.streamKey, streamKey), eq(liveRooms.publishing, true)))
    .returning({ id: liveRooms.id });
  return confirmed.length > 0;
}

/** The push on the key ended: the room it was on, or null (no room has the key, or its push had ended already). */
export async function endPush(db: AppDatabase, streamKey: string, now: Date): Promise<RoomRow | null> {
  const [ended] = await db
    .update(liveRooms)
    .set({ publishing: false, publishSeenAt: now, updatedAt: now })
    .where(and(eq(liveRooms.streamKey, streamKey), eq(liveRooms.publishing, true)))
    .returning();
  return ended ?? null;
}

/** Ends the pushes nginx has not mentioned for PUSH_STALE_AFTER_MS; returns their rooms. */
export async function endStalePushes(db: AppDatabase, now: Date): Promise<RoomRow[]> {
  return db
    .update(liveRooms)
    .set({ publishing: false, updatedAt: now })
    .where(and(eq(liveRooms.publishing, true), or(isNull(liveRooms.publishSeenAt), lt(liveRooms.publishSeenAt, staleBefore(now)))))
    .returning();
}

/** Ends the room's push whatever its key (the key was just revoked): the room, or null when it had none on air. */
export async function endPushOfRoom(db: AppDatabase, roomId: number, now: Date): Promise<RoomRow | null> {
  const [ended] = await db
    .update(liveRooms)
    .set({ publishing: false, updatedAt: now })
    .where(and(eq(liveRooms.id, roomId), eq(liveRooms.publishing, true)))
    .returning();
  return ended ?? null;
}
