import { useIntentPending, useIntentResult } from "~/components/forms/intent-forms";

/**
 * The wiring of one row's form where many rows post the same intent (a category, a feedback): the
 * action's answer reaches only the row whose id it carries back (conform's initialValue), "" for
 * the new row.
 */
export function useRowFormWiring(intent: string, rowId: number | null) {
  const answer = useIntentResult([intent]);
  const answeredId = answer?.result.initialValue?.id;
  const mine = (answeredId === undefined || answeredId === "" ? null : String(answeredId)) === (rowId === null ? null : String(rowId));
  return {
    id: `${intent}-${rowId ?? "new"}`,
    lastResult: mine ? answer?.result : undefined,
    pending: useIntentPending([intent]),
  };
}
