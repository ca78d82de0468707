import { listFollowing } from "../../../profile/follows";
import { ok, type Endpoint } from "../../binary/endpoint";

/** The commentators the caller follows, most recently followed first. */
export const attentionListEndpoint: Endpoint = {
  path: "/live/attentionList",
  requiresLogin: true,
  async handle(_param, context) {
    return ok({ items: await listFollowing(context.db, context.caller.session.user.id) });
  },
};
