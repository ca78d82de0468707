import { submitFeedback } from "../../../profile/feedback";
import { ok, refuse, type Handler } from "../../binary/endpoint";

/** A feedback of the caller, optionally with an image (docs/backend-api.md). */
export const feedback: Handler<"feedback"> = async (param, context) => {
  try {
    const outcome = await submitFeedback(context, context.caller.session.user.id, param);
    return outcome.ok ? ok({ feedback: outcome.feedback }) : refuse(outcome.message);
  } catch (error) {
    context.logger.error({ err: error, userId: context.caller.session.user.id }, "feedback failed");
    return refuse("sendFeedbackFailed");
  }
};
