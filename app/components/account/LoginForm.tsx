import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { LOGIN_PAGE, loginFormSchema, type LoginAnswer } from "~/services/account/forms";
import { LOGIN_ACCOUNT_MAX_LENGTH } from "../../../contract/input-rules";
import { t } from "~/services/locale/messages";
import { Honeypot, RememberMe } from "./AccountFormParts";
import { ProofOfWorkField, usePowSubmit } from "./ProofOfWorkField";

interface LoginFormProps {
  /** Where to go after logging in (checked again by the action). */
  redirectTo: string;
  /** The answer to a post made without JavaScript (the login page's action data). */
  pageResult?: LoginAnswer | null;
  /** The way to the register form: a modal trigger, or a link to the register page. */
  switchToRegister: ReactNode;
}

type Result = SubmissionResult<string[]>;

/** The form's own error: the backend's reason for a refused login. */
function refusalOf(result: Result | undefined): string | undefined {
  return result?.error?.[""]?.[0];
}

/**
 * With JavaScript a challengeRequired is answered by the widget, not by the person: no toast,
 * no message (the form sends itself again once the widget has solved).
 */
function withoutChallenge(result: Result | undefined): Result | undefined {
  if (!result?.error || refusalOf(result) !== "challengeRequired") return result;
  const { "": _challenge, ...fieldErrors } = result.error;
  return { ...result, error: fieldErrors };
}

/**
 * The login form of the modal and of the login page, on the form kit (docs/decisions/
 * 017-forms-with-conform.md). It posts to /account/login: as a plain form without JavaScript,
 * through a fetcher with it, so a refusal keeps the modal open with its message (and the kit's
 * toast) and a success follows the action's redirect.
 *
 * A challenged login (an account under attack, an address that failed several times) shows the
 * proof-of-work widget from then on (docs/decisions/014-proof-of-work.md): with JavaScript it
 * solves, and the form sends itself again with the password still typed. Without JavaScript the
 * message says to enable it or wait.
 */
export function LoginForm({ redirectTo, pageResult, switchToRegister }: LoginFormProps) {
  const fetcher = useFetcher<LoginAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  const pending = fetcher.state !== "idle";
  const hydrated = useHydrated();
  const fetched = fetcher.data?.result;
  const lastResult = useMemo(() => (fetched ? withoutChallenge(fetched) : pageResult?.result), [fetched, pageResult]);
  const { form, fields } = useSchemaForm({ id: "login-form", schema: loginFormSchema, lastResult, failureTitle: "loginFailed", pending });
  const [challenged, setChallenged] = useState(() => {
    const refusal = refusalOf(pageResult?.result);
    return refusal === "challengeRequired" || refusal === "powInvalid";
  });
  // Every answer spent the solution its attempt carried: the next attempt needs a new widget.
  const [answers, setAnswers] = useState(0);
  // A refused password is emptied (a new input); a challenged one stays typed for the second try.
  const [passwordGeneration, setPasswordGeneration] = useState(0);
  const pow = usePowSubmit();

  useEffect(() => {
    if (!fetched) return;
    const refusal = refusalOf(fetched);
    setAnswers((count) => count + 1);
    if (refusal === "challengeRequired") {
      // Asked for work: the widget solves it and the form goes again by itself, password kept.
      setChallenged(true);
      if (formRef.current) pow.submitWhenSolved(formRef.current);
    } else if (refusal === "powInvalid") setChallenged(true);
    else setPasswordGeneration((count) => count + 1);
  }, [fetched, pow]);

  const formProps = getFormProps(form);
  // Without JavaScript the challenge's message says to enable it or wait; with it, the widget answers.
  const formErrors = hydrated ? form.errors?.filter((error) => error !== "challengeRequired") : form.errors;
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={LOGIN_PAGE}
      className="form"
      data-testid="login-form"
      {...formProps}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        if (!event.defaultPrevented) pow.holdUntilSolved(event);
      }}
    >
      <Honeypot />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Field meta={fields.account} label={t("usernameOrPhone")} className="account-field">
        {(field) => (
          <input
            {...getInputProps(field, { type: "text" })}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={LOGIN_ACCOUNT_MAX_LENGTH}
            required
          />
        )}
      </Field>
      <Field meta={fields.password} label={t("password")} className="account-field">
        {(field) => (
          <input
            {...getInputProps(field, { type: "password", value: false })}
            key={`${field.key ?? ""}-${passwordGeneration}`}
            autoComplete="current-password"
            required
          />
        )}
      </Field>
      <RememberMe meta={fields.remember} answered={lastResult !== undefined} />
      {challenged && hydrated && <ProofOfWorkField generation={String(answers)} onStateChange={pow.onStateChange} />}
      <FormError id={form.errorId} errors={formErrors} />
      <SubmitButton label={t("login")} pendingLabel={t("submitting")} pending={pending} block testId="login-submit" />
      <p className="form-switch">
        {t("noAccount")} {switchToRegister}
      </p>
    </fetcher.Form>
  );
}
