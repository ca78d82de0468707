import { normalizeUsername } from "../../contract/input-rules";
import { createSession } from "../db/repositories/sessions";
import { findUserByAccount, type UserRow } from "../db/repositories/users";
import { type AppDatabase } from "../db/types";
import { awardDailyLoginPoints } from "./daily-points";
import { UNUSABLE_PASSWORD_HASH, verifyPassword } from "./passwords";
import { type ProofOfWork } from "./proof-of-work";
import { type RateLimiter } from "./rate-limit";
import { FAILED_LOGINS_PER_ACCOUNT, FAILED_LOGINS_PER_ACCOUNT_AND_ADDRESS, FAILED_LOGINS_PER_ADDRESS, rateLimitKeys } from "./rate-limits";
import { type LoginParam } from "../../contract/backend-calls/accounts";

export type LoginOutcome =
  | { kind: "loggedIn"; user: UserRow; sessionToken: string }
  | { kind: "failed" }
  | { kind: "tooManyAttempts" }
  /** The login is challenged and came without a proof of work. */
  | { kind: "challengeRequired" }
  /** A proof of work came that is wrong, expired or already used. */
  | { kind: "powInvalid" };

export interface LoginServices {
  db: AppDatabase;
  rateLimiter: RateLimiter;
  proofOfWork: ProofOfWork;
}

/**
 * From this many attempts of one address on one account (of the 5 it may make), the next ones need a
 * proof of work: the owner who mistyped gets it solved by the browser, or waits out the pair's window.
 */
export const POW_AFTER_PAIR_ATTEMPTS = 3;
/** From this many attempts of one address on any accounts (of the 20 it may make), every login from it needs a proof of work. */
export const POW_AFTER_ADDRESS_ATTEMPTS = 10;

/**
 * Whether an account has had many failed logins from any addresses in the current window. It never
 * refuses the owner (docs/decisions/012-login-throttling.md); while it is true every login on the
 * account needs a proof of work (docs/decisions/014-proof-of-work.md), asked before the password is
 * checked.
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
  await Promise.all([
    rateLimiter.refund(pairKey, FAILED_LOGINS_PER_ACCOUNT_AND_ADDRESS),
    rateLimiter.refund(addressKey, FAILED_LOGINS_PER_ADDRESS),
  ]);
  return false;
}

/**
 * Username or phone + password. An unknown account and a wrong password get the same answer after
 * the same work (a hash verification).
 *
 * The challenge (docs/decisions/014-proof-of-work.md): on an account under attack, or from an
 * address that has already made several attempts on the account or on many accounts, a login needs
 * a proof of work. Without one it is refused with challengeRequired before anything is counted or
 * checked; a solution that comes is checked (and spent) whether or not it was needed. A right
 * password from an address that has not been failing, on an account not under attack, needs none.
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
  // Reads first: an address that is already refused, or asked for work it did not bring, costs no writes.
  const [pairAttempts, addressAttempts, underAttack] = await Promise.all([
    rateLimiter.count(pairKey, FAILED_LOGINS_PER_ACCOUNT_AND_ADDRESS),
    rateLimiter.count(addressKey, FAILED_LOGINS_PER_ADDRESS),
    isAccountUnderAttack(rateLimiter, account),
  ]);
  if (pairAttempts >= FAILED_LOGINS_PER_ACCOUNT_AND_ADDRESS.max || addressAttempts >= FAILED_LOGINS_PER_ADDRESS.max)
    return { kind: "tooManyAttempts" };
  if (param.altcha) {
    if ((await services.proofOfWork.verify(param.altcha, now)) !== "valid") return { kind: "powInvalid" };
  } else if (underAttack || pairAttempts >= POW_AFTER_PAIR_ATTEMPTS || addressAttempts >= POW_AFTER_ADDRESS_ATTEMPTS) {
    return { kind: "challengeRequired" };
  }
  if (!(await countAttempt(rateLimiter, pairKey, addressKey))) return { kind: "tooManyAttempts" };

  const user = await findUserByAccount(db, account);
  const passwordMatches = await verifyPassword(param.password, user?.passwordHash ?? UNUSABLE_PASSWORD_HASH);
  if (!user || !passwordMatches) {
    await rateLimiter.hit(rateLimitKeys.failedLoginsOfAccount(account), FAILED_LOGINS_PER_ACCOUNT);
    return { kind: "failed" };
  }

  await Promise.all([
    rateLimiter.reset(pairKey, FAILED_LOGINS_PER_ACCOUNT_AND_ADDRESS),
    rateLimiter.refund(addressKey, FAILED_LOGINS_PER_ADDRESS),
  ]);
  const sessionToken = await createSession(db, user.id, param.remember ?? false, now);
  const award = await awardDailyLoginPoints(db, user.id, now);
  return { kind: "loggedIn", user: award?.user ?? user, sessionToken };
}
