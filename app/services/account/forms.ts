// The login and register forms: one zod schema per form, used by the form for instant feedback
// and by the route action as the truth. The backend checks everything again (server/accounts/
// validation.ts) with the same rules (contract/input-rules.ts), so that most mistakes never leave the
// browser. Every zod message is a message key (contract/message-keys.ts).
import { type SubmissionResult } from "@conform-to/zod";
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
import { type MessageKey } from "../locale/messages";

export { LOGIN_PAGE, REGISTER_PAGE } from "./pages";

const REDIRECT_MAX = 2_000;

export type RegisterMethod = "username" | "phone";
export type RegisterIntent = "register" | "sendSms";
export type LoginField = "account" | "password";
export type RegisterField = "username" | "phone" | "smsCode" | "password" | "nickname" | "captchaCode" | "altcha";

export const REGISTER_FIELDS: readonly RegisterField[] = ["username", "phone", "smsCode", "password", "nickname", "captchaCode", "altcha"];

const checkbox = z.unknown().transform((value) => value === "1" || value === "on" || value === "true");
const redirectTo = formText.transform((value) => value.slice(0, REDIRECT_MAX));

const username = formText.transform(normalizeUsername).superRefine(refinementOf(usernameProblem));
const newPassword = formText.superRefine(refinementOf(passwordLengthProblem));
const nickname = formText.transform(normalizeNickname).superRefine(refinementOf(nicknameProblem));

export const phoneSchema = formText
  .transform((value) => value.trim())
  .refine((value) => PHONE_PATTERN.test(value), { message: "phoneInvalid" satisfies MessageKey });

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
  account: formText
    .transform((value) => value.trim())
    .refine((value) => value !== "" && value.length <= LOGIN_ACCOUNT_MAX_LENGTH, { message: "fillAllFields" satisfies MessageKey }),
  password: formText.refine((value) => value !== "" && characterCount(value) <= PASSWORD_MAX_LENGTH, {
    message: "fillAllFields" satisfies MessageKey,
  }),
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

// ---- What an action answers when it does not redirect (docs/decisions/017-forms-with-conform.md) ----

/** Fields a refusal never sends back: the password, the spent captcha's answer, the spent proof of work. */
export const LOGIN_HIDDEN_FIELDS = ["password", "altcha"];
export const REGISTER_HIDDEN_FIELDS = ["password", "captchaCode", "altcha"];

export interface LoginAnswer {
  /** conform's reply: the errors, and what was typed (never the password). */
  result: SubmissionResult<string[]>;
}

export interface RegisterAnswer {
  result: SubmissionResult<string[]>;
  /** 'Lấy mã' without JavaScript went through (its refusals are in `result`). */
  notice: MessageKey | null;
  /** A captcha is spent by every attempt: the form shows a new image, named by this. */
  captchaTs: string;
}
