import { getFormProps, getInputProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { useIntentPending, useIntentResult } from "~/components/forms/intent-forms";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { type z } from "zod";
import { SMS_CODE_LENGTH } from "../../../contract/input-rules";
import { t } from "~/services/locale/screen-messages";
import { BROWSER_USER_FORM_SCHEMAS } from "~/services/user-centre/forms";

const INTENTS = ["bindPhoneSendCode", "bindPhoneVerify"] as const;

/** The fields of both steps; the first step's schema reads only the phone. */
type PhoneSchema = z.ZodType<unknown, z.ZodTypeDef, z.input<typeof BROWSER_USER_FORM_SCHEMAS.bindPhoneVerify>>;

/** The clicked button names the schema; a check of one field (no button) uses the form on screen. */
function phoneSchemaFor(formData: FormData): PhoneSchema {
  const intent = formData.get("intent") ?? (formData.has("code") ? "bindPhoneVerify" : "bindPhoneSendCode");
  return intent === "bindPhoneVerify" ? BROWSER_USER_FORM_SCHEMAS.bindPhoneVerify : BROWSER_USER_FORM_SCHEMAS.bindPhoneSendCode;
}

/**
 * Binds or changes the phone in two steps: 'Lấy mã' sends an SMS code to the typed number; once a
 * code is on its way, the code field appears and confirming is the form's default (Enter) action.
 */
export function PhoneForm({ phone, pendingPhone }: { phone: string | null; pendingPhone: string | null }) {
  const pending = useIntentPending(INTENTS);
  const answer = useIntentResult(INTENTS);
  const { form, fields } = useSchemaForm({
    id: "phone-form",
    schema: phoneSchemaFor,
    lastResult: answer?.result,
    defaultValue: { phone: pendingPhone ?? undefined },
    pending,
  });
  const awaitingCode = answer?.intent === "bindPhoneVerify" || (pendingPhone !== null && answer?.intent !== "bindPhoneSendCode");
  return (
    <Form method="post" preventScrollReset className="form" data-testid="phone-form" {...getFormProps(form)}>
      <p className="user-current-value">
        {t("phone")}: <strong data-testid="current-phone">{phone ?? t("phoneNotBound")}</strong>
      </p>
      <FormError id={form.errorId} errors={form.errors} />
      <Field meta={fields.phone} label={t("phone")}>
        {(field) => (
          <input
            {...getInputProps(field, { type: "tel" })}
            inputMode="numeric"
            autoComplete="tel"
            maxLength={15}
            placeholder="0912345678"
          />
        )}
      </Field>
      {awaitingCode && (
        <Field meta={fields.code} label={t("smsCode")}>
          {(field) => (
            <input
              {...getInputProps(field, { type: "text", value: false })}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={SMS_CODE_LENGTH}
            />
          )}
        </Field>
      )}
      <div className="button-row">
        {awaitingCode && <SubmitButton name="intent" value="bindPhoneVerify" label={t("verifyPhone")} pending={pending} />}
        <SubmitButton
          name="intent"
          value="bindPhoneSendCode"
          label={t("getSmsCode")}
          pending={pending}
          variant={awaitingCode ? "ghost" : "primary"}
        />
      </div>
    </Form>
  );
}
