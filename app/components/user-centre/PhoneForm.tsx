import { Form } from "@remix-run/react";
import { SMS_CODE_LENGTH } from "../../../contract/input-rules";
import { t } from "~/services/locale/messages";
import { Field, fieldAttributes, FormError, SubmitButton } from "./FormParts";
import { useUserForm } from "./use-user-form";

/**
 * Binds or changes the phone in two steps: 'Lấy mã' sends an SMS code to the typed number; once a
 * code is on its way, the code field appears and confirming is the form's default (Enter) action.
 */
export function PhoneForm({ phone, pendingPhone }: { phone: string | null; pendingPhone: string | null }) {
  const { formRef, errors, values, pending, onSubmit, failedIntent } = useUserForm(["bindPhoneSendCode", "bindPhoneVerify"]);
  const awaitingCode = failedIntent === "bindPhoneVerify" || (pendingPhone !== null && failedIntent !== "bindPhoneSendCode");
  return (
    <Form method="post" className="form" ref={formRef} onSubmit={onSubmit} data-testid="phone-form">
      <p className="user-current-value">
        {t("phone")}: <strong data-testid="current-phone">{phone ?? t("phoneNotBound")}</strong>
      </p>
      <FormError error={errors.form} />
      <Field id="bind-phone" label={t("phone")} error={errors.phone}>
        <input {...fieldAttributes("bind-phone", errors.phone)} type="tel" name="phone" inputMode="numeric" autoComplete="tel" maxLength={15} placeholder="0912345678" defaultValue={values.phone ?? pendingPhone ?? ""} />
      </Field>
      {awaitingCode && (
        <Field id="bind-phone-code" label={t("smsCode")} error={errors.code}>
          <input {...fieldAttributes("bind-phone-code", errors.code)} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={SMS_CODE_LENGTH} />
        </Field>
      )}
      <div className="button-row">
        {awaitingCode && <SubmitButton name="intent" value="bindPhoneVerify" label={t("verifyPhone")} pending={pending} />}
        <SubmitButton name="intent" value="bindPhoneSendCode" label={t("getSmsCode")} pending={pending} ghost={awaitingCode} />
      </div>
    </Form>
  );
}
