import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { createRequire } from "node:module";
import { type create } from "svg-captcha";
import { consumeCaptcha, deleteExpiredCaptchas, insertCaptcha } from "../db/repositories/captchas";
import { type AppDatabase } from "../db/types";

export const CAPTCHA_LIFETIME_MS = 5 * 60 * 1000;
/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L); read case-insensitively. */
export const CAPTCHA_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const MIN_LENGTH = 4;
const MAX_LENGTH = 5;
/** Expired captchas deleted per new one: bounded work, and the table cannot grow faster than it shrinks. */
const CLEANUP_BATCH = 20;

type CaptchaOptions = NonNullable<Parameters<typeof create>[0]>;
// svg-captcha's module function draws a given text; its typings only describe `create`, which
// picks the text with Math.random. The text here comes from crypto.randomInt instead.
// Required on first use: its font (~9 MB resident) loads with the first captcha, not with the server.
type DrawCaptcha = (text: string, options?: CaptchaOptions) => string;
let loadedDrawCaptcha: DrawCaptcha | undefined;
function drawCaptcha(text: string, options?: CaptchaOptions): string {
  loadedDrawCaptcha ??= createRequire(import.meta.url)("svg-captcha") as DrawCaptcha;
  return loadedDrawCaptcha(text, options);
}

export function randomCaptchaText(): string {
  const length = randomInt(MIN_LENGTH, MAX_LENGTH + 1);
  let text = "";
  for (let i = 0; i < length; i += 1) text += CAPTCHA_ALPHABET.charAt(randomInt(CAPTCHA_ALPHABET.length));
  return text;
}

function hashAnswer(answer: string): Buffer {
  return createHash("sha256").update(answer.trim().toLowerCase()).digest();
}

export interface IssuedCaptcha {
  captchaId: string;
  svg: string;
}

/**
 * Draws a captcha and stores the hash of its answer, valid for 5 minutes and one attempt.
 * `answer` is for tests, which cannot read the image; the site always lets it be random.
 */
export async function issueCaptcha(db: AppDatabase, now: Date, answer: string = randomCaptchaText()): Promise<IssuedCaptcha> {
  await deleteExpiredCaptchas(db, now, CLEANUP_BATCH);
  const captchaId = randomBytes(16).toString("base64url");
  const svg = drawCaptcha(answer, { noise: 3, color: true, background: "#f4f4f5", width: 150, height: 50 });
  await insertCaptcha(db, {
    id: captchaId,
    answerHash: hashAnswer(answer).toString("hex"),
    expiresAt: new Date(now.getTime() + CAPTCHA_LIFETIME_MS),
    createdAt: now,
  });
  return { captchaId, svg };
}

/** Spends the captcha (whatever the answer) and says whether the answer was right, in time. */
export async function checkCaptcha(db: AppDatabase, captchaId: string, answer: string | null, now: Date): Promise<boolean> {
  const storedHash = await consumeCaptcha(db, captchaId, now);
  if (!storedHash || answer === null) return false;
  const expected = Buffer.from(storedHash, "hex");
  const given = hashAnswer(answer);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
