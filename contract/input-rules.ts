// The account and profile input rules (spec section 5, docs/backend-api.md) in one place: the
// limits, patterns and checks behind the web forms (account-forms.ts, user-forms.ts) and the
// backend params (server/accounts/validation.ts, server/profile/*-input.ts). Each of those keeps
// its own zod schemas, since a form field and a backend param differ in shape and normalization;
// these are their building blocks. Browser-safe: nothing but zod and the message keys. A
// `...Problem` check answers the message key of the first problem, or null.
import { z } from "zod";
import { GENDERS, type Gender } from "./domain/types";
import { type MessageKey } from "./message-keys";

// ---- Limits, in characters as characterCount counts them ----

export const USERNAME_MIN_LENGTH = 6;
export const USERNAME_MAX_LENGTH = 32;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NICKNAME_MIN_LENGTH = 6;
export const NICKNAME_MAX_LENGTH = 32;
export const FEEDBACK_TEXT_MIN_LENGTH = 6;
export const FEEDBACK_TEXT_MAX_LENGTH = 500;

// ---- Limits on fields of digits or ASCII (string length) ----

/** A room number is digits only, at most this many. */
export const ROOM_NUMBER_MAX_LENGTH = 20;
/** Vietnamese mobile numbers as the spec shows them: 10 digits starting with 0. */
export const PHONE_LENGTH = 10;
export const SMS_CODE_LENGTH = 6;
/** The login form's "username or phone". */
export const LOGIN_ACCOUNT_MAX_LENGTH = 64;
export const CAPTCHA_ID_MAX_LENGTH = 64;
export const CAPTCHA_CODE_MAX_LENGTH = 16;
export const EARLIEST_BIRTHDAY = "1900-01-01";

export const PHONE_PATTERN = new RegExp(`^0\\d{${PHONE_LENGTH - 1}}$`);
export const SMS_CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);
export const ROOM_NUMBER_PATTERN = new RegExp(`^\\d{1,${ROOM_NUMBER_MAX_LENGTH}}$`);
/** ASCII letters, digits, underscore, after lowercasing. */
const USERNAME_CHARACTERS = /^[a-z0-9_]+$/;
/** A username needs a letter so that it can never read as a phone number in the login form. */
const USERNAME_LETTER = /[a-z]/;
// C0/C1 controls, line and paragraph separators, and the bidirectional overrides that can make a
// name display as something else.
const CONTROL_CHARACTERS = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;
// Characters that show as nothing: zero-width space, LRM/RLM, the Arabic letter mark, word joiner
// and invisible operators, the Mongolian vowel separator, and the BOM. A name with them can pass
// for someone else's. (ZWJ and ZWNJ stay allowed: emoji sequences and some scripts need them.)
const INVISIBLE_CHARACTERS = /[\u200B\u200E\u200F\u061C\u2060-\u2064\u180E\uFEFF]/u;
// A surrogate that is not half of a pair: not a character at all (JSON would store it as U+FFFD).
const LONE_SURROGATE = /\p{Cs}/u;
// eslint-disable-next-line no-control-regex -- looking for control characters is the point
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// ---- Checks ----

/** Length as a person counts it: code points, so a Vietnamese letter or an emoji is one character. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** Zero-width and direction marks that make a name look like another (see INVISIBLE_CHARACTERS). */
export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE_CHARACTERS.test(text) || LONE_SURROGATE.test(text);
}

/**
 * Text no field of any param may hold: NUL and the other C0 controls but tab and line breaks, DEL,
 * and lone surrogates. The backend refuses such a param before it reaches a handler or the database.
 */
export function hasUnstorableCharacters(text: string): boolean {
  return UNSTORABLE.test(text) || LONE_SURROGATE.test(text);
}

/** Usernames are case-insensitive: stored and looked up in lowercase. */
export function normalizeUsername(value: string): string {
  return value.trim().toLowerCase();
}

/** NFC so that a letter with diacritics counts once however it was typed (registration). */
export function normalizeNickname(value: string): string {
  return value.normalize("NFC").trim();
}

/** Of a username already normalized. */
export function usernameProblem(username: string): MessageKey | null {
  if (characterCount(username) < USERNAME_MIN_LENGTH) return "usernameTooShort";
  if (characterCount(username) > USERNAME_MAX_LENGTH || !USERNAME_CHARACTERS.test(username)) return "usernameInvalid";
  if (!USERNAME_LETTER.test(username)) return "usernameNeedsLetter";
  return null;
}

/** Of a nickname already trimmed. */
export function nicknameProblem(nickname: string): MessageKey | null {
  if (hasControlCharacters(nickname) || hasInvisibleCharacters(nickname)) return "nicknameInvalid";
  if (characterCount(nickname) < NICKNAME_MIN_LENGTH) return "nicknameTooShort";
  if (characterCount(nickname) > NICKNAME_MAX_LENGTH) return "nicknameTooLong";
  return null;
}

/** A new password's length, counted on the text as given. */
export function passwordLengthProblem(password: string): MessageKey | null {
  const length = characterCount(password);
  if (length < PASSWORD_MIN_LENGTH) return "passwordTooShort";
  if (length > PASSWORD_MAX_LENGTH) return "passwordTooLong";
  return null;
}

/** Feedback content or contact, already trimmed: required, then 6-500 characters. */
export function feedbackTextProblem(text: string): MessageKey | null {
  const length = characterCount(text);
  if (length === 0) return "feedbackRequired";
  if (length < FEEDBACK_TEXT_MIN_LENGTH || length > FEEDBACK_TEXT_MAX_LENGTH) return "feedbackLength";
  return null;
}

export function isGender(value: unknown): value is Gender {
  return typeof value === "string" && (GENDERS as readonly string[]).includes(value);
}

/** A real calendar date, YYYY-MM-DD, from 1900-01-01 to `today` (YYYY-MM-DD, the site's calendar) included. */
export function isAcceptableBirthday(value: string, today: string): boolean {
  // Same-length ISO dates compare correctly as text.
  return isRealCalendarDate(value) && value <= today;
}

/** A real calendar date, YYYY-MM-DD, from 1900-01-01 on. */
export function isRealCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [year, month, day] = value.split("-").map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDate = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isRealDate && value >= EARLIEST_BIRTHDAY;
}

// ---- zod building blocks: every zod message is a message key ----

export function addMessageIssue(context: z.RefinementCtx, key: MessageKey): void {
  context.addIssue({ code: z.ZodIssueCode.custom, message: key });
}

/** A superRefine callback that reports the key `problem` finds. */
export function refinementOf(problem: (value: string) => MessageKey | null) {
  return (value: string, context: z.RefinementCtx): void => {
    const key = problem(value);
    if (key) addMessageIssue(context, key);
  };
}

/** A web form's text field: FormData gives a string, or a file when someone posts one in its place. */
export const formText = z.unknown().transform((value) => (typeof value === "string" ? value : ""));
