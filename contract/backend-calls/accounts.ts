// Params and results of the account calls: login, registration, logout, captcha, SMS codes, user
// detail, SDK user (docs/backend-api.md). Every zod message is a message key.
import { z } from "zod";
import { publicUserSchema } from "../domain/user-info";
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
} from "../input-rules";
import { type MessageKey } from "../message-keys";
import { POW_PAYLOAD_MAX_LENGTH } from "../proof-of-work";

/** Counted as hashed: passwords are NFC-normalized before hashing. */
function passwordProblem(password: string): MessageKey | null {
  return passwordLengthProblem(password.normalize("NFC"));
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
export const phoneSchema = checkedText("phoneInvalid", trimmed, (phone) => (PHONE_PATTERN.test(phone) ? null : "phoneInvalid"));
export const smsCodeSchema = checkedText("smsCodeInvalid", trimmed, (code) => (SMS_CODE_PATTERN.test(code) ? null : "smsCodeInvalid"));

export const emptyParam = z.object({});
export const emptyResult = z.object({});

/** Login and registration answer the user; the session token travels as newSessionId. */
export const sessionResult = z.object({ user: publicUserSchema });

// ---- /sys/powChallenge: the proof of work of registration and challenged logins
// (docs/decisions/014-proof-of-work.md) ----

/** An altcha challenge, as the widget reads it from its challenge URL. */
export const powChallengeResult = z.object({
  algorithm: z.literal("SHA-256"),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  maxnumber: z.number().int().positive(),
  /** Random hex, then `?expires=<unix seconds>&`: signed with the challenge. */
  salt: z.string().min(10).max(200),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type PowChallenge = z.infer<typeof powChallengeResult>;

/** Absent (a browser without JavaScript) or the widget's payload; the backend checks it. */
const powSolution = (problem: MessageKey) =>
  z.string({ invalid_type_error: problem }).max(POW_PAYLOAD_MAX_LENGTH, problem).optional().nullable();

// ---- /login/login ----

export const loginParam = z.object({
  account: z.string().trim().min(1).max(LOGIN_ACCOUNT_MAX_LENGTH),
  // Long enough for any valid password, short enough that hashing it costs nothing extra.
  password: z
    .string()
    .min(1)
    .max(PASSWORD_MAX_LENGTH * 4),
  remember: z.boolean().optional(),
  /** Required when the login is challenged (answer challengeRequired); checked whenever present. */
  altcha: powSolution("powInvalid"),
});
export type LoginParam = z.infer<typeof loginParam>;

// ---- /login/reg: the shape only; the rules of each field are read by the backend, which spends
// the captcha even when other fields are wrong (server/accounts/validation.ts). ----

const optionalText = (max: number, problem: MessageKey) =>
  z.string({ invalid_type_error: problem }).max(max, problem).optional().nullable();

export const registerParam = z.object({
  username: optionalText(256, "usernameInvalid"),
  phone: optionalText(64, "phoneInvalid"),
  smsCode: optionalText(64, "smsCodeInvalid"),
  password: optionalText(PASSWORD_MAX_LENGTH * 4, "passwordTooShort"),
  nickname: optionalText(256, "nicknameTooShort"),
  captchaId: optionalText(CAPTCHA_ID_MAX_LENGTH * 4, "captchaInvalid"),
  captchaCode: optionalText(CAPTCHA_CODE_MAX_LENGTH * 4, "captchaInvalid"),
  remember: z.boolean({ invalid_type_error: "registerFailed" }).optional(),
  /** With a valid solution the normal per-address limit applies, without one a much tighter one. */
  altcha: powSolution("powInvalid"),
});
export type RegisterParam = z.infer<typeof registerParam>;

// ---- /api/kaptcha ----

export const captchaResult = z.object({ captchaId: z.string().min(1).max(CAPTCHA_ID_MAX_LENGTH), svg: z.string().startsWith("<svg") });

// ---- /sys/getSmsCode, /sys/checkSmsCode ----

export const SMS_PURPOSES = ["register", "bind"] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const smsCodeParam = z.object({
  phone: phoneSchema,
  purpose: z.enum(SMS_PURPOSES, { errorMap: () => ({ message: "errorOccurred" }) }),
});
export const smsCodeResult = z.object({ retryAfterSeconds: z.number().int().min(0) });

export const phoneBindingParam = z.object({ phone: phoneSchema, code: smsCodeSchema });

// ---- /user/detail ----

export const POINTS_REASONS = ["daily_login", "watch_live", "gift", "demo_grant"] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

export const pointsEntrySchema = z.object({
  amount: z.number().int(),
  reason: z.enum(POINTS_REASONS),
  balanceAfter: z.number().int(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

export const userDetailResult = z.object({ user: publicUserSchema, pointsHistory: z.array(pointsEntrySchema) });

// ---- /user/initSdkUser ----

export const sdkUserResult = z.object({
  uid: z.string(),
  nickName: z.string(),
  /** 0 for a guest, else the user's userType. */
  userType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  /** The caller's level in chat (lv1 for a guest). */
  level: z.number(),
  /** What the chat client needs to connect (docs/chat.md): the socket's path, whether the caller may write, the limits. */
  chat: z.object({
    path: z.string(),
    canWrite: z.boolean(),
    textMax: z.number(),
    frameMaxBytes: z.number(),
    heartbeatSeconds: z.number(),
  }),
});
export type SdkUser = z.infer<typeof sdkUserResult>;

export { normalizeNickname, normalizeUsername };
