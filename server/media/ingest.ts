import { type DatabaseConnection } from "../backend/database-connection";
import { type Bus } from "../bus";
import { type Logger } from "../logger";
import { type PushSender } from "../reminders/delivery";
import { switchRoomLive, type LiveSwitchDeps } from "../rooms/live-switch";
import { type RoomRow } from "../rooms/repository";
import { coveredMatchAt } from "../rooms/schedules";
import { claimPush, endPush, endPushOfRoom, endStalePushes, type PushClaim } from "./pushes";

// What a push does to its room (issue 12): on air, the room is live on the match it covers now;
// over (on_publish_done, a revoked key, or nginx silent for too long), the room is offline.

/** A push starts on the key; a claimed push makes the room live (the broadcast, the chat notice, the followers). */
export async function startPush(deps: LiveSwitchDeps, streamKey: string, now: Date): Promise<PushClaim> {
  const claim = await claimPush(deps.db, streamKey, now);
  if (claim.kind !== "claimed") return claim;
  try {
    const matchId = await coveredMatchAt(deps.db, claim.room.id, now);
    await switchRoomLive(deps, claim.room, { isLive: true, matchId, source: "ingest" }, now);
  } catch (error) {
    // nginx refuses the push on a failed call and will send no on_publish_done: the claim is undone here.
    await endPush(deps.db, streamKey, now).catch(() => null);
    throw error;
  }
  return claim;
}

async function takeOffline(deps: LiveSwitchDeps, room: RoomRow, now: Date): Promise<void> {
  await switchRoomLive(deps, room, { isLive: false, matchId: null, source: "ingest" }, now);
}

/** The push on the key ended (on_publish_done): the room goes offline; null when no push of a room had the key. */
export async function finishPush(deps: LiveSwitchDeps, streamKey: string, now: Date): Promise<RoomRow | null> {
  const room = await endPush(deps.db, streamKey, now);
  if (room) await takeOffline(deps, room, now);
  return room;
}

/**
 * The room's key was revoked: its push (cut by MediaLink.dropPublisher) is over now, since nginx's
 * on_publish_done will carry the old key, which no room has any more. Returns whether one was on air.
 */
export async function finishPushOfRoom(deps: LiveSwitchDeps, roomId: number, now: Date): Promise<boolean> {
  const room = await endPushOfRoom(deps.db, roomId, now);
  if (room) await takeOffline(deps, room, now);
  return room !== null;
}

/** Takes offline the rooms whose push nginx stopped mentioning (it died without on_publish_done); returns their slugs. */
export async function finishStalePushes(deps: LiveSwitchDeps, now: Date): Promise<string[]> {
  const rooms = await endStalePushes(deps.db, now);
  for (const room of rooms) await takeOffline(deps, room, now);
  return rooms.map((room) => room.slug);
}

export const STALE_PUSH_CHECK_EVERY_MS = 15_000;

export interface StalePushWatch {
  /** Checks now (tests). */
  check(now?: Date): Promise<string[]>;
  stop(): void;
}

/** The backend's watch over pushes nginx forgot (every STALE_PUSH_CHECK_EVERY_MS). */
export function startStalePushWatch(options: {
  database: DatabaseConnection;
  bus: Bus;
  push: PushSender | null;
  logger: Logger;
  everyMs?: number;
}): StalePushWatch {
  const { database, bus, push, logger } = options;
  const check = async (now = new Date()): Promise<string[]> => {
    if (!database.ready) return [];
    const slugs = await finishStalePushes({ db: database.get().db, bus, push, logger }, now);
    if (slugs.length > 0) logger.warn({ rooms: slugs }, "the media server stopped mentioning these pushes: rooms taken offline");
    return slugs;
  };
  const everyMs = options.everyMs ?? STALE_PUSH_CHECK_EVERY_MS;
  const timer =
    everyMs > 0
      ? setInterval(() => void check().catch((error: unknown) => logger.error({ err: error }, "stale push check failed")), everyMs)
      : null;
  timer?.unref();
  return {
    check,
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
