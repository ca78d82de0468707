import { z } from "zod";
import { setFollowing } from "../../../profile/follows";
import { ok, refuse, type Endpoint } from "../../binary/endpoint";

const LARGEST_ID = 2_147_483_647;

const attentionInput = z.object({
  // A user id, as text or as a number.
  anchorId: z.union([z.string().regex(/^\d{1,10}$/).transform(Number), z.number()]).pipe(z.number().int().min(1).max(LARGEST_ID)),
  follow: z.boolean(),
});

/** Follows or unfollows a commentator. */
export const attentionEndpoint: Endpoint = {
  path: "/live/attention",
  requiresLogin: true,
  async handle(param, context) {
    const parsed = attentionInput.safeParse(param);
    if (!parsed.success) return refuse("errorOccurred");
    const { anchorId, follow } = parsed.data;
    const done = await setFollowing(context.db, context.caller.session.user.id, anchorId, follow, context.now);
    return done ? ok({ following: follow }) : refuse("errorOccurred");
  },
};
