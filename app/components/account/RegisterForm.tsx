import { Link, useFetcher, useLocation, useSearchParams } from "@remix-run/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { toast } from "sonner";
import {
  HONEYPOT_FIELD,
  REGISTER_FIELDS,
  REGISTER_PAGE,
  registerFormSchema,
  registerMethodOf,
  type RegisterMethod,
  type RegisterResult,
} from "~/services/account/forms";
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
import { AccountField, FormError, Honeypot, RememberMe } from "./AccountField";
import { CAPTCHA_PARAM, hrefWithParams, VIA_PARAM } from "./account-urls";
import { CaptchaField } from "./CaptchaField";
import { ProofOfWorkField, usePowSubmit } from "./ProofOfWorkField";
import { SmsCodeButton } from "./SmsCodeButton";
import { useFormErrors } from "./use-form-errors";

const METHODS: readonly { method: RegisterMethod; label: "registerWithUsername" | "registerWithPhone" }[] = [
  { method: "username", label: "registerWithUsername" },
  { method: "phone", label: "registerWithPhone" },
];

interface RegisterFormProps {
  /** Where to go after registering (checked again by the action). */
  redirectTo: string;
  /** The answer to a post made without JavaScript (the register page's action data). */
  pageResult?: RegisterResult | null;
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
  const fetcher = useFetcher<RegisterResult>();
  const result = fetcher.data ?? pageResult ?? null;
  const [method, setMethod] = useState<RegisterMethod>(result?.values.method ?? registerMethodOf(searchParams.get(VIA_PARAM)));
  const { errors, clear, check, report } = useFormErrors(REGISTER_FIELDS, result?.fieldErrors);
  const passwordRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);
  const pending = fetcher.state !== "idle";
  // With JavaScript the schema's Vietnamese messages replace the browser's own bubbles.
  const hydrated = useHydrated();
  const values = result?.values;
  const notice = result?.notice ?? null;
  const pow = usePowSubmit();

  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.error) toast.error(t(fetcher.data.error));
    // The passwords and the captcha are never sent back; the spent captcha's answer is useless.
    if (passwordRef.current) passwordRef.current.value = "";
    if (captchaRef.current) captchaRef.current.value = "";
  }, [fetcher.data]);

  return (
    <fetcher.Form
      method="post"
      action={REGISTER_PAGE}
      className="form"
      noValidate={hydrated}
      data-testid="register-form"
      onSubmit={(event) => {
        if (!check(event.currentTarget, registerFormSchema)) event.preventDefault();
        else pow.holdUntilSolved(event);
      }}
      onInput={(event) => clear(event.target)}
    >
      {/* The first submit button is the one Enter presses: registering, never 'Lấy mã'. */}
      <button type="submit" name="intent" value="register" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
      <Honeypot name={HONEYPOT_FIELD} />
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
        <AccountField
          name="username"
          label={t("username")}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          minLength={USERNAME_MIN_LENGTH}
          maxLength={USERNAME_MAX_LENGTH}
          required
          defaultValue={values?.username}
          error={errors.username}
        />
      ) : (
        <>
          <AccountField
            name="phone"
            label={t("phone")}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t("phoneExample")}
            maxLength={PHONE_LENGTH}
            required
            defaultValue={values?.phone}
            error={errors.phone}
            addon={<SmsCodeButton onPhoneProblem={(key) => report("phone", key)} />}
          />
          <AccountField
            name="smsCode"
            label={t("smsCode")}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_LENGTH}
            required
            defaultValue={values?.smsCode}
            error={errors.smsCode}
          />
        </>
      )}
      <AccountField ref={passwordRef} name="password" label={t("password")} type="password" autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} maxLength={PASSWORD_MAX_LENGTH} required error={errors.password} />
      <AccountField name="nickname" label={t("nickname")} type="text" autoComplete="nickname" minLength={NICKNAME_MIN_LENGTH} maxLength={NICKNAME_MAX_LENGTH} required defaultValue={values?.nickname} error={errors.nickname} />
      <CaptchaField ref={captchaRef} ts={result?.captchaTs ?? searchParams.get(CAPTCHA_PARAM) ?? "0"} error={errors.captchaCode} />
      {/* Each answer names a new captcha; the solution was spent by the same attempt, so a new one is solved. */}
      <ProofOfWorkField generation={result?.captchaTs ?? "first"} error={errors.altcha} onStateChange={pow.onStateChange} />

      <RememberMe defaultChecked={values?.remember} />
      {notice?.kind === "success" ? (
        <p className="form-notice" role="status" data-testid="form-notice">
          {t(notice.message)}
        </p>
      ) : (
        <FormError message={notice?.message ?? result?.error} />
      )}
      <button type="submit" name="intent" value="register" className="button button--block" disabled={pending} data-testid="register-submit">
        {pending ? t("submitting") : t("register")}
      </button>
      <p className="form-switch">
        {t("haveAccount")} {switchToLogin}
      </p>
    </fetcher.Form>
  );
}
