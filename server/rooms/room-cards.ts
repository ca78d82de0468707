import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { type RoomCard, type RoomDetail } from "../../contract/backend-calls/live-rooms";
import { follows, users } from "../db/schema";
import { type AppDatabase } from "../db/types";
import { type RoomRow } from "./repository";
import { liveRooms, roomSchedules } from "./tables";
import { scheduledAmong, upcomingScheduledMatchIds } from "./schedules";

// Rooms as the site shows them (docs/live-rooms.md, "liveDetail and liveList"): the commentator with
// their followers, the viewers counted on the bus.

/** A room's viewers now, across web nodes (server/chat/viewer-tally.ts). */
export type ViewersOf = (slug: string) => number;

/** Most rooms one list gives. */
export const ROOM_LIST_MAX = 100;
export const SCHEDULED_SHOWN = 10;

interface CardRow {
  room: RoomRow;
  anchor: { id: number; nickName: string; icon: string };
  followers: number;
}

async function cardRows(db: AppDatabase, where: SQL | undefined, limit: number): Promise<CardRow[]> {
  return db
    .select({
      room: liveRooms,
      anchor: { id: users.id, nickName: users.nickname, icon: users.icon },
      followers: sql<number>`(select count(*) from ${follows} where ${follows.anchorId} = ${liveRooms.anchorId})`.mapWith(Number),
    })
    .from(liveRooms)
    .innerJoin(users, eq(users.id, liveRooms.anchorId))
    .where(where)
    .orderBy(liveRooms.id)
    .limit(limit);
}

function cardOf({ room, anchor, followers }: CardRow, viewersOf: ViewersOf): RoomCard {
  return {
    slug: room.slug,
    name: room.name,
    category: room.category,
    cover: room.coverPath,
    isLive: room.isLive,
    viewerCount: viewersOf(room.slug),
    matchId: room.matchId,
    anchor: { ...anchor, followers },
  };
}

/** Live first, then the most watched; then the oldest room. */
function byLiveThenViewers(a: RoomCard, b: RoomCard): number {
  return Number(b.isLive) - Number(a.isLive) || b.viewerCount - a.viewerCount;
}

export interface RoomListFilter {
  /** Rooms covering one of these matches now or having one on their schedule. */
  matchIds?: readonly number[] | undefined;
  /** Rooms live now. */
  live?: boolean | undefined;
}

/** The rooms the filter asks for (either condition; every room when it asks for none), each with which asked matches it covers or has scheduled. */
export async function listRoomCards(
  db: AppDatabase,
  filter: RoomListFilter,
  viewersOf: ViewersOf,
): Promise<(RoomCard & { matchIds: number[] })[]> {
  const matchIds = [...new Set(filter.matchIds ?? [])];
  const conditions: SQL[] = [];
  if (matchIds.length > 0) {
    const scheduled = db.select({ roomId: roomSchedules.roomId }).from(roomSchedules).where(inArray(roomSchedules.matchId, matchIds));
    conditions.push(inArray(liveRooms.matchId, matchIds), inArray(liveRooms.id, scheduled));
  }
  if (filter.live) conditions.push(eq(liveRooms.isLive, true));
  const asked = filter.matchIds !== undefined || filter.live === true;
  // Asked for matches but none given, and not for live rooms: nothing matches.
  if (asked && conditions.length === 0) return [];
  const rows = await cardRows(db, conditions.length > 0 ? or(...conditions) : undefined, ROOM_LIST_MAX);

  const scheduled = await scheduledAmong(
    db,
    rows.map((row) => row.room.id),
    matchIds,
  );
  const askedSet = new Set(matchIds);
  return rows
    .map((row) => {
      const covered = new Set(scheduled.filter((entry) => entry.roomId === row.room.id).map((entry) => entry.matchId));
      if (row.room.matchId !== null && askedSet.has(row.room.matchId)) covered.add(row.room.matchId);
      return { ...cardOf(row, viewersOf), matchIds: [...covered].sort((a, b) => a - b) };
    })
    .sort(byLiveThenViewers);
}

/** One room's page data, with whether the caller (null: a guest) follows its commentator; null when there is no such room. */
export async function roomDetail(
  db: AppDatabase,
  slug: string,
  callerId: number | null,
  viewersOf: ViewersOf,
  now: Date,
): Promise<RoomDetail | null> {
  const [row] = await cardRows(db, eq(liveRooms.slug, slug), 1);
  if (!row) return null;
  const { room } = row;
  const [scheduledMatchIds, following] = await Promise.all([
    upcomingScheduledMatchIds(db, room.id, now, SCHEDULED_SHOWN),
    callerId === null ? false : isFollowing(db, callerId, room.anchorId),
  ]);
  return {
    ...cardOf(row, viewersOf),
    introduction: room.introduction,
    notification: room.notification,
    streamUrl: room.streamUrl,
    streamName: room.streamName,
    liveSince: room.liveSince?.toISOString() ?? null,
    line1: room.line1,
    line2: room.line2,
    scheduledMatchIds,
    following,
  };
}

async function isFollowing(db: AppDatabase, userId: number, anchorId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: follows.userId })
    .from(follows)
    .where(and(eq(follows.userId, userId), eq(follows.anchorId, anchorId)))
    .limit(1);
  return row !== undefined;
}
