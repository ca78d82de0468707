import { type z } from "zod";
import { isMessageKey, type MessageKey } from "../message-keys";

export type FieldErrors = Partial<Record<string, MessageKey>>;

/** The first problem of each top-level field, as message keys (`fallback` for zod's own messages). */
export function fieldErrorsOf(error: z.ZodError, fallback: MessageKey): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !Object.hasOwn(errors, field)) errors[field] = isMessageKey(issue.message) ? issue.message : fallback;
  }
  return errors;
}

export interface ParamRefusal {
  /** The key of the first problem, for errMsg. */
  message: MessageKey;
  /** The first problem of each top-level field that a message key names; undefined when none does. */
  fieldErrors: FieldErrors | undefined;
}

/** A failed parse of a param as a refusal: keys from the schema's messages, `fallback` for the rest. */
export function refusalOf(error: z.ZodError, fallback: MessageKey): ParamRefusal {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !Object.hasOwn(fieldErrors, field) && isMessageKey(issue.message)) fieldErrors[field] = issue.message;
  }
  const first = error.issues[0];
  return {
    message: first && isMessageKey(first.message) ? first.message : fallback,
    fieldErrors: Object.keys(fieldErrors).length > 0 ? fieldErrors : undefined,
  };
}

/** The top-level field of a param whose text (at any depth) holds unstorable characters, or null. */
export function fieldWithUnstorableText(param: unknown, isUnstorable: (text: string) => boolean): string | null {
  if (typeof param !== "object" || param === null) return null;
  const holds = (value: unknown): boolean => {
    if (typeof value === "string") return isUnstorable(value);
    if (typeof value === "object" && value !== null) return Object.entries(value).some(([key, inner]) => isUnstorable(key) || holds(inner));
    return false;
  };
  for (const [field, value] of Object.entries(param)) if (isUnstorable(field) || holds(value)) return field;
  return null;
}
