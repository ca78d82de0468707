import { userTypeOfRole } from "../../contract/domain/roles";
import { TransactionRollbackError } from "drizzle-orm";
import { createSession } from "../db/repositories/sessions";
import { insertUser, type UserRow } from "../db/repositories/users";
import { type AppDatabase } from "../db/types";
import { checkCaptcha } from "./captcha";
import { awardDailyLoginPoints } from "./daily-points";
import { findTakenFields, takenAfterConflict } from "./new-account";
import { hashPassword } from "./passwords";
import { type ProofOfWork } from "./proof-of-work";
import { type RateLimiter } from "./rate-limit";
import { rateLimitKeys, REGISTRATIONS_PER_ADDRESS, REGISTRATIONS_WITHOUT_POW_PER_ADDRESS } from "./rate-limits";
import { matchSmsCode, spendSmsCode } from "./sms-codes";
import { type FieldErrors } from "../../contract/backend-calls/field-errors";
import { type ParsedRegistration, type RegistrationRequest } from "./validation";

export type RegistrationOutcome =
  { kind: "registered"; user: UserRow; sessionToken: string } | { kind: "refused"; fieldErrors: FieldErrors } | { kind: "tooManyAttempts" };

export interface RegistrationServices {
  db: AppDatabase;
  rateLimiter: RateLimiter;
  proofOfWork: ProofOfWork;
}

/** Creates the user; for a phone registration the SMS code is spent in the same transaction. Null when taken meanwhile. */
async function insertRegisteredUser(
  db: AppDatabase,
  request: RegistrationRequest,
  smsCodeId: number | null,
  now: Date,
): Promise<UserRow | "smsCodeSpent" | null> {
  const { method } = request;
  const newUser = {
    username: method.kind === "username" ? method.username : null,
    phone: method.kind === "phone" ? method.phone : null,
    passwordHash: await hashPassword(request.password),
    nickname: request.nickname,
    userType: userTypeOfRole("user"),
  } as const;
  if (smsCodeId === null) return insertUser(db, newUser);
  try {
    return await db.transaction(async (tx) => {
      if (!(await spendSmsCode(tx, smsCodeId, now))) return "smsCodeSpent";
      const user = await insertUser(tx, newUser);
      // Taken meanwhile: undo, so the code stays unspent.
      return user ?? tx.rollback();
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return null;
    throw error;
  }
}

/**
 * /login/reg: the captcha is spent by any attempt; the other checks run only once every field is
 * valid and the captcha right, so a failed captcha reveals nothing about existing accounts.
 *
 * The proof of work (docs/decisions/014-proof-of-work.md): a valid solution, spent by this attempt,
 * lets the registration through under the normal per-address limit. Without one (a browser
 * without JavaScript) the image captcha alone is asked, under a much tighter per-address limit.
 * A solution that is present but wrong, expired or already used is refused on its field.
 */
export async function register(
  services: RegistrationServices,
  parsed: ParsedRegistration,
  clientAddress: string,
  now: Date,
): Promise<RegistrationOutcome> {
  const { db, rateLimiter, proofOfWork } = services;
  const limitKey = rateLimitKeys.registrationsOfAddress(clientAddress);
  const tightLimitKey = rateLimitKeys.registrationsWithoutPowOfAddress(clientAddress);
  if (!(await rateLimiter.check(limitKey, REGISTRATIONS_PER_ADDRESS)).allowed) return { kind: "tooManyAttempts" };
  const withoutWork = parsed.altcha === null;
  if (withoutWork && !(await rateLimiter.check(tightLimitKey, REGISTRATIONS_WITHOUT_POW_PER_ADDRESS)).allowed)
    return { kind: "tooManyAttempts" };

  const fieldErrors: FieldErrors = { ...parsed.fieldErrors };
  if (parsed.altcha !== null && (await proofOfWork.verify(parsed.altcha, now)) !== "valid") fieldErrors.altcha = "powInvalid";
  if (parsed.captchaId !== null) {
    const captchaRight = await checkCaptcha(db, parsed.captchaId, parsed.captchaCode, now);
    if (!captchaRight) fieldErrors.captchaCode ??= "captchaInvalid";
  }
  const { request } = parsed;
  if (!request || Object.keys(fieldErrors).length > 0) return { kind: "refused", fieldErrors };

  const { method } = request;
  const identity = method.kind === "username" ? { username: method.username } : { phone: method.phone };
  const taken = await findTakenFields(db, identity);
  if (Object.keys(taken).length > 0) return { kind: "refused", fieldErrors: taken };

  let smsCodeId: number | null = null;
  if (method.kind === "phone") {
    smsCodeId = await matchSmsCode(db, method.phone, "register", method.smsCode, now);
    if (smsCodeId === null) return { kind: "refused", fieldErrors: { smsCode: "smsCodeInvalid" } };
  }

  const inserted = await insertRegisteredUser(db, request, smsCodeId, now);
  if (inserted === "smsCodeSpent") return { kind: "refused", fieldErrors: { smsCode: "smsCodeInvalid" } };
  if (!inserted) return { kind: "refused", fieldErrors: await takenAfterConflict(db, identity) };

  await rateLimiter.hit(limitKey, REGISTRATIONS_PER_ADDRESS);
  if (withoutWork) await rateLimiter.hit(tightLimitKey, REGISTRATIONS_WITHOUT_POW_PER_ADDRESS);
  const sessionToken = await createSession(db, inserted.id, request.remember, now);
  const award = await awardDailyLoginPoints(db, inserted.id, now);
  return { kind: "registered", user: award?.user ?? inserted, sessionToken };
}
