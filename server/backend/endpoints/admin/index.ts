import { listInbox, processFeedback } from "../../../admin/feedback-inbox";
import { ok, refuse, type Handler } from "../../binary/endpoint";

export const adminFeedbackList: Handler<"adminFeedbackList"> = async (param, context) => ok(await listInbox(context.db, param));

export const adminFeedbackProcess: Handler<"adminFeedbackProcess"> = async ({ id, reply }, context) => {
  const processed = await processFeedback(context.db, context.caller.session.user.id, id, reply, context.now);
  return processed ? ok({ feedback: processed }) : refuse("feedbackNotFound");
};
