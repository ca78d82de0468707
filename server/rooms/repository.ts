import { and, eq, inArray, or, sql } from "drizzle-orm";
import { type AppDatabase } from "../db/types";
import { liveRooms } from "./tables";

// The one door to the live_rooms table for the other features (chat, gifts, moderation, watch points).

export type RoomRow = typeof liveRooms.$inferSelect;
export type NewRoom = Pick<typeof liveRooms.$inferInsert, "slug" | "anchorId" | "name"> & Partial<typeof liveRooms.$inferInsert>;

export async function findRoomBySlug(db: AppDatabase, slug: string): Promise<RoomRow | null> {
  const [row] = await db.select().from(liveRooms).where(eq(liveRooms.slug, slug));
  return row ?? null;
}

export async function findRoomById(db: AppDatabase, roomId: number): Promise<RoomRow | null> {
  const [row] = await db.select().from(liveRooms).where(eq(liveRooms.id, roomId));
  return row ?? null;
}

export async function findRoomOfCommentator(db: AppDatabase, anchorId: number): Promise<RoomRow | null> {
  const [row] = await db.select().from(liveRooms).where(eq(liveRooms.anchorId, anchorId));
  return row ?? null;
}

export async function insertRoom(db: AppDatabase, room: NewRoom): Promise<RoomRow> {
  const [row] = await db.insert(liveRooms).values(room).returning();
  if (!row) throw new Error(`room ${room.slug} was not stored`);
  return row;
}

/** Inserts a room unless one has its slug or its commentator already (another node may be seeding too): null then. */
export async function insertRoomIfAbsent(db: AppDatabase, room: NewRoom): Promise<RoomRow | null> {
  const [row] = await db.insert(liveRooms).values(room).onConflictDoNothing().returning();
  return row ?? null;
}

/** The rooms the demo director runs. */
export async function listDemoRooms(db: AppDatabase): Promise<RoomRow[]> {
  return db.select().from(liveRooms).where(eq(liveRooms.demo, true)).orderBy(liveRooms.id);
}

/** The rooms of some commentators (the followed list's "đang live"). */
export async function findRoomsOfCommentators(db: AppDatabase, anchorIds: readonly number[]): Promise<RoomRow[]> {
  if (anchorIds.length === 0) return [];
  return db
    .select()
    .from(liveRooms)
    .where(inArray(liveRooms.anchorId, [...anchorIds]));
}

export interface RoomCoverage {
  matchId: number | null;
  isLive: boolean;
}

/**
 * Sets the match a room covers and whether it is live; `live_since` becomes `now` when the room goes
 * live on a new match, null when it goes offline. Changes nothing when the room is already so, and
 * says whether this call changed it (of two nodes doing the same, one only).
 */
export async function setRoomCoverage(db: AppDatabase, roomId: number, coverage: RoomCoverage, now: Date): Promise<boolean> {
  const changed = await db
    .update(liveRooms)
    .set({ matchId: coverage.matchId, isLive: coverage.isLive, liveSince: coverage.isLive ? now : null, updatedAt: now })
    .where(
      and(
        eq(liveRooms.id, roomId),
        or(sql`${liveRooms.matchId} is distinct from ${coverage.matchId}`, sql`${liveRooms.isLive} <> ${coverage.isLive}`),
      ),
    )
    .returning({ id: liveRooms.id });
  return changed.length > 0;
}
