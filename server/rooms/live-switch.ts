import { eq } from "drizzle-orm";
import { type Bus } from "../bus";
import { envelope, publishRoomFrame } from "../chat/room-frames";
import { follows } from "../db/schema";
import { type AppDatabase } from "../db/types";
import { type Logger } from "../logger";
import { LivePublisher } from "../live/publisher";
import { NotificationDelivery, type PushSender } from "../reminders/delivery";
import { type NewNotification } from "../reminders/notifications";
import { closeBroadcast, openBroadcast, type BroadcastSource } from "./broadcasts";
import { setRoomCoverage, type RoomRow } from "./repository";

// A room going live or offline (issue 12), whoever switches it: the media server's callbacks, the
// commentator's live status, the demo director. The stored status changes once (of two nodes doing
// the same, one only); the one that changed it opens or closes the broadcast, tells the room's chat
// and, for a commentator's own room, tells the followers.

export interface LiveSwitchDeps {
  db: AppDatabase;
  bus: Bus;
  logger: Logger;
  /** Web Push to the followers' devices; null where pushes are not sent. */
  push: PushSender | null;
}

export interface LiveChange {
  isLive: boolean;
  /** The match the room covers (null: none). */
  matchId: number | null;
  source: BroadcastSource;
}

/** Switches the room; returns whether this call changed it. */
export async function switchRoomLive(deps: LiveSwitchDeps, room: RoomRow, change: LiveChange, now: Date): Promise<boolean> {
  const { db, bus } = deps;
  if (!(await setRoomCoverage(db, room.id, { matchId: change.matchId, isLive: change.isLive }, now))) return false;
  if (change.isLive === room.isLive) {
    // Still live, on another match: the broadcast goes on.
    return true;
  }
  if (change.isLive) {
    const broadcast = await openBroadcast(db, { roomId: room.id, matchId: change.matchId, source: change.source }, now);
    publishRoomFrame(bus, room.slug, envelope({ type: "notice", key: "roomWentLive" }, now.getTime()));
    // The demo rooms go live every couple of hours all day: their followers are not woken for each.
    if (!room.demo) await notifyFollowers(deps, room, liveNotice(room, broadcast.id, change.matchId), now);
  } else {
    await closeBroadcast(db, room.id, now);
    publishRoomFrame(bus, room.slug, envelope({ type: "notice", key: "roomWentOffline" }, now.getTime()));
  }
  return true;
}

export interface FollowerNotice {
  kind: "roomLive" | "roomScheduled";
  /** Once per (user, subject): a repeat (two nodes, a retry) notifies nobody twice. */
  subject: string;
  title: string;
  body: string;
  matchId: number | null;
}

function liveNotice(room: RoomRow, broadcastId: number, matchId: number | null): FollowerNotice {
  return {
    kind: "roomLive",
    subject: `broadcast:${broadcastId}`,
    title: `${room.name} đang live`,
    body: room.notification || room.introduction || "BLV đã lên sóng, vào xem ngay!",
    matchId,
  };
}

/** Tells every follower of the room's commentator, live on their open pages and by Web Push. */
export async function notifyFollowers(deps: LiveSwitchDeps, room: RoomRow, notice: FollowerNotice, now: Date): Promise<number> {
  const followers = await deps.db.select({ userId: follows.userId }).from(follows).where(eq(follows.anchorId, room.anchorId));
  if (followers.length === 0) return 0;
  const items: NewNotification[] = followers.map(({ userId }) => ({
    userId,
    kind: notice.kind,
    subject: notice.subject,
    title: notice.title,
    body: notice.body,
    link: `/truc-tiep/${room.slug}`,
    matchId: notice.matchId,
  }));
  const delivery = new NotificationDelivery(deps.db, new LivePublisher(deps.bus), deps.push, deps.logger);
  try {
    return await delivery.notify(items, now);
  } catch (error) {
    // The room is live either way: a failed notification is logged, never the commentator's problem.
    deps.logger.warn({ err: error, room: room.slug }, "could not notify the followers");
    return 0;
  }
}
