import { listModerationLog } from "../../../chat/moderation-log";
import { moderate } from "../../../chat/moderate";
import { moderatesRoom } from "../../../chat/moderators";
import { activeMute, mutedUntilOf } from "../../../chat/mutes";
import { envelope, publishRoomFrame } from "../../../chat/room-frames";
import { findRoomBySlug } from "../../../rooms/repository";
import { ok, refuse, type Handler } from "../../binary/endpoint";

// Moderation (spec sections 4 and 6, docs/chat.md "Moderation"): mute, unmute and delete travel
// over HTTP; their effect reaches the room as the frames mute, unmute and delete.

const FAILURE_OF = { mute: "muteUserFailed", unmute: "unmuteUserFailed" } as const;

export const forbidden: Handler<"forbidden"> = async (param, context) => {
  const { db, services, caller, now, logger } = context;
  let outcome;
  try {
    outcome = await moderate(db, caller.session.user, param, now);
  } catch (error) {
    // The browser shows 'Mute user failed' / 'Unmute user failed'; a failed delete is the usual error.
    if (param.action === "delete") throw error;
    logger.error({ err: error, action: param.action, room: param.room }, "moderation failed");
    return refuse(FAILURE_OF[param.action]);
  }
  if (outcome.kind === "refused") return refuse(outcome.key);
  if (outcome.frame) publishRoomFrame(services.bus, outcome.roomSlug, envelope(outcome.frame, now.getTime()));
  return ok({ action: param.action, ...(outcome.until !== undefined ? { until: outcome.until } : {}) });
};

export const forbiddenStatus: Handler<"forbiddenStatus"> = async ({ room: slug, userId }, context) => {
  const { db, caller, now } = context;
  const room = await findRoomBySlug(db, slug);
  if (!room) return refuse("roomNotFound");
  const viewer = caller.session.user;
  if (userId !== undefined && userId !== viewer.id && !moderatesRoom(viewer, room)) return refuse("notRoomModerator");
  const mute = await activeMute(db, room.id, userId ?? viewer.id, now);
  return ok({ muted: mute !== null, until: mute ? mutedUntilOf(mute) : null, reason: mute?.reason ?? null });
};

export const moderationLog: Handler<"moderationLog"> = async (param, context) => ok(await listModerationLog(context.db, param));
