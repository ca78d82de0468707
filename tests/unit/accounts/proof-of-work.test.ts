import { createChallenge, solveChallenge } from "altcha-lib";
import { type Challenge } from "altcha-lib/types";
import { describe, expect, it } from "vitest";
import { POW_CHALLENGE_LIFETIME_MS, POW_MAX_NUMBER, ProofOfWork, proofOfWorkKey } from "../../../server/accounts/proof-of-work";
import { MemoryRateLimiter } from "../../../server/accounts/rate-limit";
import { POW_SOLUTIONS_SPENT } from "../../../server/accounts/rate-limits";

// The proof-of-work challenge of registration and challenged logins (docs/decisions/014-proof-of-work.md).
// Solutions come from altcha-lib's own solver, as the browser widget's would; a small difficulty
// keeps solving quick (the site's difficulty is measured in Chromium, never asserted here).

const RESPONSE_KEY = "f0e0d0c0b0a090807060504030201000";
const EASY = 500;
const NOW = new Date("2026-11-24T08:00:00Z");
const later = (ms: number) => new Date(NOW.getTime() + ms);

function proofOfWork(rateLimiter = new MemoryRateLimiter(), hmacKey = proofOfWorkKey(RESPONSE_KEY)): ProofOfWork {
  return new ProofOfWork({ hmacKey, rateLimiter, maxNumber: EASY });
}

/** What the widget puts in the form's `altcha` field: base64 of the JSON payload. */
function payloadOf(challenge: Challenge, number: number): string {
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: hash, number, salt, signature, took: 12 })).toString("base64");
}

async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error("altcha-lib found no solution");
  return payloadOf(challenge, solution.number);
}

describe("proof of work (altcha)", () => {
  it("issues a SHA-256 challenge with its difficulty and an expiry in the signed salt", async () => {
    const challenge = await proofOfWork().createChallenge(NOW);
    expect(challenge).toMatchObject({
      algorithm: "SHA-256",
      maxnumber: EASY,
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const expires = new URLSearchParams(challenge.salt.split("?")[1]).get("expires");
    expect(Number(expires) * 1000).toBe(NOW.getTime() + POW_CHALLENGE_LIFETIME_MS);
    // Each challenge is new.
    expect((await proofOfWork().createChallenge(NOW)).salt).not.toBe(challenge.salt);
  });

  it("uses the site's difficulty unless told otherwise", async () => {
    const site = new ProofOfWork({ hmacKey: proofOfWorkKey(RESPONSE_KEY), rateLimiter: new MemoryRateLimiter() });
    expect((await site.createChallenge(NOW)).maxnumber).toBe(POW_MAX_NUMBER);
  });

  it("accepts a solution found by altcha-lib's solver, once: the same solution again is a replay", async () => {
    const work = proofOfWork();
    const payload = await solved(await work.createChallenge(NOW));
    expect(await work.verify(payload, later(1000))).toBe("valid");
    expect(await work.verify(payload, later(2000))).toBe("replayed");
  });

  it("lets only one of two parallel uses of a solution through", async () => {
    const work = proofOfWork();
    const payload = await solved(await work.createChallenge(NOW));
    const verdicts = await Promise.all([work.verify(payload, NOW), work.verify(payload, NOW)]);
    expect(verdicts.sort()).toEqual(["replayed", "valid"]);
  });

  it("remembers a spent solution at least as long as its challenge lives", () => {
    expect(POW_SOLUTIONS_SPENT.max).toBe(1);
    expect(POW_SOLUTIONS_SPENT.windowMs).toBeGreaterThanOrEqual(POW_CHALLENGE_LIFETIME_MS);
  });

  it("refuses a replay on another node that shares the limiter's store", async () => {
    const shared = new MemoryRateLimiter();
    const payload = await solved(await proofOfWork(shared).createChallenge(NOW));
    expect(await proofOfWork(shared).verify(payload, NOW)).toBe("valid");
    expect(await proofOfWork(shared).verify(payload, NOW)).toBe("replayed");
  });

  it("refuses a wrong number without spending the challenge", async () => {
    const work = proofOfWork();
    const challenge = await work.createChallenge(NOW);
    const payload = await solved(challenge);
    const { number } = JSON.parse(Buffer.from(payload, "base64").toString()) as { number: number };
    expect(await work.verify(payloadOf(challenge, number + 1), NOW)).toBe("invalid");
    expect(await work.verify(payload, NOW)).toBe("valid");
  });

  it("refuses an expired solution, and accepts it until then", async () => {
    const work = proofOfWork();
    const challenge = await work.createChallenge(NOW);
    const payload = await solved(challenge);
    expect(await work.verify(payload, later(POW_CHALLENGE_LIFETIME_MS + 1000))).toBe("expired");
    expect(await work.verify(payload, later(POW_CHALLENGE_LIFETIME_MS - 1000))).toBe("valid");
  });

  it("refuses a challenge signed with another key, and a salt changed to expire later", async () => {
    const work = proofOfWork();
    const foreign = await solved(
      await proofOfWork(new MemoryRateLimiter(), proofOfWorkKey("00112233445566778899aabbccddeeff")).createChallenge(NOW),
    );
    expect(await work.verify(foreign, NOW)).toBe("invalid");

    const challenge = await work.createChallenge(NOW);
    const payload = JSON.parse(Buffer.from(await solved(challenge), "base64").toString()) as Record<string, unknown>;
    const stretched = challenge.salt.replace(/expires=\d+/, `expires=${Math.floor(later(24 * 3_600_000).getTime() / 1000)}`);
    expect(stretched).not.toBe(challenge.salt);
    expect(await work.verify(Buffer.from(JSON.stringify({ ...payload, salt: stretched })).toString("base64"), NOW)).toBe("invalid");
  });

  it("refuses a challenge made without an expiry, even with the right key", async () => {
    const hmacKey = proofOfWorkKey(RESPONSE_KEY);
    const timeless = await createChallenge({ hmacKey, maxnumber: EASY });
    expect(await proofOfWork().verify(await solved(timeless), NOW)).toBe("invalid");
  });

  it.each([
    ["empty", ""],
    ["not base64 JSON", "bm90IGpzb24="],
    ["JSON of the wrong shape", Buffer.from(JSON.stringify({ number: "1" })).toString("base64")],
    ["an array", Buffer.from("[]").toString("base64")],
    [
      "another algorithm",
      Buffer.from(
        JSON.stringify({ algorithm: "SHA-1", challenge: "a".repeat(40), number: 1, salt: "0123456789&", signature: "b".repeat(40) }),
      ).toString("base64"),
    ],
    ["too long", "A".repeat(5000)],
  ])("refuses a payload that is %s", async (_name, payload) => {
    expect(await proofOfWork().verify(payload, NOW)).toBe("invalid");
  });

  it("derives its HMAC key from the response key: stable, and different from it", () => {
    const key = proofOfWorkKey(RESPONSE_KEY);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(proofOfWorkKey(RESPONSE_KEY.toUpperCase())).toBe(key);
    expect(key).not.toContain(RESPONSE_KEY);
    expect(proofOfWorkKey("00112233445566778899aabbccddeeff")).not.toBe(key);
  });
});
