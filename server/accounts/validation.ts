import { z } from "zod";
import { messages, type MessageKey } from "../../app/services/messages";

// The account input rules (spec section 5, docs/backend-api.md). Every zod message below is a
// message key, so a refusal can name the problem of each field.

export const USERNAME_MIN_LENGTH = 6;
export const USERNAME_MAX_LENGTH = 32;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NICKNAME_MIN_LENGTH = 6;
export const NICKNAME_MAX_LENGTH = 32;
/** Vietnamese mobile numbers as the spec shows them: 10 digits starting with 0. */
export const PHONE_PATTERN = /^0\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
/** ASCII letters, digits, underscore, after lowercasing. */
const USERNAME_CHARACTERS = /^[a-z0-9_]+$/;
/** A username needs a letter so that it can never read as a phone number in the login form. */
const USERNAME_LETTER = /[a-z]/;
// C0/C1 controls, line and paragraph separators, and the bidirectional overrides that can make a
// name display as something else (the same set as the profile rules).
const CONTROL_CHARACTERS = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;
const MAX_LOGIN_ACCOUNT_LENGTH = 64;
const MAX_CAPTCHA_ID_LENGTH = 64;
const MAX_CAPTCHA_CODE_LENGTH = 16;

export type FieldErrors = Partial<Record<string, MessageKey>>;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}

/** Length as a person counts it: code points, so a Vietnamese letter or an emoji is one character. */
export function characterCount(text: string): number {
  return [...text].length;
}

/** Usernames are case-insensitive: stored and looked up in lowercase. */
export function normalizeUsername(value: string): string {
  return value.trim().toLowerCase();
}

/** NFC so that a letter with diacritics counts once however it was typed. */
export function normalizeNickname(value: string): string {
  return value.normalize("NFC").trim();
}

export function usernameProblem(username: string): MessageKey | null {
  if (characterCount(username) < USERNAME_MIN_LENGTH) return "usernameTooShort";
  if (characterCount(username) > USERNAME_MAX_LENGTH || !USERNAME_CHARACTERS.test(username)) return "usernameInvalid";
  if (!USERNAME_LETTER.test(username)) return "usernameNeedsLetter";
  return null;
}

export function nicknameProblem(nickname: string): MessageKey | null {
  if (CONTROL_CHARACTERS.test(nickname)) return "nicknameInvalid";
  if (characterCount(nickname) < NICKNAME_MIN_LENGTH) return "nicknameTooShort";
  if (characterCount(nickname) > NICKNAME_MAX_LENGTH) return "nicknameTooLong";
  return null;
}

/** Counted as hashed: passwords are NFC-normalized before hashing (passwords.ts). */
export function passwordProblem(password: string): MessageKey | null {
  const length = characterCount(password.normalize("NFC"));
  if (length < PASSWORD_MIN_LENGTH) return "passwordTooShort";
  if (length > PASSWORD_MAX_LENGTH) return "passwordTooLong";
  return null;
}

export function phoneProblem(phone: string): MessageKey | null {
  return PHONE_PATTERN.test(phone) ? null : "phoneInvalid";
}

/** A string field, normalized, then checked by `problem`; a missing or non-string value gets `typeError`. */
function checkedText(typeError: MessageKey, normalize: (value: string) => string, problem: (value: string) => MessageKey | null) {
  return z
    .string({ required_error: typeError, invalid_type_error: typeError })
    .transform(normalize)
    .superRefine((value, context) => {
      const key = problem(value);
      if (key) context.addIssue({ code: z.ZodIssueCode.custom, message: key });
    });
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
  account: z.string().trim().min(1).max(MAX_LOGIN_ACCOUNT_LENGTH),
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
  captchaId: z.string().trim().min(1).max(MAX_CAPTCHA_ID_LENGTH).optional().catch(undefined),
  captchaCode: z.string().trim().min(1).max(MAX_CAPTCHA_CODE_LENGTH).optional().catch(undefined),
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
