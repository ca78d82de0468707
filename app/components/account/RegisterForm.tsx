import { getFormProps, getInputProps } from "@conform-to/react";
import { Link, useFetcher, useLocation, useSearchParams } from "@remix-run/react";
import { type ReactNode, useState } from "react";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { REGISTER_PAGE, registerFormSchema, registerMethodOf, type RegisterAnswer, type RegisterMethod } from "~/services/account/forms";
import {
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_LENGTH,
  SMS_CODE_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from "../../../contract/input-rules";
import { t } from "~/services/locale/messages";
import { Honeypot, RememberMe } from "./AccountFormParts";
import { CAPTCHA_PARAM, hrefWithParams, VIA_PARAM } from "./account-urls";
import { CaptchaField } from "./CaptchaField";
import { ProofOfWorkField, usePowSubmit } from "./ProofOfWorkField";
import { SmsCodeButton } from "./SmsCodeButton";

const METHODS: readonly { method: RegisterMethod; label: "registerWithUsername" | "registerWithPhone" }[] = [
  { method: "username", label: "registerWithUsername" },
  { method: "phone", label: "registerWithPhone" },
];

interface RegisterFormProps {
  /** Where to go after registering (checked again by the action). */
  redirectTo: string;
  /** The answer to a post made without JavaScript (the register page's action data). */
  pageResult?: RegisterAnswer | null;
  /** The way to the login form: a modal trigger, or a link to the login page. */
  switchToLogin: ReactNode;
}

/**
 * The register form of the modal and of the register page: by username, or by phone with an SMS
 * code; a captcha either way. It posts to /account/register as a plain form without JavaScript
 * and through a fetcher with it. The two ways switch with `?via=phone` links without JavaScript.
 * With JavaScript the browser also solves a proof of work (ProofOfWorkField), which lets the
 * address register under the normal limit rather than the tight one (decision 014).
 */
export function RegisterForm({ redirectTo, pageResult, switchToLogin }: RegisterFormProps) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const fetcher = useFetcher<RegisterAnswer>();
  const answer = fetcher.data ?? pageResult ?? null;
  const lastResult = answer?.result;
  const [method, setMethod] = useState<RegisterMethod>(() =>
    registerMethodOf(lastResult?.initialValue?.method ?? searchParams.get(VIA_PARAM)),
  );
  const pending = fetcher.state !== "idle";
  const { form, fields, checkField } = useSchemaForm({
    id: "register-form",
    schema: registerFormSchema,
    lastResult,
    failureTitle: "registerFailed",
    pending,
  });
  const pow = usePowSubmit();
  // Every answer names a new captcha; the password and the spent captcha's answer are new, empty inputs then.
  const captchaTs = answer?.captchaTs ?? searchParams.get(CAPTCHA_PARAM) ?? "0";
  const formProps = getFormProps(form);

  return (
    <fetcher.Form
      method="post"
      action={REGISTER_PAGE}
      className="form"
      data-testid="register-form"
      {...formProps}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        if (!event.defaultPrevented) pow.holdUntilSolved(event);
      }}
    >
      {/* The first submit button is the one Enter presses: registering, never 'Lấy mã'. */}
      <button type="submit" name="intent" value="register" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
      <Honeypot />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <input type="hidden" name="method" value={method} />

      <div className="tabs" role="tablist" aria-label={t("registerMethod")}>
        {METHODS.map((option) => (
          <Link
            key={option.method}
            role="tab"
            aria-selected={method === option.method}
            className={method === option.method ? "tab tab--active" : "tab"}
            to={hrefWithParams(location, { [VIA_PARAM]: option.method === "phone" ? "phone" : null, [CAPTCHA_PARAM]: null })}
            replace
            preventScrollReset
            data-testid={`register-via-${option.method}`}
            onClick={(event) => {
              event.preventDefault();
              setMethod(option.method);
            }}
          >
            {t(option.label)}
          </Link>
        ))}
      </div>

      {method === "username" ? (
        <Field meta={fields.username} label={t("username")} className="account-field">
          {(field) => (
            <input
              {...getInputProps(field, { type: "text" })}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              minLength={USERNAME_MIN_LENGTH}
              maxLength={USERNAME_MAX_LENGTH}
              required
            />
          )}
        </Field>
      ) : (
        <>
          <Field
            meta={fields.phone}
            label={t("phone")}
            className="account-field"
            addon={<SmsCodeButton checkPhone={() => checkField("phone")} />}
          >
            {(field) => (
              <input
                {...getInputProps(field, { type: "tel" })}
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder={t("phoneExample")}
                maxLength={PHONE_LENGTH}
                required
              />
            )}
          </Field>
          <Field meta={fields.smsCode} label={t("smsCode")} className="account-field">
            {(field) => (
              <input
                {...getInputProps(field, { type: "text" })}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={SMS_CODE_LENGTH}
                required
              />
            )}
          </Field>
        </>
      )}
      <Field meta={fields.password} label={t("password")} className="account-field">
        {(field) => (
          <input
            {...getInputProps(field, { type: "password", value: false })}
            key={`${field.key ?? ""}-${captchaTs}`}
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
            required
          />
        )}
      </Field>
      <Field meta={fields.nickname} label={t("nickname")} className="account-field">
        {(field) => (
          <input
            {...getInputProps(field, { type: "text" })}
            autoComplete="nickname"
            minLength={NICKNAME_MIN_LENGTH}
            maxLength={NICKNAME_MAX_LENGTH}
            required
          />
        )}
      </Field>
      <CaptchaField meta={fields.captchaCode} ts={captchaTs} />
      {/* Each answer names a new captcha; the solution was spent by the same attempt, so a new one is solved. */}
      <ProofOfWorkField generation={answer?.captchaTs ?? "first"} meta={fields.altcha} onStateChange={pow.onStateChange} />

      <RememberMe meta={fields.remember} answered={lastResult !== undefined} />
      {answer?.notice && (
        <p className="form-notice" role="status" data-testid="form-notice">
          {t(answer.notice)}
        </p>
      )}
      <FormError id={form.errorId} errors={form.errors} />
      <SubmitButton
        label={t("register")}
        pendingLabel={t("submitting")}
        pending={pending}
        name="intent"
        value="register"
        block
        testId="register-submit"
      />
      <p className="form-switch">
        {t("haveAccount")} {switchToLogin}
      </p>
    </fetcher.Form>
  );
}
