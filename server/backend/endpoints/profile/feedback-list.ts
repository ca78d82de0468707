import { listFeedback } from "../../../profile/feedback";
import { ok, type Endpoint } from "../../binary/endpoint";

/** The caller's own feedback, newest first. */
export const feedbackListEndpoint: Endpoint = {
  path: "/sys/feedbackList",
  requiresLogin: true,
  async handle(_param, context) {
    return ok({ items: await listFeedback(context, context.caller.session.user.id) });
  },
};
