import { type ZodError } from "zod";
import { isMessageKey, type MessageKey } from "../../app/services/messages";
import { fieldErrorsOf, type FieldErrors } from "../accounts/validation";

// Input schemas carry message keys as their zod messages (app/services/input-rules.ts); this reads
// a refusal back as keys.

export interface InputRefusal {
  /** The key of the first problem, for errMsg. */
  message: MessageKey;
  /** The first problem of each top-level field; undefined when no field is named. */
  fieldErrors: FieldErrors | undefined;
}

/** Reads a failed parse as message keys; a message that is not a key (zod's own) becomes `fallback`. */
export function refusalFromZod(error: ZodError, fallback: MessageKey): InputRefusal {
  const fieldErrors = fieldErrorsOf(error, fallback);
  const first = error.issues[0];
  return {
    message: first && isMessageKey(first.message) ? first.message : fallback,
    fieldErrors: Object.keys(fieldErrors).length > 0 ? fieldErrors : undefined,
  };
}
