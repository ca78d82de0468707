import { getFormProps, getInputProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { PASSWORD_MAX_LENGTH } from "../../../contract/input-rules";
import { t } from "~/services/locale/screen-messages";
import { BROWSER_USER_FORM_SCHEMAS } from "~/services/user-centre/forms";
import { useUserCentreFormWiring } from "./use-user-centre-form";

/** Current and new password; a refusal never sends either back (NEVER_ECHOED). */
export function PasswordForm() {
  const { pending, ...wiring } = useUserCentreFormWiring("password");
  const { form, fields } = useSchemaForm({
    ...wiring,
    pending,
    schema: BROWSER_USER_FORM_SCHEMAS.password,
    resetOnSuccess: true,
  });
  return (
    <Form method="post" preventScrollReset className="form" data-testid="password-form" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="password" />
      <FormError id={form.errorId} errors={form.errors} />
      <Field meta={fields.currentPassword} label={t("currentPassword")}>
        {(field) => (
          <input
            {...getInputProps(field, { type: "password", value: false })}
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
          />
        )}
      </Field>
      <Field meta={fields.newPassword} label={t("newPassword")} hint={t("passwordTooShort")}>
        {(field) => (
          <input
            {...getInputProps(field, { type: "password", value: false, ariaDescribedBy: field.descriptionId })}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
          />
        )}
      </Field>
      <div>
        <SubmitButton label={t("changePassword")} pending={pending} />
      </div>
    </Form>
  );
}
