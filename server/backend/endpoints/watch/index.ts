import { watchHeartbeat as countHeartbeat } from "../../../rooms/watch-points";
import { ok, refuse, type Handler } from "../../binary/endpoint";

/** A viewer's heartbeat, forwarded by the web node's chat server (docs/chat.md); watch points in docs/gifts-and-points.md. */
export const watchHeartbeat: Handler<"watchHeartbeat"> = async ({ room, playing }, context) => {
  const outcome = await countHeartbeat(context.db, context.caller.session.user.id, room, playing, context.now);
  return outcome.ok ? ok(outcome.answer) : refuse(outcome.refusal);
};
