// The work of the login, register and logout routes. Every form posts here as a plain HTML form,
// so it works without JavaScript; with JavaScript the same actions answer a fetcher. The login and
// register forms are read and answered through the form kit (docs/decisions/017-forms-with-conform.md).
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import {
  LOGIN_HIDDEN_FIELDS,
  loginFormSchema,
  REGISTER_FIELDS,
  REGISTER_HIDDEN_FIELDS,
  registerFormSchema,
  registerIntentOf,
  registerMethodOf,
  smsRequestSchema,
  type LoginAnswer,
  type LoginField,
  type RegisterAnswer,
  type RegisterForm,
} from "./forms";
import { isSpam } from "./honeypot.server";
import { cookiesOfNewSession } from "./new-session.server";
import { RESULT } from "../../../contract/result-codes";
import { readForm } from "../forms/parse";
import { refusalErrors, type RefusalPlacement } from "../forms/refusal";
import { callBackend, type BackendAnswer } from "../transport/backend.server";
import { clearedCaptchaIdCookie, readCaptchaId } from "./captcha-cookie.server";
import { safeRedirect } from "../shell/navigation";
import { readSessionCookies, resolveViewer, startGuestSession } from "../session/session.server";
import { redirectWithToast } from "../shell/toast.server";

const LOGIN_FIELDS: readonly LoginField[] = ["account", "password"];
const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const SEE_OTHER = 303;
const BAD_REQUEST = 400;

/** conform's reply options: the errors an action adds to the schema's. */
interface ReplyErrors {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
}

function withCookies(cookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

async function formDataOf(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    // Not a form body at all: treated like an empty form, which every schema refuses.
    return new FormData();
  }
}

/** The backend's refusal under the form's fields; errorTryAgain when the backend failed rather than refused. */
function backendRefusal(answer: BackendAnswer, placement: RefusalPlacement): ReplyErrors & { formErrors: string[] } {
  if (answer.code !== RESULT.refused) return { formErrors: ["errorTryAgain"] };
  return refusalErrors(answer, placement);
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
  const formData = await formDataOf(request);
  const resolved = await resolveViewer(request, context);
  const submission = await readForm(formData, loginFormSchema);
  // Every refusal says loginFailed (or the backend's own reason) and never sends the password back.
  const refuse = (errors: ReplyErrors) =>
    data<LoginAnswer>(
      { result: submission.reply({ hideFields: LOGIN_HIDDEN_FIELDS, ...errors }) },
      { status: BAD_REQUEST, headers: withCookies(resolved.setCookies) },
    );

  if (submission.status !== "success") return refuse({ formErrors: ["loginFailed"] });
  // A bot that fell in the honeypot learns nothing: the answer is that of a wrong password.
  if (isSpam(formData, context)) return refuse({ formErrors: ["loginFailed"] });

  const { account, password, remember, redirectTo, altcha } = submission.value;
  // The widget's solution, when the form was challenged and JavaScript solved it (decision 014).
  const answer = await callBackend(
    context,
    "login",
    { account, password, remember, ...(altcha ? { altcha } : {}) },
    resolved.viewer.sessionId,
  );
  const cookies = cookiesOfNewSession(context, answer, remember);
  if (!cookies) return refuse(backendRefusal(answer, { fields: LOGIN_FIELDS, fieldOf: {}, fallback: "loginFailed" }));
  return redirectWithToast(
    context,
    safeRedirect(redirectTo),
    { kind: "success", message: "loginSuccess" },
    { status: SEE_OTHER, headers: withCookies(cookies) },
  );
}

// ---- /account/register ----

function registrationParam(form: RegisterForm, captchaId: string) {
  // Without JavaScript there is no solution, and the backend applies its tighter limit (decision 014).
  const common = {
    password: form.password,
    nickname: form.nickname,
    captchaId,
    captchaCode: form.captchaCode,
    remember: form.remember,
    ...(form.altcha ? { altcha: form.altcha } : {}),
  };
  return form.method === "username" ? { username: form.username, ...common } : { phone: form.phone, smsCode: form.smsCode, ...common };
}

/** A refused registration always says registerFailed, above the field that was wrong. */
function asRegisterRefusal(errors: ReplyErrors): ReplyErrors {
  return { ...errors, formErrors: errors.formErrors?.length ? errors.formErrors : ["registerFailed"] };
}

export async function registerAction(request: Request, context: AppLoadContext) {
  const formData = await formDataOf(request);
  const resolved = await resolveViewer(request, context);
  // A post without a known method is read as the username form (the tabs' default).
  formData.set("method", registerMethodOf(formData.get("method")));
  const answerForm = (result: RegisterAnswer["result"], status: number, notice: RegisterAnswer["notice"] = null) =>
    data<RegisterAnswer>({ result, notice, captchaTs: String(Date.now()) }, { status, headers: withCookies(resolved.setCookies) });

  // 'Lấy mã' without JavaScript: the whole form comes back, with the outcome.
  if (registerIntentOf(formData.get("intent")) === "sendSms") {
    const sms = await readForm(formData, smsRequestSchema);
    const reply = (errors: ReplyErrors = {}) => sms.reply({ hideFields: REGISTER_HIDDEN_FIELDS, ...errors });
    if (sms.status !== "success") return answerForm(reply(), BAD_REQUEST);
    // A bot that fell in the honeypot is told the code went out; none is sent.
    if (isSpam(formData, context)) return answerForm(reply(), 200, "smsCodeSent");
    const answer = await callBackend(context, "getSmsCode", { phone: sms.value.phone, purpose: "register" }, resolved.viewer.sessionId);
    if (answer.code === RESULT.ok) return answerForm(reply(), 200, "smsCodeSent");
    return answerForm(
      reply(
        backendRefusal(answer, { fields: ["phone"], fieldOf: { phoneInvalid: "phone", phoneTaken: "phone" }, fallback: "errorTryAgain" }),
      ),
      BAD_REQUEST,
    );
  }

  const submission = await readForm(formData, registerFormSchema);
  const refuse = (errors: ReplyErrors = {}) =>
    answerForm(submission.reply({ hideFields: REGISTER_HIDDEN_FIELDS, ...asRegisterRefusal(errors) }), BAD_REQUEST);
  if (submission.status !== "success") return refuse();
  // A bot that fell in the honeypot learns nothing: the answer is that of any refused registration.
  if (isSpam(formData, context)) return refuse();
  const captchaId = await readCaptchaId(request, context);
  if (!captchaId) return refuse({ fieldErrors: { captchaCode: ["captchaInvalid"] } });

  const answer = await callBackend(context, "register", registrationParam(submission.value, captchaId), resolved.viewer.sessionId);
  const cookies = cookiesOfNewSession(context, answer, submission.value.remember);
  if (!cookies)
    return refuse(
      backendRefusal(answer, { fields: REGISTER_FIELDS, fieldOf: { captchaInvalid: "captchaCode" }, fallback: "registerFailed" }),
    );
  cookies.push(await clearedCaptchaIdCookie(context));
  return redirectWithToast(
    context,
    safeRedirect(submission.value.redirectTo),
    { kind: "success", message: "registerSuccess" },
    { status: SEE_OTHER, headers: withCookies(cookies) },
  );
}

// ---- /account/logout ----

export async function logOutAction(request: Request, context: AppLoadContext) {
  const formData = await formDataOf(request);
  const { sessionId } = readSessionCookies(request);
  // Only a login token names something to revoke; a guest uid is not a credential.
  if (sessionId && SESSION_TOKEN.test(sessionId)) await callBackend(context, "logout", {}, sessionId);
  const guest = startGuestSession(context);
  return redirectWithToast(
    context,
    safeRedirect(formData.get("redirectTo")),
    { kind: "success", message: "logoutSuccess" },
    { status: SEE_OTHER, headers: withCookies(guest.setCookies) },
  );
}
