import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { useCallback, useEffect, useRef } from "react";
import { type z } from "zod";
import { checkForm } from "~/services/forms/parse";
import { firstProblem, messageKeyOf } from "~/services/forms/problems";
import { type MessageKey } from "~/services/locale/messages";
import { fieldOrderOf, toastProblem, useRefusalToast } from "./refusal-toast";

/** The values a schema reads, as conform's useForm wants them. */
type FormShape<Schema extends z.ZodTypeAny> = z.input<Schema> extends Record<string, unknown> ? z.input<Schema> : never;

interface SchemaFormOptions<Schema extends z.ZodTypeAny> {
  /** Unique on the page: conform names the fields' ids after it (`${id}-${name}`, errors `${id}-${name}-error`). */
  id: string;
  /**
   * The form's schema in its browser version (synchronous: conform validates synchronously), or a
   * function choosing it from the posted values (a form with two actions).
   */
  schema: Schema | ((formData: FormData) => Schema);
  /** The action's answer to this form, and only this form (a fetcher's data, or useIntentResult). */
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue?: DefaultValue<FormShape<Schema>>;
  /** The form's own failure message: the title of its toasts. */
  failureTitle?: MessageKey;
  /** The form is on its way (from useIntentPending or a fetcher's state). */
  pending?: boolean;
  /** Empty the form once a post went through without a refusal. */
  resetOnSuccess?: boolean;
}

/**
 * One form on conform and zod. Without JavaScript it is a plain post: the action checks it with
 * the same schema and answers with `lastResult` (errors and what was typed, never passwords).
 * With JavaScript the schema checks each field when it is left, again as it is typed in once it
 * has an error, and the whole form before it is posted; a refused post, here or by the action,
 * toasts its first problem once.
 */
export function useSchemaForm<Schema extends z.ZodTypeAny>({
  id,
  schema,
  lastResult,
  defaultValue,
  failureTitle,
  pending = false,
  resetOnSuccess = false,
}: SchemaFormOptions<Schema>) {
  // The field whose check should also toast (a chosen file), while checkField runs.
  const toastField = useRef<string | null>(null);

  const [form, fields] = useForm<FormShape<Schema>, z.output<Schema>, string[]>({
    id,
    lastResult,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // Before hydration the browser's own checks (required, min, max) still apply; after it, the schema's messages.
    defaultNoValidate: false,
    onValidate({ form: element, formData }) {
      const submission = checkForm(formData, typeof schema === "function" ? schema(formData) : schema);
      const watched = toastField.current;
      let problem: MessageKey | undefined;
      // "error" only for a real submit; checks of single fields (on blur, on input) have no status.
      if (submission.status === "error") problem = firstProblem(submission.error, fieldOrderOf(element));
      else if (watched && submission.status === undefined) {
        const first = submission.error?.[watched]?.[0];
        problem = first === undefined ? undefined : messageKeyOf(first);
      }
      if (problem) toastProblem(problem, failureTitle);
      return submission;
    },
  });

  useRefusalToast(lastResult, { formId: id, title: failureTitle });

  const { reset, validate } = form;
  const wasPending = useRef(false);
  useEffect(() => {
    if (pending) {
      wasPending.current = true;
      return;
    }
    if (!wasPending.current) return;
    wasPending.current = false;
    if (resetOnSuccess && lastResult?.status !== "error") reset();
  }, [pending, lastResult, resetOnSuccess, reset]);

  /** Checks one field now and toasts its problem (a file input's onChange: before any upload). */
  const checkField = useCallback(
    (name: string) => {
      toastField.current = name;
      try {
        validate({ name });
      } finally {
        toastField.current = null;
      }
    },
    [validate],
  );

  return { form, fields, checkField };
}
