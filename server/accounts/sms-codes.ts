import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { deleteExpiredSmsCodes, insertSmsCode, markSmsCodeUsed, recordSmsCodeAttempt } from "../db/repositories/sms-codes";
import { findUserByPhone } from "../db/repositories/users";
import { type AppDatabase } from "../db/types";
import { type RateLimiter } from "./rate-limit";
import {
  rateLimitKeys,
  retryAfterSeconds,
  SMS_CODES_PER_ADDRESS,
  SMS_CODES_PER_PHONE_HOUR,
  SMS_CODES_PER_PHONE_MINUTE,
} from "./rate-limits";
import { type SmsSender } from "./sms-sender";
import { type SmsPurpose } from "../../contract/backend-calls/accounts";

export const SMS_CODE_LIFETIME_MS = 5 * 60 * 1000;
/** Attempts on one code, the right one included: after 5 wrong codes it is void. */
export const SMS_CODE_MAX_ATTEMPTS = 5;
/** What the caller is told to wait before asking again (the per-phone minute limit). */
export const SMS_CODE_RESEND_SECONDS = SMS_CODES_PER_PHONE_MINUTE.windowMs / 1000;
/** Codes kept a day past their expiry (for support questions), then deleted a batch at a time. */
const EXPIRED_CODE_RETENTION_MS = 24 * 60 * 60 * 1000;
const CLEANUP_BATCH = 20;

export function smsCodeText(code: string): string {
  return `Mã xác nhận vsport của bạn là ${code}, hiệu lực 5 phút.`;
}

// The phone is part of the hash so that one code's hash says nothing about another phone's.
function hashSmsCode(phone: string, code: string): Buffer {
  return createHash("sha256").update(`${phone}:${code}`).digest();
}

export interface SmsCodeRequest {
  phone: string;
  purpose: SmsPurpose;
  /** The logged-in user asking, if any: binding a phone the caller already has is not "taken". */
  callerUserId: number | null;
  clientAddress: string;
}

export type SmsCodeRequestOutcome =
  { kind: "sent"; retryAfterSeconds: number } | { kind: "tooFrequent"; retryAfterSeconds: number } | { kind: "phoneTaken" };

export interface SmsCodeServices {
  db: AppDatabase;
  rateLimiter: RateLimiter;
  smsSender: SmsSender;
}

/** Sends a new 6-digit code to a phone, within the per-phone and per-address limits. */
export async function requestSmsCode(services: SmsCodeServices, request: SmsCodeRequest, now: Date): Promise<SmsCodeRequestOutcome> {
  const { db, rateLimiter, smsSender } = services;
  const at = now.getTime();
  for (const [key, limit] of [
    [rateLimitKeys.smsCodesOfAddress(request.clientAddress), SMS_CODES_PER_ADDRESS],
    [rateLimitKeys.smsCodesOfPhoneMinute(request.phone), SMS_CODES_PER_PHONE_MINUTE],
    [rateLimitKeys.smsCodesOfPhoneHour(request.phone), SMS_CODES_PER_PHONE_HOUR],
  ] as const) {
    const decision = await rateLimiter.hit(key, limit);
    if (!decision.allowed) return { kind: "tooFrequent", retryAfterSeconds: retryAfterSeconds(decision.retryAfterMs) };
  }

  const owner = await findUserByPhone(db, request.phone);
  if (owner && (request.purpose === "register" || owner.id !== request.callerUserId)) return { kind: "phoneTaken" };

  await deleteExpiredSmsCodes(db, new Date(at - EXPIRED_CODE_RETENTION_MS), CLEANUP_BATCH);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await insertSmsCode(db, {
    phone: request.phone,
    purpose: request.purpose,
    codeHash: hashSmsCode(request.phone, code).toString("hex"),
    expiresAt: new Date(at + SMS_CODE_LIFETIME_MS),
    createdAt: now,
  });
  await smsSender.send(request.phone, smsCodeText(code));
  return { kind: "sent", retryAfterSeconds: SMS_CODE_RESEND_SECONDS };
}

/**
 * Checks a code against the latest unused, unexpired code of the phone for that purpose, counting
 * the attempt. Returns the code's id when it matches (spend it with `spendSmsCode` once the action
 * it allows has succeeded), else null.
 */
export async function matchSmsCode(db: AppDatabase, phone: string, purpose: SmsPurpose, code: string, now: Date): Promise<number | null> {
  const attempt = await recordSmsCodeAttempt(db, phone, purpose, now, SMS_CODE_MAX_ATTEMPTS);
  if (!attempt) return null;
  const expected = Buffer.from(attempt.codeHash, "hex");
  const given = hashSmsCode(phone, code);
  return expected.length === given.length && timingSafeEqual(expected, given) ? attempt.id : null;
}

/** Uses up a matched code; false when another request used it first. */
export function spendSmsCode(db: AppDatabase, codeId: number, now: Date): Promise<boolean> {
  return markSmsCodeUsed(db, codeId, now);
}
