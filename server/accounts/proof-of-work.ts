import { createHmac } from "node:crypto";
import { createChallenge, extractParams, verifySolution } from "altcha-lib";
import { type Payload } from "altcha-lib/types";
import { z } from "zod";
import { type PowChallenge } from "../../contract/backend-calls/accounts";
import { POW_PAYLOAD_MAX_LENGTH } from "../../contract/proof-of-work";
import { type RateLimiter } from "./rate-limit";
import { POW_SOLUTIONS_SPENT, rateLimitKeys } from "./rate-limits";

// The proof-of-work challenge of registration and of challenged logins, over altcha-lib
// (docs/decisions/014-proof-of-work.md). A challenge is stateless: its expiry travels in its salt,
// which the HMAC signature covers; only spent solutions are remembered, to refuse replays.

/** How long a challenge may be solved and used. */
export const POW_CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;
/**
 * The difficulty: the secret number is drawn from 1..POW_MAX_NUMBER, so a browser tries half of it
 * on average (one SHA-256 each, split between its workers). Chromium on the project's 2-core
 * machine solves it in about half a second on average, a second at most; measured with
 * bench/proof-of-work.ts (decision 014).
 */
export const POW_MAX_NUMBER = 100_000;

const HMAC_KEY_LABEL = "vsport proof-of-work challenge key v1";

/**
 * The HMAC key of the challenges, derived from the response key: every backend node has that key
 * already (scale-out shares it), so no new secret has to be generated, stored or shared, and the
 * derived key reveals nothing about the response key.
 */
export function proofOfWorkKey(responseKey: string): string {
  return createHmac("sha256", responseKey.toLowerCase()).update(HMAC_KEY_LABEL).digest("hex");
}

export type PowVerdict = "valid" | "invalid" | "expired" | "replayed";

export interface ProofOfWorkOptions {
  hmacKey: string;
  /** Where spent solutions are remembered: the rate limiter's store (Redis in scale-out). */
  rateLimiter: RateLimiter;
  /** The difficulty; tests make it small. */
  maxNumber?: number;
}

const HEX_64 = /^[0-9a-f]{64}$/;

/** The widget's payload: base64 of this JSON (with `took`, ignored). */
const payloadSchema = z.object({
  algorithm: z.literal("SHA-256"),
  challenge: z.string().regex(HEX_64),
  number: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  salt: z.string().min(1).max(200),
  signature: z.string().regex(HEX_64),
});

function decodePayload(text: string): Payload | null {
  if (text.length === 0 || text.length > POW_PAYLOAD_MAX_LENGTH) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(text, "base64").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export class ProofOfWork {
  private readonly maxNumber: number;

  constructor(private readonly options: ProofOfWorkOptions) {
    this.maxNumber = options.maxNumber ?? POW_MAX_NUMBER;
  }

  /** A new challenge, valid for POW_CHALLENGE_LIFETIME_MS from `now`. */
  async createChallenge(now: Date): Promise<PowChallenge> {
    const { challenge, salt, signature } = await createChallenge({
      algorithm: "SHA-256",
      hmacKey: this.options.hmacKey,
      maxnumber: this.maxNumber,
      expires: new Date(now.getTime() + POW_CHALLENGE_LIFETIME_MS),
    });
    return { algorithm: "SHA-256", challenge, maxnumber: this.maxNumber, salt, signature };
  }

  /**
   * Checks a solution and spends it. Checking costs one SHA-256 and one HMAC; only a valid solution
   * is written to the store, under its signature, for as long as any challenge lives: a second use
   * anywhere (any node sharing the store) is a replay.
   */
  async verify(payloadText: string, now: Date): Promise<PowVerdict> {
    const payload = decodePayload(payloadText);
    if (!payload) return "invalid";
    // The expiry is checked here against the injected clock, not by altcha-lib against Date.now().
    const expires = Number(extractParams(payload).expires);
    if (!Number.isSafeInteger(expires)) return "invalid";
    if (!(await verifySolution(payload, this.options.hmacKey, false))) return "invalid";
    if (expires * 1000 < now.getTime()) return "expired";
    const spent = await this.options.rateLimiter.hit(rateLimitKeys.spentPowSolution(payload.signature), POW_SOLUTIONS_SPENT);
    return spent.allowed ? "valid" : "replayed";
  }
}
