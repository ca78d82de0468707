import { normalizeUsername } from "../../contract/input-rules";
import { createSession } from "../db/repositories/sessions";
import { findUserByAccount, type UserRow } from "../db/repositories/users";
import { type AppDatabase } from "../db/types";
import { awardDailyLoginPoints } from "./daily-points";
import { UNUSABLE_PASSWORD_HASH, verifyPassword } from "./passwords";
import { type RateLimiter } from "./rate-limit";
import { FAILED_LOGINS_PER_ACCOUNT, FAILED_LOGINS_PER_ACCOUNT_AND_ADDRESS, FAILED_LOGINS_PER_ADDRESS, rateLimitKeys } from "./rate-limits";
import { type LoginParam } from "../../contract/backend-calls/accounts";

export type LoginOutcome = { kind: "loggedIn"; user: UserRow; sessionToken: string } | { kind: "failed" } | { kind: "tooManyAttempts" };

export interface LoginServices {
  db: AppDatabase;
  rateLimiter: RateLimiter;
}

/**
 * Whether an account has had many failed logins from any addresses in the current window. It never
 * refuses the owner (docs/decisions/012-login-throttling.md); it is the hook for the login challenge
 * (proof of work) to come, which will ask for work when this is true, before the password is checked.
 */
export async function isAccountUnderAttack(rateLimiter: RateLimiter, account: string): Promise<boolean> {
  const key = rateLimitKeys.failedLoginsOfAccount(normalizeUsername(account));
  return !(await rateLimiter.check(key, FAILED_LOGINS_PER_ACCOUNT)).allowed;
}

/**
 * Counts one attempt against the pair and the address before the password is checked, so that
 * parallel guesses cannot all pass the limits while the first ones are still hashing. False (and
 * nothing counted) when either is over its limit.
 */
async function countAttempt(rateLimiter: RateLimiter, pairKey: string, addressKey: string): Promise<boolean> {
  const [pair, address] = await Promise.all([
    rateLimiter.hit(pairKey, FAILED_LOGINS_PER_ACCOUNT_AND_ADDRESS),
    rateLimiter.hit(addressKey, FAILED_LOGINS_PER_ADDRESS),
  ]);
  if (pair.allowed && address.allowed) return true;
  // Refused before any password was checked: not a guess, so neither count keeps it.
  await Promise.all([rateLimiter.refund(pairKey, FAILED_LOGINS_PER_ACCOUNT_AND_ADDRESS), rateLimiter.refund(addressKey, FAILED_LOGINS_PER_ADDRESS)]);
  return false;
}

/**
 * Username or phone + password. An unknown account and a wrong password get the same answer after
 * the same work (a hash verification).
 *
 * Attempts count per (account, address) pair and per address (docs/backend-api.md, "Rate limits"):
 * an address over either limit is refused before the password is checked, even the right one, so
 * that a refusal never says whether a guess was right. Failures on an account from other addresses
 * never refuse its owner; they only mark the account as under attack. A success clears the pair's
 * count and is taken back from the address's, so many users behind one address can log in. A
 * success opens a session and gives the daily login points.
 */
export async function logIn(services: LoginServices, param: LoginParam, clientAddress: string, now: Date): Promise<LoginOutcome> {
  const { db, rateLimiter } = services;
  // Phones are digits, so this only folds the case of usernames.
  const account = normalizeUsername(param.account);
  const pairKey = rateLimitKeys.failedLoginsOfAccountAndAddress(account, clientAddress);
  const addressKey = rateLimitKeys.failedLoginsOfAddress(clientAddress);
  // Reads first: an address that is already refused costs no writes.
  const [pairState, addressState] = await Promise.all([
    rateLimiter.check(pairKey, FAILED_LOGINS_PER_ACCOUNT_AND_ADDRESS),
    rateLimiter.check(addressKey, FAILED_LOGINS_PER_ADDRESS),
  ]);
  if (!pairState.allowed || !addressState.allowed) return { kind: "tooManyAttempts" };
  if (!(await countAttempt(rateLimiter, pairKey, addressKey))) return { kind: "tooManyAttempts" };

  const user = await findUserByAccount(db, account);
  const passwordMatches = await verifyPassword(param.password, user?.passwordHash ?? UNUSABLE_PASSWORD_HASH);
  if (!user || !passwordMatches) {
    await rateLimiter.hit(rateLimitKeys.failedLoginsOfAccount(account), FAILED_LOGINS_PER_ACCOUNT);
    return { kind: "failed" };
  }

  await Promise.all([rateLimiter.reset(pairKey, FAILED_LOGINS_PER_ACCOUNT_AND_ADDRESS), rateLimiter.refund(addressKey, FAILED_LOGINS_PER_ADDRESS)]);
  const sessionToken = await createSession(db, user.id, param.remember ?? false, now);
  const award = await awardDailyLoginPoints(db, user.id, now);
  return { kind: "loggedIn", user: award?.user ?? user, sessionToken };
}
