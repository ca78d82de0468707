import { and, eq, isNull, sql } from "drizzle-orm";
import { type AppDatabase } from "../db/types";
import { roomBroadcasts, roomViewerSamples } from "./tables";

// A room's broadcasts (issue 12): one opens when the room goes live and closes when it goes
// offline, whoever switched it (the media server, the commentator, the demo director). At most one
// is on air per room (a partial unique index), so two nodes opening the same one make one.

export type BroadcastSource = "ingest" | "manual" | "demo";
export type BroadcastRow = typeof roomBroadcasts.$inferSelect;

/** Opens the room's broadcast unless one is on air; returns the one on air either way. */
export async function openBroadcast(
  db: AppDatabase,
  room: { roomId: number; matchId: number | null; source: BroadcastSource },
  now: Date,
): Promise<BroadcastRow> {
  const [opened] = await db
    .insert(roomBroadcasts)
    .values({ roomId: room.roomId, matchId: room.matchId, startedAt: now, source: room.source })
    .onConflictDoNothing()
    .returning();
  if (opened) return opened;
  const onAir = await broadcastOnAir(db, room.roomId);
  if (!onAir) throw new Error(`room ${room.roomId}: no broadcast on air after opening one`);
  return onAir;
}

/** Closes the room's broadcast on air, if any; returns it (null when none was on air). */
export async function closeBroadcast(db: AppDatabase, roomId: number, now: Date): Promise<BroadcastRow | null> {
  const [closed] = await db
    .update(roomBroadcasts)
    .set({ endedAt: now })
    .where(and(eq(roomBroadcasts.roomId, roomId), isNull(roomBroadcasts.endedAt)))
    .returning();
  return closed ?? null;
}

export async function broadcastOnAir(db: AppDatabase, roomId: number): Promise<BroadcastRow | null> {
  const [row] = await db
    .select()
    .from(roomBroadcasts)
    .where(and(eq(roomBroadcasts.roomId, roomId), isNull(roomBroadcasts.endedAt)));
  return row ?? null;
}

/** Every broadcast on air, with its room (the viewer sampler's round). */
export async function broadcastsOnAir(db: AppDatabase): Promise<BroadcastRow[]> {
  return db.select().from(roomBroadcasts).where(isNull(roomBroadcasts.endedAt));
}

/** Records the viewers of a broadcast at a sample time (once per time: a second node's sample is dropped) and raises its peak. */
export async function recordViewers(db: AppDatabase, broadcastId: number, at: Date, viewers: number): Promise<void> {
  await db.insert(roomViewerSamples).values({ broadcastId, at, viewers }).onConflictDoNothing();
  await raisePeak(db, broadcastId, viewers);
}

/** The peak is the most viewers ever counted, samples or not (a short broadcast may fall between samples). */
export async function raisePeak(db: AppDatabase, broadcastId: number, viewers: number): Promise<void> {
  await db
    .update(roomBroadcasts)
    .set({ peakViewers: sql`greatest(${roomBroadcasts.peakViewers}, ${viewers})` })
    .where(eq(roomBroadcasts.id, broadcastId));
}
