import { Form } from "@remix-run/react";
import { PASSWORD_MAX_LENGTH } from "../../../contract/input-rules";
import { t } from "~/services/locale/messages";
import { Field, fieldAttributes, FormError, SubmitButton } from "./FormParts";
import { useUserForm } from "./use-user-form";

/** Current and new password; a refusal never sends either back. */
export function PasswordForm() {
  const { formRef, errors, pending, onSubmit } = useUserForm(["password"], { resetOnSuccess: true });
  return (
    <Form method="post" className="form" ref={formRef} onSubmit={onSubmit} data-testid="password-form">
      <input type="hidden" name="intent" value="password" />
      <FormError error={errors.form} />
      <Field id="current-password" label={t("currentPassword")} error={errors.currentPassword}>
        <input {...fieldAttributes("current-password", errors.currentPassword)} type="password" name="currentPassword" autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Field>
      <Field id="new-password" label={t("newPassword")} error={errors.newPassword} hint={t("passwordTooShort")}>
        <input {...fieldAttributes("new-password", errors.newPassword)} type="password" name="newPassword" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Field>
      <div>
        <SubmitButton label={t("changePassword")} pending={pending} />
      </div>
    </Form>
  );
}
