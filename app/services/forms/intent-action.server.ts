import { data, type AppLoadContext } from "@remix-run/node";
import { type z } from "zod";
import { type BackendCallName, type ParamOf, type ResultOf } from "../../../contract/backend-calls";
import { MAX_IMAGE_BYTES } from "../../../contract/images";
import { RESULT } from "../../../contract/result-codes";
import { readUploadForm } from "./form-upload.server";
import { readForm, type FormSubmission } from "./parse";
import { refusalErrors, refusalResult, type IntentAnswer } from "./refusal";
import { type MessageKey } from "../locale/messages";
import { sessionExpiredRedirect } from "../user-centre/load.server";
import { redirectWithToast } from "../shell/toast.server";
import { callBackend } from "../transport/backend.server";

// The actions of pages with several forms (the admin area, the commentator centre): the posted `intent` picks a form; its schema reads the
// fields (through conform: what was typed comes back with the errors); the backend call decides;
// success redirects with a toast (post/redirect/get), a refusal answers `{intent, result}` with
// each of the backend's problems under its field. Nothing typed is lost on a refusal.

/** An article's body, or a room's settings, and a cover image (MAX_IMAGE_BYTES) with room for the other fields. */
export const IMAGE_FORM_MAX_REQUEST_BYTES = MAX_IMAGE_BYTES + 512 * 1024;
const IMAGE_FORM_MAX_TEXT_BYTES = 256 * 1024;

export interface IntentForm<Schema extends z.ZodTypeAny, N extends BackendCallName> {
  schema: Schema;
  call: N;
  param: (value: z.output<Schema>) => ParamOf<N> | Promise<ParamOf<N>>;
  /** Where to go and what to say once it went through. */
  done: (result: ResultOf<N>) => { to: string; message: MessageKey };
  /** What to say when the backend cannot be reached. */
  failure?: MessageKey;
  /** The form field a backend error path belongs to, when the param's shape is not the form's (a list's rows). */
  placeField?: (backendPath: string, value: z.output<Schema>) => string;
}

/** Keeps each form's schema and call types together (a record of forms is otherwise widened). */
export function intentForm<Schema extends z.ZodTypeAny, N extends BackendCallName>(form: IntentForm<Schema, N>): IntentForm<Schema, N> {
  return form;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a record of forms of different calls
type AnyIntentForm = IntentForm<any, any>;

/** "entries.2.code" (the backend's zod path) as conform names the field: "entries[2].code". */
export function conformFieldName(path: string): string {
  return path.replace(/\.(\d+)(?=\.|$)/g, "[$1]");
}

/** The backend's field errors under the form's field names. */
function placeFieldErrors(value: unknown, place: (backendPath: string) => string): unknown {
  if (typeof value !== "object" || value === null || !("fieldErrors" in value)) return value;
  const fieldErrors = (value as { fieldErrors: unknown }).fieldErrors;
  if (typeof fieldErrors !== "object" || fieldErrors === null) return value;
  return { fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([path, key]) => [place(path), key])) };
}

async function runForm(
  context: AppLoadContext,
  sessionId: string,
  intent: string,
  form: AnyIntentForm,
  formData: FormData,
): Promise<Response | ReturnType<typeof data<IntentAnswer<string>>>> {
  const submission: FormSubmission<z.ZodTypeAny> = await readForm(formData, form.schema);
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  const answer = await callBackend(context, form.call, await form.param(submission.value), sessionId);
  if (answer.code === RESULT.ok) {
    const { to, message } = form.done(answer.data);
    return redirectWithToast(context, to, { kind: "success", message }, { status: 303 });
  }
  if (answer.code === RESULT.sessionExpired) return sessionExpiredRedirect(context);
  const failure = form.failure ?? "errorTryAgain";
  if (answer.code === RESULT.refused) {
    const fields = [...new Set([...formData.keys()])];
    const errors = refusalErrors(
      {
        message: answer.message,
        data: placeFieldErrors(answer.data, (path) => conformFieldName(form.placeField?.(path, submission.value) ?? path)),
      },
      { fields, fieldOf: {}, fallback: failure },
    );
    // The message that names a field's problem shows under that field, not twice.
    const underAField = Object.values(errors.fieldErrors).flat();
    errors.formErrors = errors.formErrors.filter((key) => !underAField.includes(key));
    return data({ intent, result: submission.reply(errors) }, { status: 400 });
  }
  return data({ intent, result: submission.reply({ formErrors: [failure] }) }, { status: 503 });
}

/** Runs the form the posted `intent` names, for a viewer already checked by the route's guard. */
export async function runIntentAction(
  request: Request,
  context: AppLoadContext,
  sessionId: string,
  forms: Readonly<Record<string, AnyIntentForm>>,
): Promise<Response | ReturnType<typeof data<IntentAnswer<string>>>> {
  const read = await readUploadForm(request, {
    fileFields: ["cover"],
    maxFileBytes: MAX_IMAGE_BYTES,
    maxRequestBytes: IMAGE_FORM_MAX_REQUEST_BYTES,
    maxTextBytes: IMAGE_FORM_MAX_TEXT_BYTES,
  });
  if (!read.ok) {
    const key = read.reason === "too_large" ? "requestTooLarge" : "errorTryAgain";
    return data({ intent: null, result: refusalResult(key) }, { status: read.reason === "too_large" ? 413 : 400 });
  }
  const intent = read.formData.get("intent");
  const form = typeof intent === "string" && Object.prototype.hasOwnProperty.call(forms, intent) ? forms[intent] : undefined;
  if (typeof intent !== "string" || !form) return data({ intent: null, result: refusalResult("errorOccurred") }, { status: 400 });
  return runForm(context, sessionId, intent, form, read.formData);
}
