import { listGifts } from "../../../gifts/catalogue";
import { topSupporters } from "../../../gifts/leaderboard";
import { sendGiftToRoom } from "../../../gifts/send-gift";
import { envelope, publishRoomFrame } from "../../../chat/room-frames";
import { findRoomBySlug } from "../../../rooms/repository";
import { ok, refuse, type Handler } from "../../binary/endpoint";

// Gifts and the room's leaderboard (docs/gifts-and-points.md).

export const giftList: Handler<"giftList"> = async (_param, context) => ok({ items: await listGifts(context.db) });

export const sendGift: Handler<"sendGift"> = async (param, context) => {
  const outcome = await sendGiftToRoom(context.db, context.caller.session.user, param, context.now);
  if (outcome.kind === "refused") return refuse(outcome.refusal);
  // Published once committed, and only the first time: a repeated key shows nothing new in chat.
  if (outcome.kind === "sent") {
    const { gift } = outcome;
    publishRoomFrame(context.services.bus, outcome.roomSlug, envelope({ type: "gift", gift }, gift.ts, gift.id));
  }
  return ok({ gift: outcome.gift, score: outcome.score });
};

export const roomLeaderboard: Handler<"roomLeaderboard"> = async ({ room, period }, context) => {
  const found = await findRoomBySlug(context.db, room);
  if (!found) return refuse("roomNotFound");
  return ok({ items: await topSupporters(context.db, found.id, period, context.now) });
};
