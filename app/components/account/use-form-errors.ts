import { useCallback, useState } from "react";
import { type z } from "zod";
import { fieldErrorsOf, formValues, type FieldErrors } from "~/services/account/forms";
import { type MessageKey } from "~/services/locale/messages";

/**
 * The field errors a form shows: those of the action's last answer, replaced by what the form's
 * schema finds before a submit, minus the fields typed in since.
 */
export function useFormErrors<Field extends string>(fields: readonly Field[], answered: FieldErrors<Field> | undefined) {
  const [state, setState] = useState<{ answered: FieldErrors<Field> | undefined; errors: FieldErrors<Field> }>({ answered, errors: answered ?? {} });
  let errors: FieldErrors<Field> = state.errors;
  if (state.answered !== answered) {
    // A new answer from the action: its errors replace the old ones (React's "adjust state on prop change").
    errors = answered ?? {};
    setState({ answered, errors });
  }

  /** For a form's onInput: typing in a field takes its error away. */
  const clear = useCallback((target: EventTarget) => {
    const name = target instanceof HTMLInputElement ? target.name : "";
    setState((previous) => {
      const field = fields.find((candidate) => candidate === name);
      if (!field || previous.errors[field] === undefined) return previous;
      const rest: FieldErrors<Field> = { ...previous.errors };
      delete rest[field];
      return { ...previous, errors: rest };
    });
  }, [fields]);

  /** Checks the form with its schema; true when it may be sent. */
  const check = useCallback(
    (form: HTMLFormElement, schema: z.ZodTypeAny): boolean => {
      const result = schema.safeParse(formValues(new FormData(form)));
      const found = result.success ? {} : fieldErrorsOf(result.error, fields);
      setState((previous) => ({ ...previous, errors: found }));
      return Object.keys(found).length === 0;
    },
    [fields],
  );

  /** Shows one problem found outside the schema (the "Lấy mã" button checks the phone alone). */
  const report = useCallback((field: Field, key: MessageKey) => {
    setState((previous) => ({ ...previous, errors: { ...previous.errors, [field]: key } }));
  }, []);

  return { errors, clear, check, report };
}
