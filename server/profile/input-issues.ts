import { type RefinementCtx, type ZodError } from "zod";
import { messages, type MessageKey } from "../../app/services/messages";

// Input schemas carry message keys as their zod messages; these helpers keep that typed.

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}

export function addMessageIssue(context: RefinementCtx, key: MessageKey): void {
  context.addIssue({ code: "custom", message: key });
}

export interface InputRefusal {
  /** The key of the first problem, for errMsg. */
  message: MessageKey;
  /** The first problem of each top-level field; undefined when no field is named. */
  fieldErrors: Partial<Record<string, MessageKey>> | undefined;
}

/** Reads a failed parse as message keys; a message that is not a key (zod's own) becomes `fallback`. */
export function refusalFromZod(error: ZodError, fallback: MessageKey): InputRefusal {
  const keyOf = (message: string): MessageKey => (isMessageKey(message) ? message : fallback);
  const fieldErrors: Partial<Record<string, MessageKey>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !Object.hasOwn(fieldErrors, field)) fieldErrors[field] = keyOf(issue.message);
  }
  const first = error.issues[0];
  return { message: first ? keyOf(first.message) : fallback, fieldErrors: Object.keys(fieldErrors).length > 0 ? fieldErrors : undefined };
}
