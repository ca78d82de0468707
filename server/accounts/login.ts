import { normalizeUsername } from "../../app/services/input-rules";
import { createSession } from "../db/repositories/sessions";
import { findUserByAccount, type UserRow } from "../db/repositories/users";
import { type AppDatabase } from "../db/types";
import { awardDailyLoginPoints } from "./daily-points";
import { UNUSABLE_PASSWORD_HASH, verifyPassword } from "./passwords";
import { type RateLimiter } from "./rate-limit";
import { FAILED_LOGINS_PER_ACCOUNT, FAILED_LOGINS_PER_ADDRESS, rateLimitKeys } from "./rate-limits";
import { type LoginParam } from "./validation";

export type LoginOutcome = { kind: "loggedIn"; user: UserRow; sessionToken: string } | { kind: "failed" } | { kind: "tooManyAttempts" };

export interface LoginServices {
  db: AppDatabase;
  rateLimiter: RateLimiter;
}

/**
 * Username or phone + password. An unknown account and a wrong password get the same answer after
 * the same work (a hash verification). Failures count per account and per address; a success
 * clears the account's count. A success opens a session and gives the daily login points.
 */
export async function logIn(services: LoginServices, param: LoginParam, clientAddress: string, now: Date): Promise<LoginOutcome> {
  const { db, rateLimiter } = services;
  // Phones are digits, so this only folds the case of usernames.
  const account = normalizeUsername(param.account);
  const accountKey = rateLimitKeys.failedLoginsOfAccount(account);
  const addressKey = rateLimitKeys.failedLoginsOfAddress(clientAddress);
  if (!(await rateLimiter.check(addressKey, FAILED_LOGINS_PER_ADDRESS)).allowed) return { kind: "tooManyAttempts" };
  // The attempt is counted against the account before the password is checked, so that parallel
  // guesses cannot all pass the limit while the first ones are still hashing; a success resets it.
  if (!(await rateLimiter.hit(accountKey, FAILED_LOGINS_PER_ACCOUNT)).allowed) return { kind: "tooManyAttempts" };

  const user = await findUserByAccount(db, account);
  const passwordMatches = await verifyPassword(param.password, user?.passwordHash ?? UNUSABLE_PASSWORD_HASH);
  if (!user || !passwordMatches) {
    await rateLimiter.hit(addressKey, FAILED_LOGINS_PER_ADDRESS);
    return { kind: "failed" };
  }

  await rateLimiter.reset(accountKey, FAILED_LOGINS_PER_ACCOUNT);
  const sessionToken = await createSession(db, user.id, param.remember ?? false, now);
  const award = await awardDailyLoginPoints(db, user.id, now);
  return { kind: "loggedIn", user: award?.user ?? user, sessionToken };
}
