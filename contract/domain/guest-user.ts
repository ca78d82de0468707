// Guest user info, generated in the browser when there is no session (spec sections 3 and 4).
// The formula is also written down in docs/guest-session.md.
import { type GuestUserInfo } from "./types";

const NICKNAME_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const NICKNAME_LENGTH = 6;
const SUFFIX_MIN = 100_000;
const SUFFIX_MAX = 999_999;
// Epoch milliseconds have 13 digits from 2001-09-09 to 2286-11-20, so a uid always has 20 characters.
const MIN_TIMESTAMP = 1_000_000_000_000;
const MAX_TIMESTAMP = 9_999_999_999_999;
const GUEST_UID = /^-[1-9]\d{12}[1-9]\d{5}$/;

// An index in [0, size) even if `random` misbehaves (returns 1, a negative number or NaN).
function randomIndex(random: () => number, size: number): number {
  const value = random();
  const unit = Number.isFinite(value) ? Math.min(Math.max(value, 0), 1 - Number.EPSILON) : 0;
  return Math.floor(unit * size);
}

/**
 * uid = "-" + epochMilliseconds + sixDigits, as a string, where epochMilliseconds is `now`
 * (13 digits, no sign or leading zero) and sixDigits = 100000 + floor(random() * 900000), that is
 * 100000-999999. Example: now 1763700000000, sixDigits 482913 → "-1763700000000482913".
 * A string because the same digits as a number would exceed 2^53.
 * nickName = 6 characters, each picked by random() from A-Z0-9. grow, score and isUser are 0.
 */
export function createGuestUser(now: number = Date.now(), random: () => number = Math.random): GuestUserInfo {
  const timestamp = Math.trunc(now);
  if (!(timestamp >= MIN_TIMESTAMP && timestamp <= MAX_TIMESTAMP)) {
    throw new RangeError(`createGuestUser: now must be epoch milliseconds with 13 digits, got ${now}`);
  }
  const sixDigits = SUFFIX_MIN + randomIndex(random, SUFFIX_MAX - SUFFIX_MIN + 1);
  let nickName = "";
  for (let i = 0; i < NICKNAME_LENGTH; i += 1) {
    nickName += NICKNAME_ALPHABET.charAt(randomIndex(random, NICKNAME_ALPHABET.length));
  }
  return { uid: `-${timestamp}${sixDigits}`, nickName, grow: 0, score: 0, isUser: 0 };
}

/** A guest's session id is its uid. */
export function guestSessionId(user: Pick<GuestUserInfo, "uid">): string {
  return user.uid;
}

/** True for exactly the uid format of createGuestUser: "-", 13 timestamp digits, 100000-999999. */
export function isGuestSessionId(value: unknown): value is string {
  return typeof value === "string" && GUEST_UID.test(value);
}
