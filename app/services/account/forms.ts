// The login and register forms: one zod schema per form, used by the form for instant feedback
// and by the route action as the truth. The backend checks everything again (server/accounts/
// validation.ts) with the same rules (contract/input-rules.ts), so that most mistakes never leave the
// browser. Every zod message is a message key (contract/message-keys.ts).
import { z } from "zod";
import {
  addMessageIssue,
  CAPTCHA_CODE_MAX_LENGTH,
  characterCount,
  formText,
  LOGIN_ACCOUNT_MAX_LENGTH,
  nicknameProblem,
  normalizeNickname,
  normalizeUsername,
  PASSWORD_MAX_LENGTH,
  passwordLengthProblem,
  PHONE_PATTERN,
  refinementOf,
  SMS_CODE_PATTERN,
  usernameProblem,
} from "../../../contract/input-rules";
import { POW_PAYLOAD_MAX_LENGTH } from "../../../contract/proof-of-work";
import { isMessageKey, type MessageKey } from "../locale/messages";

export const LOGIN_PAGE = "/account/login";
export const REGISTER_PAGE = "/account/register";

/** A hidden input that people leave empty; a filled one means a bot, and the form is refused. */
export const HONEYPOT_FIELD = "website";

const REDIRECT_MAX = 2_000;

export type RegisterMethod = "username" | "phone";
export type RegisterIntent = "register" | "sendSms";
export type LoginField = "account" | "password";
export type RegisterField = "username" | "phone" | "smsCode" | "password" | "nickname" | "captchaCode" | "altcha";
export type FieldErrors<Field extends string> = Partial<Record<Field, MessageKey>>;

export const REGISTER_FIELDS: readonly RegisterField[] = ["username", "phone", "smsCode", "password", "nickname", "captchaCode", "altcha"];

const checkbox = z.unknown().transform((value) => value === "1" || value === "on" || value === "true");
const redirectTo = formText.transform((value) => value.slice(0, REDIRECT_MAX));

const username = formText.transform(normalizeUsername).superRefine(refinementOf(usernameProblem));
const newPassword = formText.superRefine(refinementOf(passwordLengthProblem));
const nickname = formText.transform(normalizeNickname).superRefine(refinementOf(nicknameProblem));

export const phoneSchema = formText.transform((value) => value.trim()).refine((value) => PHONE_PATTERN.test(value), { message: "phoneInvalid" satisfies MessageKey });

const smsCode = formText
  .transform((value) => value.trim())
  .superRefine((value, context) => {
    if (value === "") addMessageIssue(context, "smsCodeRequired");
    else if (!SMS_CODE_PATTERN.test(value)) addMessageIssue(context, "smsCodeInvalid");
  });

const captchaCode = formText
  .transform((value) => value.trim())
  .superRefine((value, context) => {
    if (value === "") addMessageIssue(context, "captchaRequired");
    else if (value.length > CAPTCHA_CODE_MAX_LENGTH) addMessageIssue(context, "captchaInvalid");
  });

/**
 * The altcha widget's solution (docs/decisions/014-proof-of-work.md): empty without JavaScript, or
 * while the widget is still working; the backend checks it.
 */
const altcha = formText
  .transform((value) => value.trim())
  .refine((value) => value.length <= POW_PAYLOAD_MAX_LENGTH, { message: "powInvalid" satisfies MessageKey });

export const loginFormSchema = z.object({
  account: formText.transform((value) => value.trim()).refine((value) => value !== "" && value.length <= LOGIN_ACCOUNT_MAX_LENGTH, { message: "fillAllFields" satisfies MessageKey }),
  password: formText.refine((value) => value !== "" && characterCount(value) <= PASSWORD_MAX_LENGTH, { message: "fillAllFields" satisfies MessageKey }),
  remember: checkbox,
  redirectTo,
  altcha,
});
export type LoginForm = z.infer<typeof loginFormSchema>;

const registerCommon = {
  password: newPassword,
  nickname,
  captchaCode,
  remember: checkbox,
  redirectTo,
  altcha,
};

export const registerFormSchema = z.discriminatedUnion("method", [
  z.object({ method: z.literal("username"), username, ...registerCommon }),
  z.object({ method: z.literal("phone"), phone: phoneSchema, smsCode, ...registerCommon }),
]);
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** What the "Lấy mã" button needs: a phone that can receive a code. */
export const smsRequestSchema = z.object({ phone: phoneSchema });

export function registerMethodOf(value: unknown): RegisterMethod {
  return value === "phone" ? "phone" : "username";
}

export function registerIntentOf(value: unknown): RegisterIntent {
  return value === "sendSms" ? "sendSms" : "register";
}

/** The first problem of each field, as message keys. */
export function fieldErrorsOf<Field extends string>(error: z.ZodError, fields: readonly Field[]): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field && errors[field] === undefined && isMessageKey(issue.message)) errors[field] = issue.message;
  }
  return errors;
}

/** The backend's `{fieldErrors: {field: key}}`, keeping only fields of this form and keys we can show. */
export function backendFieldErrors<Field extends string>(data: unknown, fields: readonly Field[]): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (typeof data !== "object" || data === null || !("fieldErrors" in data)) return errors;
  const received: unknown = data.fieldErrors;
  if (typeof received !== "object" || received === null) return errors;
  for (const field of fields) {
    const key: unknown = (received as Record<string, unknown>)[field];
    if (isMessageKey(key)) errors[field] = key;
  }
  return errors;
}

/** A FormData as plain field values; files become empty text. */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (!(name in values)) values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

// ---- What an action answers when it does not redirect ----

/** Typed values the form shows again. Never the passwords, never the captcha. */
export interface LoginValues {
  account: string;
  remember: boolean;
  redirectTo: string;
}

export interface RegisterValues {
  method: RegisterMethod;
  username: string;
  phone: string;
  smsCode: string;
  nickname: string;
  remember: boolean;
  redirectTo: string;
}

const ECHO_MAX = 100;

function echoed(value: string | undefined): string {
  return (value ?? "").slice(0, ECHO_MAX);
}

export function loginValuesOf(raw: Record<string, string>): LoginValues {
  return { account: echoed(raw.account), remember: checkbox.parse(raw.remember), redirectTo: redirectTo.parse(raw.redirectTo) };
}

export function registerValuesOf(raw: Record<string, string>): RegisterValues {
  return {
    method: registerMethodOf(raw.method),
    username: echoed(raw.username),
    phone: echoed(raw.phone),
    smsCode: echoed(raw.smsCode),
    nickname: echoed(raw.nickname),
    remember: checkbox.parse(raw.remember),
    redirectTo: redirectTo.parse(raw.redirectTo),
  };
}

export interface LoginResult {
  values: LoginValues;
  /** challengeRequired (or powInvalid): with JavaScript the form shows the altcha widget and sends again once it has solved. */
  error: MessageKey;
  fieldErrors: FieldErrors<LoginField>;
}

export interface RegisterResult {
  values: RegisterValues;
  /** The refusal, shown as a toast (with JavaScript) and above the button. */
  error: MessageKey | null;
  /** The outcome of "Lấy mã" without JavaScript. */
  notice: { kind: "success" | "error"; message: MessageKey } | null;
  fieldErrors: FieldErrors<RegisterField>;
  /** A captcha is spent by every attempt: the form shows a new image, named by this. */
  captchaTs: string;
}
