import { setFollowing } from "../../../profile/follows";
import { ok, refuse, type Handler } from "../../binary/endpoint";

/** Follows or unfollows a commentator. */
export const attention: Handler<"attention"> = async ({ anchorId, follow }, context) => {
  const done = await setFollowing(context.db, context.caller.session.user.id, anchorId, follow, context.now);
  return done ? ok({ following: follow }) : refuse("errorOccurred");
};
