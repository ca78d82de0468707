import { FormError } from "~/components/forms/FormError";
import { useIntentAnswer } from "~/components/forms/intent-forms";
import { useRefusalToast } from "~/components/forms/refusal-toast";
import { firstProblem } from "~/services/forms/problems";

/** A refusal no form on the page shows itself (a delete, an unreadable post): a toast and a line at the top. */
export function PageRefusal({ intents }: { intents: readonly string[] }) {
  const answer = useIntentAnswer();
  const result = answer && (answer.intent === null || intents.includes(answer.intent)) ? answer.result : undefined;
  useRefusalToast(result);
  const problem = firstProblem(result?.error, []);
  return <FormError errors={problem ? [problem] : undefined} />;
}
