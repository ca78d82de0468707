import { listFeedback } from "../../../profile/feedback";
import { ok, type Handler } from "../../binary/endpoint";

/** The caller's own feedback, newest first. */
export const feedbackList: Handler<"feedbackList"> = async (_param, context) =>
  ok({ items: await listFeedback(context, context.caller.session.user.id) });
