import { z } from "zod";
import {
  CAPTCHA_CODE_MAX_LENGTH,
  CAPTCHA_ID_MAX_LENGTH,
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
} from "../../app/services/input-rules";
import { isMessageKey, type MessageKey } from "../../app/services/messages";

// The account params (spec section 5, docs/backend-api.md), checked with the input rules the web
// forms share (app/services/input-rules.ts). Every zod message below is a message key, so a
// refusal can name the problem of each field.

export type FieldErrors = Partial<Record<string, MessageKey>>;

/** Counted as hashed: passwords are NFC-normalized before hashing (passwords.ts). */
function passwordProblem(password: string): MessageKey | null {
  return passwordLengthProblem(password.normalize("NFC"));
}

function phoneProblem(phone: string): MessageKey | null {
  return PHONE_PATTERN.test(phone) ? null : "phoneInvalid";
}

/** A string field, normalized, then checked by `problem`; a missing or non-string value gets `typeError`. */
function checkedText(typeError: MessageKey, normalize: (value: string) => string, problem: (value: string) => MessageKey | null) {
  return z.string({ required_error: typeError, invalid_type_error: typeError }).transform(normalize).superRefine(refinementOf(problem));
}

const unchanged = (value: string) => value;
const trimmed = (value: string) => value.trim();

export const usernameSchema = checkedText("usernameInvalid", normalizeUsername, usernameProblem);
export const nicknameSchema = checkedText("nicknameTooShort", normalizeNickname, nicknameProblem);
export const newPasswordSchema = checkedText("passwordTooShort", unchanged, passwordProblem);
export const phoneSchema = checkedText("phoneInvalid", trimmed, phoneProblem);
export const smsCodeSchema = checkedText("smsCodeInvalid", trimmed, (code) => (SMS_CODE_PATTERN.test(code) ? null : "smsCodeInvalid"));

/** Treats a blank string like an absent field. */
function optionalField<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());
}

/** The first problem of each top-level field, as message keys (`fallback` for zod's own messages). */
export function fieldErrorsOf(error: z.ZodError, fallback: MessageKey): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !Object.hasOwn(errors, field)) errors[field] = isMessageKey(issue.message) ? issue.message : fallback;
  }
  return errors;
}

// ---- /login/login ----

export const loginParamSchema = z.object({
  account: z.string().trim().min(1).max(LOGIN_ACCOUNT_MAX_LENGTH),
  // Long enough for any valid password, short enough that hashing it costs nothing extra.
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH * 4),
  remember: z.boolean().optional(),
});

export type LoginParam = z.infer<typeof loginParamSchema>;

// ---- /login/reg ----

const registrationParamSchema = z.object({
  username: optionalField(usernameSchema),
  phone: optionalField(phoneSchema),
  smsCode: optionalField(smsCodeSchema),
  password: newPasswordSchema,
  nickname: nicknameSchema,
  remember: z.boolean({ invalid_type_error: "registerFailed" }).optional(),
});

const captchaFieldsSchema = z.object({
  captchaId: z.string().trim().min(1).max(CAPTCHA_ID_MAX_LENGTH).optional().catch(undefined),
  captchaCode: z.string().trim().min(1).max(CAPTCHA_CODE_MAX_LENGTH).optional().catch(undefined),
});

export type RegistrationMethod = { kind: "username"; username: string } | { kind: "phone"; phone: string; smsCode: string };

export interface RegistrationRequest {
  method: RegistrationMethod;
  password: string;
  nickname: string;
  remember: boolean;
}

export interface ParsedRegistration {
  /** The registration, when every field is valid (the captcha not checked yet). */
  request: RegistrationRequest | null;
  /** Read even when other fields are wrong: a captcha is spent by any attempt. */
  captchaId: string | null;
  captchaCode: string | null;
  fieldErrors: FieldErrors;
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === "string" && value.trim() === "");
}

/** Reads the /login/reg param: a username, or a phone with its SMS code; a password, a nickname, a captcha. */
export function parseRegistrationParam(param: unknown): ParsedRegistration {
  const raw: Record<string, unknown> = typeof param === "object" && param !== null && !Array.isArray(param) ? { ...param } : {};
  const captcha = captchaFieldsSchema.parse(raw);
  const parsed = registrationParamSchema.safeParse(raw);
  const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error, "registerFailed");

  const byUsername = isPresent(raw.username);
  const byPhone = isPresent(raw.phone);
  if (byUsername === byPhone) fieldErrors.username ??= "usernameOrPhoneRequired";
  if (byUsername) delete fieldErrors.smsCode;
  if (byPhone && !byUsername && !isPresent(raw.smsCode)) fieldErrors.smsCode = "smsCodeRequired";
  if (!captcha.captchaId || !captcha.captchaCode) fieldErrors.captchaCode = "captchaRequired";

  let request: RegistrationRequest | null = null;
  if (parsed.success && Object.keys(fieldErrors).length === 0) {
    const { username, phone, smsCode, password, nickname, remember } = parsed.data;
    const method: RegistrationMethod | null = username ? { kind: "username", username } : phone && smsCode ? { kind: "phone", phone, smsCode } : null;
    if (method) request = { method, password, nickname, remember: remember ?? false };
  }
  return { request, captchaId: captcha.captchaId ?? null, captchaCode: captcha.captchaCode ?? null, fieldErrors };
}

// ---- /sys/getSmsCode, /sys/checkSmsCode ----

export const SMS_PURPOSES = ["register", "bind"] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const smsCodeRequestSchema = z.object({
  phone: phoneSchema,
  purpose: z.enum(SMS_PURPOSES, { errorMap: () => ({ message: "errorOccurred" }) }),
});

export const phoneBindingSchema = z.object({
  phone: phoneSchema,
  code: smsCodeSchema,
});
