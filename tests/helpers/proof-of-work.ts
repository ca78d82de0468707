import { createHash } from "node:crypto";

// Solves an altcha challenge as the browser widget does, but with node:crypto's synchronous
// SHA-256 (many times faster than Web Crypto's promise per number), so tests can solve the site's
// real difficulty quickly. Independent of altcha-lib: the backend's check must accept it anyway.

export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** The widget's payload for the challenge (base64 of its JSON), or an error when nothing solves it. */
export function solveAltcha(challenge: AltchaChallenge): string {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (
      createHash("sha256")
        .update(challenge.salt + number)
        .digest("hex") === challenge.challenge
    ) {
      const { algorithm, challenge: hash, salt, signature } = challenge;
      return Buffer.from(JSON.stringify({ algorithm, challenge: hash, number, salt, signature, took: 0 })).toString("base64");
    }
  }
  throw new Error("no number solves the challenge");
}
