import { envelope, publishRoomFrame } from "../../../chat/room-frames";
import { sendChatMessage } from "../../../chat/send-message";
import { ok, refuse, type Handler } from "../../binary/endpoint";

export const chatSend: Handler<"chatSend"> = async (param, context) => {
  const { db, services, caller, now } = context;
  const outcome = await sendChatMessage(db, services.rateLimiter, caller.session.user, param, now);
  if (outcome.kind === "refused") return refuse(outcome.key, undefined, outcome.details);
  // Published once stored, and only the first time: a resend shows nothing new in the room.
  if (outcome.kind === "stored") {
    const { message } = outcome;
    publishRoomFrame(services.bus, outcome.roomSlug, envelope({ type: "message", message }, message.ts, message.id));
  }
  return ok({ message: outcome.message });
};
