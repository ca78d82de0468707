import { t } from "~/services/locale/messages";
import { messageKeyOf } from "~/services/forms/problems";

/**
 * A problem of the whole form (the backend unreachable, a refusal no field owns). Give it the
 * form's `errorId` so that getFormProps' aria-describedby points at it.
 */
export function FormError({ id, errors }: { id?: string; errors: readonly string[] | null | undefined }) {
  const error = errors?.[0];
  if (error === undefined) return null;
  return (
    <p className="form-error" id={id} role="alert" data-testid="form-error">
      {t(messageKeyOf(error))}
    </p>
  );
}
