import { joinRoom } from "../../../chat/join-room";
import { ok, refuse, type Handler } from "../../binary/endpoint";

// The chat's backend side (docs/chat.md): the web node's chat server calls these with the viewer's
// session, which alone says who the viewer is.

export const chatJoin: Handler<"chatJoin"> = async ({ room, after }, context) => {
  const answer = await joinRoom(context.db, room, after, context.caller.session?.user ?? null, context.now);
  return answer ? ok(answer) : refuse("roomNotFound");
};
