import { useFetcher } from "@remix-run/react";
import { type ReactNode, useEffect, useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { toast } from "sonner";
import { HONEYPOT_FIELD, LOGIN_PAGE, loginFormSchema, type LoginField, type LoginResult } from "~/services/account/forms";
import { LOGIN_ACCOUNT_MAX_LENGTH } from "../../../contract/input-rules";
import { t } from "~/services/locale/messages";
import { AccountField, FormError, Honeypot, RememberMe } from "./AccountField";
import { useFormErrors } from "./use-form-errors";

const LOGIN_FIELDS: readonly LoginField[] = ["account", "password"];

interface LoginFormProps {
  /** Where to go after logging in (checked again by the action). */
  redirectTo: string;
  /** The answer to a post made without JavaScript (the login page's action data). */
  pageResult?: LoginResult | null;
  /** The way to the register form: a modal trigger, or a link to the register page. */
  switchToRegister: ReactNode;
}

/**
 * The login form of the modal and of the login page. It posts to /account/login: as a plain form
 * without JavaScript, through a fetcher with it, so a refusal keeps the modal open with its
 * message and a success follows the action's redirect.
 */
export function LoginForm({ redirectTo, pageResult, switchToRegister }: LoginFormProps) {
  const fetcher = useFetcher<LoginResult>();
  const result = fetcher.data ?? pageResult ?? null;
  const { errors, clear, check } = useFormErrors(LOGIN_FIELDS, result?.fieldErrors);
  const passwordRef = useRef<HTMLInputElement>(null);
  const pending = fetcher.state !== "idle";
  // With JavaScript the schema's Vietnamese messages replace the browser's own bubbles.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!fetcher.data) return;
    toast.error(t(fetcher.data.error));
    if (passwordRef.current) passwordRef.current.value = "";
  }, [fetcher.data]);

  return (
    <fetcher.Form
      method="post"
      action={LOGIN_PAGE}
      className="form"
      noValidate={hydrated}
      data-testid="login-form"
      onSubmit={(event) => {
        if (!check(event.currentTarget, loginFormSchema)) event.preventDefault();
      }}
      onInput={(event) => clear(event.target)}
    >
      <Honeypot name={HONEYPOT_FIELD} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <AccountField
        name="account"
        label={t("usernameOrPhone")}
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={LOGIN_ACCOUNT_MAX_LENGTH}
        required
        defaultValue={result?.values.account}
        error={errors.account}
      />
      <AccountField ref={passwordRef} name="password" label={t("password")} type="password" autoComplete="current-password" required error={errors.password} />
      <RememberMe defaultChecked={result?.values.remember} />
      <FormError message={result?.error} />
      <button type="submit" className="button button--block" disabled={pending} data-testid="login-submit">
        {pending ? t("submitting") : t("login")}
      </button>
      <p className="form-switch">
        {t("noAccount")} {switchToRegister}
      </p>
    </fetcher.Form>
  );
}
