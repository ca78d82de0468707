// What an action answers when it does not redirect. Browser-safe: the page reads the same shape.
import { type SubmissionResult } from "@conform-to/zod";
import { isMessageKey, type MessageKey } from "../locale/messages";

/**
 * A route whose forms post an `intent` answers which form it read, so that the result reaches
 * only that form; `intent` is null when the post could not be read far enough to know.
 */
export interface IntentAnswer<Intent extends string> {
  intent: Intent | null;
  result: SubmissionResult<string[]>;
}

/** A refusal that belongs to the whole post, before any form could be read (too large, unknown intent). */
export function refusalResult(key: MessageKey): SubmissionResult<string[]> {
  return { status: "error", error: { "": [key] } };
}

/** The backend's refusal: its message key and, in its data, `{fieldErrors: {backendField: key}}`. */
export interface BackendRefusal {
  message: string;
  data?: unknown;
}

export interface RefusalPlacement {
  /** The form's field names. */
  fields: readonly string[];
  /** Which field a key belongs to when the backend names its fields differently (password, not currentPassword). */
  fieldOf: Partial<Record<MessageKey, string>>;
  /** The key when the backend's message is not one we can show. */
  fallback: MessageKey;
}

function reportedFieldErrors(data: unknown): [string, string][] {
  if (typeof data !== "object" || data === null || !("fieldErrors" in data)) return [];
  const reported: unknown = data.fieldErrors;
  if (typeof reported !== "object" || reported === null) return [];
  return Object.entries(reported).filter((entry): entry is [string, string] => typeof entry[1] === "string");
}

/**
 * The backend's refusal as conform's reply options: each key under the field it belongs to (by
 * the key, else by the backend's field name when the form has it), the rest as the form's error.
 */
export function refusalErrors(
  refusal: BackendRefusal,
  placement: RefusalPlacement,
): { formErrors: string[]; fieldErrors: Record<string, string[]> } {
  const fieldErrors: Record<string, string[]> = {};
  const place = (key: MessageKey, backendField?: string): boolean => {
    const candidate = placement.fieldOf[key] ?? backendField;
    const field = candidate !== undefined && placement.fields.includes(candidate) ? candidate : undefined;
    if (field) fieldErrors[field] ??= [key];
    return field !== undefined;
  };
  for (const [backendField, key] of reportedFieldErrors(refusal.data)) {
    if (isMessageKey(key)) place(key, backendField);
  }
  const message = isMessageKey(refusal.message) ? refusal.message : placement.fallback;
  return { formErrors: place(message) ? [] : [message], fieldErrors };
}
