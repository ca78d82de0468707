import { type ModerationAction } from "../../contract/backend-calls/live-rooms";
import { MUTE_DURATIONS } from "../../contract/chat/messages";
import { type MessageKey } from "../../contract/message-keys";
import { findUserById, type UserRow } from "../db/repositories/users";
import { type AppDatabase } from "../db/types";
import { findRoomBySlug } from "../rooms/repository";
import { liveMessageWriter, markMessageDeleted } from "./chat-messages";
import { mayActOn, moderatesRoom } from "./moderators";
import { liftMute, putMute } from "./mutes";
import { type FrameBody } from "./room-frames";
import { moderationLog } from "./tables";

// Moderation from the chat (spec sections 4 and 6, docs/chat.md "Moderation"): each action and its
// moderation_log row in one transaction; the endpoint then publishes its effect to the room.

export type ModerationOutcome =
  | {
      kind: "done";
      roomSlug: string;
      /** A mute's end in ms (null: for ever). */
      until?: number | null;
      /** What the room's viewers are told; null when nothing changed (an unmute of someone not muted). */
      frame: FrameBody | null;
    }
  | { kind: "refused"; key: MessageKey };

type Actor = Pick<UserRow, "id" | "userType">;

export async function moderate(db: AppDatabase, actor: Actor, action: ModerationAction, now: Date): Promise<ModerationOutcome> {
  const room = await findRoomBySlug(db, action.room);
  if (!room) return { kind: "refused", key: "roomNotFound" };
  if (!moderatesRoom(actor, room)) return { kind: "refused", key: "notRoomModerator" };
  const logged = { roomId: room.id, actorId: actor.id, at: now };

  switch (action.action) {
    case "mute": {
      const target = await findUserById(db, action.userId);
      if (!target) return { kind: "refused", key: "muteUserFailed" };
      if (!mayActOn(actor, target, room, "mute")) return { kind: "refused", key: "cannotModerateStaff" };
      const seconds = MUTE_DURATIONS[action.duration];
      const until = seconds === null ? null : new Date(now.getTime() + seconds * 1000);
      const reason = action.reason || null;
      await db.transaction(async (tx) => {
        await putMute(tx, { roomId: room.id, userId: target.id, until, reason, mutedBy: actor.id, at: now });
        await tx
          .insert(moderationLog)
          .values({ ...logged, targetUserId: target.id, action: "mute", duration: action.duration, until, reason });
      });
      const untilMs = until === null ? null : until.getTime();
      return { kind: "done", roomSlug: room.slug, until: untilMs, frame: { type: "mute", userId: target.id, until: untilMs, reason } };
    }
    case "unmute": {
      const lifted = await db.transaction(async (tx) => {
        if (!(await liftMute(tx, room.id, action.userId))) return false;
        await tx.insert(moderationLog).values({ ...logged, targetUserId: action.userId, action: "unmute" });
        return true;
      });
      return { kind: "done", roomSlug: room.slug, frame: lifted ? { type: "unmute", userId: action.userId } : null };
    }
    case "delete": {
      const writer = await liveMessageWriter(db, room.id, action.messageId);
      if (!writer) return { kind: "refused", key: "chatMessageNotFound" };
      if (!mayActOn(actor, writer, room, "delete")) return { kind: "refused", key: "cannotModerateStaff" };
      const deleted = await db.transaction(async (tx) => {
        if (!(await markMessageDeleted(tx, action.messageId, actor.id, now))) return false;
        await tx.insert(moderationLog).values({ ...logged, targetUserId: writer.id, action: "delete", messageId: action.messageId });
        return true;
      });
      // Deleted meanwhile by another moderator: that one was logged and published.
      if (!deleted) return { kind: "refused", key: "chatMessageNotFound" };
      return { kind: "done", roomSlug: room.slug, frame: { type: "delete", messageId: String(action.messageId) } };
    }
  }
}
