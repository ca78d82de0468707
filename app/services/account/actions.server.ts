// The work of the login, register and logout routes. Every form posts here as a plain HTML form,
// so it works without JavaScript; with JavaScript the same actions answer a fetcher.
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import {
  backendFieldErrors,
  fieldErrorsOf,
  formValues,
  HONEYPOT_FIELD,
  loginFormSchema,
  loginValuesOf,
  REGISTER_FIELDS,
  registerFormSchema,
  registerIntentOf,
  registerValuesOf,
  smsRequestSchema,
  type LoginField,
  type LoginResult,
  type RegisterForm,
  type RegisterResult,
} from "./forms";
import { cookiesOfNewSession } from "./new-session.server";
import { RESULT } from "../../../contract/result-codes";
import { callBackend, type BackendAnswer } from "../transport/backend.server";
import { clearedCaptchaIdCookie, readCaptchaId } from "./captcha-cookie.server";
import { type MessageKey } from "../locale/messages";
import { safeRedirect } from "../shell/navigation";
import { readSessionCookies, resolveViewer, startGuestSession } from "../session/session.server";
import { redirectWithToast } from "../shell/toast.server";

const LOGIN_FIELDS: readonly LoginField[] = ["account", "password"];
const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const SEE_OTHER = 303;
const BAD_REQUEST = 400;

function withCookies(cookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

async function readForm(request: Request): Promise<Record<string, string>> {
  try {
    return formValues(await request.formData());
  } catch {
    // Not a form body at all: treated like an empty form, which every schema refuses.
    return {};
  }
}

/** The refusal key of a backend answer, when it is one of `expected`; otherwise `fallback`, or errorTryAgain when the backend failed. */
function refusalOf(answer: BackendAnswer, expected: readonly MessageKey[], fallback: MessageKey): MessageKey {
  if (answer.code !== RESULT.refused) return "errorTryAgain";
  return expected.find((key) => key === answer.message) ?? fallback;
}

// ---- The login and register pages ----

/** Where to go after logging in or registering; a visitor already logged in goes there at once. */
export async function accountPageLoader(request: Request, context: AppLoadContext): Promise<{ redirectTo: string }> {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  const { viewer } = await resolveViewer(request, context);
  if (viewer.isLogin) throw redirect(redirectTo);
  return { redirectTo };
}

// ---- /account/login ----

export async function logInAction(request: Request, context: AppLoadContext) {
  const raw = await readForm(request);
  const resolved = await resolveViewer(request, context);
  const values = loginValuesOf(raw);
  const refuse = (error: MessageKey, fieldErrors: LoginResult["fieldErrors"] = {}) =>
    data<LoginResult>({ values, error, fieldErrors }, { status: BAD_REQUEST, headers: withCookies(resolved.setCookies) });

  if (raw[HONEYPOT_FIELD]) return refuse("loginFailed");
  const form = loginFormSchema.safeParse(raw);
  if (!form.success) return refuse("loginFailed", fieldErrorsOf(form.error, LOGIN_FIELDS));

  const { account, password, remember, redirectTo, altcha } = form.data;
  // The widget's solution, when the form was challenged and JavaScript solved it (decision 014).
  const answer = await callBackend(context, "login", { account, password, remember, ...(altcha ? { altcha } : {}) }, resolved.viewer.sessionId);
  const cookies = cookiesOfNewSession(context, answer, remember);
  if (!cookies) return refuse(refusalOf(answer, ["loginFailed", "tooManyAttempts", "challengeRequired", "powInvalid"], "loginFailed"));
  return redirectWithToast(context, safeRedirect(redirectTo), { kind: "success", message: "loginSuccess" }, { status: SEE_OTHER, headers: withCookies(cookies) });
}

// ---- /account/register ----

function registrationParam(form: RegisterForm, captchaId: string) {
  // Without JavaScript there is no solution, and the backend applies its tighter limit (decision 014).
  const common = { password: form.password, nickname: form.nickname, captchaId, captchaCode: form.captchaCode, remember: form.remember, ...(form.altcha ? { altcha: form.altcha } : {}) };
  return form.method === "username" ? { username: form.username, ...common } : { phone: form.phone, smsCode: form.smsCode, ...common };
}

export async function registerAction(request: Request, context: AppLoadContext) {
  const raw = await readForm(request);
  const resolved = await resolveViewer(request, context);
  const values = registerValuesOf(raw);
  const answerForm = (outcome: Partial<Omit<RegisterResult, "values" | "captchaTs">>, status: number) =>
    data<RegisterResult>(
      { values, error: null, notice: null, fieldErrors: {}, captchaTs: String(Date.now()), ...outcome },
      { status, headers: withCookies(resolved.setCookies) },
    );

  // A bot that filled the honeypot learns nothing: the answer looks like any refusal.
  if (raw[HONEYPOT_FIELD]) return answerForm({ error: "registerFailed" }, BAD_REQUEST);

  if (registerIntentOf(raw.intent) === "sendSms") {
    const sms = smsRequestSchema.safeParse(raw);
    if (!sms.success) return answerForm({ notice: { kind: "error", message: "phoneInvalid" }, fieldErrors: { phone: "phoneInvalid" } }, BAD_REQUEST);
    const answer = await callBackend(context, "getSmsCode", { phone: sms.data.phone, purpose: "register" }, resolved.viewer.sessionId);
    if (answer.code === RESULT.ok) return answerForm({ notice: { kind: "success", message: "smsCodeSent" } }, 200);
    const problem = refusalOf(answer, ["phoneInvalid", "phoneTaken", "smsTooFrequent", "tooManyAttempts"], "errorTryAgain");
    const onPhone = problem === "phoneInvalid" || problem === "phoneTaken";
    return answerForm({ notice: { kind: "error", message: problem }, fieldErrors: onPhone ? { phone: problem } : {} }, BAD_REQUEST);
  }

  const form = registerFormSchema.safeParse({ ...raw, method: values.method });
  if (!form.success) return answerForm({ error: "registerFailed", fieldErrors: fieldErrorsOf(form.error, REGISTER_FIELDS) }, BAD_REQUEST);
  const captchaId = await readCaptchaId(request, context);
  if (!captchaId) return answerForm({ error: "registerFailed", fieldErrors: { captchaCode: "captchaInvalid" } }, BAD_REQUEST);

  const answer = await callBackend(context, "register", registrationParam(form.data, captchaId), resolved.viewer.sessionId);
  const cookies = cookiesOfNewSession(context, answer, form.data.remember);
  if (!cookies) {
    const problem = refusalOf(answer, ["registerFailed", "captchaInvalid", "tooManyAttempts"], "registerFailed");
    const fieldErrors = { ...backendFieldErrors(answer.data, REGISTER_FIELDS), ...(problem === "captchaInvalid" ? { captchaCode: problem } : {}) };
    return answerForm({ error: problem === "captchaInvalid" ? "registerFailed" : problem, fieldErrors }, BAD_REQUEST);
  }
  cookies.push(await clearedCaptchaIdCookie(context));
  return redirectWithToast(context, safeRedirect(form.data.redirectTo), { kind: "success", message: "registerSuccess" }, { status: SEE_OTHER, headers: withCookies(cookies) });
}

// ---- /account/logout ----

export async function logOutAction(request: Request, context: AppLoadContext) {
  const raw = await readForm(request);
  const { sessionId } = readSessionCookies(request);
  // Only a login token names something to revoke; a guest uid is not a credential.
  if (sessionId && SESSION_TOKEN.test(sessionId)) await callBackend(context, "logout", {}, sessionId);
  const guest = startGuestSession(context);
  return redirectWithToast(context, safeRedirect(raw.redirectTo), { kind: "success", message: "logoutSuccess" }, { status: SEE_OTHER, headers: withCookies(guest.setCookies) });
}

