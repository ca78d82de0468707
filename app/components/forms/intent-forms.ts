import { type SubmissionResult } from "@conform-to/react";
import { useActionData, useNavigation } from "@remix-run/react";
import { type IntentAnswer } from "~/services/forms/refusal";

// A route with several forms tells them apart by the posted `intent` (STYLE.md): its action
// answers `{intent, result}` and each form takes only the result of its own intents.

function isIntentAnswer(value: unknown): value is IntentAnswer<string> {
  if (typeof value !== "object" || value === null || !("intent" in value) || !("result" in value)) return false;
  return (value.intent === null || typeof value.intent === "string") && typeof value.result === "object" && value.result !== null;
}

/** The action's last answer, whichever form it was for. */
export function useIntentAnswer(): IntentAnswer<string> | undefined {
  const actionData: unknown = useActionData();
  return isIntentAnswer(actionData) ? actionData : undefined;
}

/** The last answer if it was for one of these intents. */
export function useIntentResult<Intent extends string>(
  intents: readonly Intent[],
): { intent: Intent; result: SubmissionResult<string[]> } | undefined {
  const answer = useIntentAnswer();
  const intent = intents.find((candidate) => candidate === answer?.intent);
  return answer && intent ? { intent, result: answer.result } : undefined;
}

/** One of these intents is being posted. */
export function useIntentPending(intents: readonly string[]): boolean {
  const navigation = useNavigation();
  const posted = navigation.formData?.get("intent");
  return navigation.state !== "idle" && typeof posted === "string" && intents.includes(posted);
}
