import { feedbackInput } from "../../../profile/feedback-input";
import { submitFeedback } from "../../../profile/feedback";
import { refusalFromZod } from "../../../profile/input-issues";
import { ok, refuse, type Endpoint } from "../../binary/endpoint";

/** A feedback of the caller, optionally with an image (docs/backend-api.md). */
export const feedbackEndpoint: Endpoint = {
  path: "/sys/feedback",
  requiresLogin: true,
  async handle(param, context) {
    const parsed = feedbackInput.safeParse(param);
    if (!parsed.success) {
      const refusal = refusalFromZod(parsed.error, "sendFeedbackFailed");
      return refuse(refusal.message, refusal.fieldErrors);
    }
    try {
      const outcome = await submitFeedback(context, context.caller.session.user.id, parsed.data);
      return outcome.ok ? ok({ feedback: outcome.feedback }) : refuse(outcome.message);
    } catch (error) {
      context.logger.error({ err: error, userId: context.caller.session.user.id }, "feedback failed");
      return refuse("sendFeedbackFailed");
    }
  },
};
