import { useIntentPending, useIntentResult } from "~/components/forms/intent-forms";
import { FAILURE_TITLES, type UserFormIntent } from "~/services/user-centre/forms";

/**
 * What a form of /user that posts one intent hands the form kit's useSchemaForm, besides its
 * schema: its id, the action's answer to it, its failure title and whether it is being posted
 * (decision 017).
 */
export function useUserCentreFormWiring(intent: UserFormIntent) {
  const intents = [intent];
  return {
    id: `${intent}-form`,
    lastResult: useIntentResult(intents)?.result,
    failureTitle: FAILURE_TITLES[intent],
    pending: useIntentPending(intents),
  };
}
