import { listFollowing } from "../../../profile/follows";
import { ok, type Handler } from "../../binary/endpoint";

/** The commentators the caller follows, most recently followed first. */
export const attentionList: Handler<"attentionList"> = async (_param, context) =>
  ok({ items: await listFollowing(context.db, context.caller.session.user.id) });
