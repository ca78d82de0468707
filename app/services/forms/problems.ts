// What a refused form says, as message keys (app/services/locale/messages.ts). conform carries
// errors as strings; ours are always keys, and anything else reads as "errorOccurred".
import { type SubmissionResult } from "@conform-to/zod";
import { isMessageKey, type MessageKey } from "../locale/messages";

/** The errors conform keeps: per field name, "" for the form itself. */
export type FormErrors = SubmissionResult<string[]>["error"];

export function messageKeyOf(value: string | undefined): MessageKey {
  return value !== undefined && isMessageKey(value) ? value : "errorOccurred";
}

/** The problem to name first: the form's own, then each field's in the order given (the form's order on screen), then any. */
export function firstProblem(errors: FormErrors | null | undefined, fieldOrder: readonly string[]): MessageKey | undefined {
  if (!errors) return undefined;
  for (const name of ["", ...fieldOrder]) {
    const first = errors[name]?.[0];
    if (first !== undefined) return messageKeyOf(first);
  }
  const any = Object.values(errors).find((messages) => messages?.[0] !== undefined)?.[0];
  return any === undefined ? undefined : messageKeyOf(any);
}
