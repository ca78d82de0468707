import { useFetcher } from "@remix-run/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { toast } from "sonner";
import { HONEYPOT_FIELD, LOGIN_PAGE, loginFormSchema, type LoginField, type LoginResult } from "~/services/account/forms";
import { LOGIN_ACCOUNT_MAX_LENGTH } from "../../../contract/input-rules";
import { type MessageKey, t } from "~/services/locale/messages";
import { AccountField, FormError, Honeypot, RememberMe } from "./AccountField";
import { ProofOfWorkField, usePowSubmit } from "./ProofOfWorkField";
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

/** The backend asks this login for a proof of work (docs/decisions/014-proof-of-work.md). */
function isChallenge(error: MessageKey | undefined): boolean {
  return error === "challengeRequired" || error === "powInvalid";
}

/**
 * The login form of the modal and of the login page. It posts to /account/login: as a plain form
 * without JavaScript, through a fetcher with it, so a refusal keeps the modal open with its
 * message and a success follows the action's redirect.
 *
 * A challenged login (an account under attack, an address that failed several times) shows the
 * proof-of-work widget from then on: with JavaScript it solves, and the form sends itself again
 * with the password still typed. Without JavaScript the message says to enable it or wait.
 */
export function LoginForm({ redirectTo, pageResult, switchToRegister }: LoginFormProps) {
  const fetcher = useFetcher<LoginResult>();
  const result = fetcher.data ?? pageResult ?? null;
  const { errors, clear, check } = useFormErrors(LOGIN_FIELDS, result?.fieldErrors);
  const formRef = useRef<HTMLFormElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const pending = fetcher.state !== "idle";
  // With JavaScript the schema's Vietnamese messages replace the browser's own bubbles.
  const hydrated = useHydrated();
  const [challenged, setChallenged] = useState(isChallenge(pageResult?.error));
  // Every answer spent the solution its attempt carried: the next attempt needs a new widget.
  const [answers, setAnswers] = useState(0);
  const pow = usePowSubmit();

  useEffect(() => {
    if (!fetcher.data) return;
    const { error } = fetcher.data;
    setAnswers((count) => count + 1);
    if (error === "challengeRequired") {
      // Asked for work: the widget solves it and the form goes again by itself, password kept.
      setChallenged(true);
      if (formRef.current) pow.submitWhenSolved(formRef.current);
      return;
    }
    toast.error(t(error));
    if (error === "powInvalid") setChallenged(true);
    else if (passwordRef.current) passwordRef.current.value = "";
  }, [fetcher.data, pow]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={LOGIN_PAGE}
      className="form"
      noValidate={hydrated}
      data-testid="login-form"
      onSubmit={(event) => {
        if (!check(event.currentTarget, loginFormSchema)) event.preventDefault();
        else pow.holdUntilSolved(event);
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
      {challenged && hydrated && <ProofOfWorkField generation={String(answers)} onStateChange={pow.onStateChange} />}
      {/* With JavaScript the widget answers a challenge itself; the message is for browsers without it. */}
      <FormError message={hydrated && result?.error === "challengeRequired" ? null : result?.error} />
      <button type="submit" className="button button--block" disabled={pending} data-testid="login-submit">
        {pending ? t("submitting") : t("login")}
      </button>
      <p className="form-switch">
        {t("noAccount")} {switchToRegister}
      </p>
    </fetcher.Form>
  );
}
