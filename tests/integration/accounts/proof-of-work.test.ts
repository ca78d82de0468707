import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAccountUnderAttack } from "../../../server/accounts/login";
import { findUserByUsername } from "../../../server/db/repositories/users";
import { startTestBackend, TEST_POW_MAX_NUMBER, type TestBackend } from "../../helpers/test-backend";
import {
  createTestUser,
  fieldErrorsOf,
  freshAddress,
  GUEST_UID,
  knownCaptcha,
  registerByUsername,
  solvedPow,
  userOf,
} from "./account-helpers";

// The proof of work through the backend (docs/decisions/014-proof-of-work.md): registration with
// and without a solution, replays, and the login challenge. Security finding: a short program read
// every image captcha and registered accounts in bulk; now each account costs real work, or comes
// under a much tighter limit.

describe("proof of work (pglite)", () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend("pglite");
  });
  afterAll(() => backend.close());

  const logIn = (account: string, password: string, clientAddress: string, altcha?: string) =>
    backend.call("/login/login", { account, password, ...(altcha === undefined ? {} : { altcha }) }, GUEST_UID, clientAddress);

  describe("/sys/powChallenge", () => {
    it("answers an altcha challenge: SHA-256, the difficulty, an expiring signed salt", async () => {
      const answer = await backend.call("/sys/powChallenge", {}, GUEST_UID, freshAddress());
      expect(answer.errCode).toBe(200);
      expect(answer.data).toEqual({
        algorithm: "SHA-256",
        challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
        maxnumber: TEST_POW_MAX_NUMBER,
        salt: expect.stringMatching(/^[0-9a-f]+\?expires=\d+&$/),
        signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
    });
  });

  describe("registration", () => {
    it("without a solution (no JavaScript) an address creates 2 accounts an hour, then tooManyAttempts", async () => {
      const address = freshAddress();
      for (const name of ["nopow_one", "nopow_two"])
        expect((await registerByUsername(backend, { username: name }, address)).errCode).toBe(200);
      const third = await registerByUsername(backend, { username: "nopow_three" }, address);
      expect(third).toMatchObject({ errCode: 400, errMsg: "tooManyAttempts" });
      expect(await findUserByUsername(backend.db, "nopow_three")).toBeUndefined();
    });

    it("with a solved challenge an address goes past the tight limit, up to 10 accounts an hour", async () => {
      const address = freshAddress();
      for (let i = 0; i < 2; i += 1) expect((await registerByUsername(backend, { username: `mixed_${i}` }, address)).errCode).toBe(200);
      expect((await registerByUsername(backend, { username: "mixed_refused" }, address)).errMsg).toBe("tooManyAttempts");
      for (let i = 2; i < 10; i += 1) {
        const result = await registerByUsername(backend, { username: `mixed_${i}`, altcha: await solvedPow(backend, address) }, address);
        expect(result.errCode, JSON.stringify(result.data)).toBe(200);
      }
      const eleventh = await registerByUsername(backend, { username: "mixed_10", altcha: await solvedPow(backend, address) }, address);
      expect(eleventh).toMatchObject({ errCode: 400, errMsg: "tooManyAttempts" });
    });

    it("refuses a replayed solution with a field error on altcha, and creates nothing", async () => {
      const address = freshAddress();
      const altcha = await solvedPow(backend, address);
      const first = await registerByUsername(backend, { username: "pow_first", altcha }, address);
      expect(first.errCode).toBe(200);
      expect(userOf(first).username).toBe("pow_first");

      const replay = await registerByUsername(backend, { username: "pow_replay", altcha }, freshAddress());
      expect(replay).toMatchObject({ errCode: 400, errMsg: "registerFailed" });
      expect(fieldErrorsOf(replay)).toEqual({ altcha: "powInvalid" });
      expect(await findUserByUsername(backend.db, "pow_replay")).toBeUndefined();
    });

    it("refuses a forged solution, and still spends the captcha", async () => {
      const captcha = await knownCaptcha(backend.db);
      const forged = Buffer.from(
        JSON.stringify({
          algorithm: "SHA-256",
          challenge: "a".repeat(64),
          number: 1,
          salt: "0123456789abcdef?expires=9999999999&",
          signature: "b".repeat(64),
        }),
      ).toString("base64");
      const param = { username: "pow_forged", password: "mat-khau-1", nickname: "Fan bóng đá", ...captcha };
      const refused = await backend.call("/login/reg", { ...param, altcha: forged }, GUEST_UID, freshAddress());
      expect(fieldErrorsOf(refused)).toEqual({ altcha: "powInvalid" });
      const again = await backend.call("/login/reg", param, GUEST_UID, freshAddress());
      expect(fieldErrorsOf(again)).toEqual({ captchaCode: "captchaInvalid" });
    });

    it("refuses an altcha that is not a string or far too long before anything else", async () => {
      for (const altcha of [12, "A".repeat(5000)]) {
        const result = await registerByUsername(backend, { username: "pow_shape", altcha });
        expect(result).toMatchObject({ errCode: 400, errMsg: "registerFailed" });
        expect(fieldErrorsOf(result)).toEqual({ altcha: "powInvalid" });
      }
    });
  });

  describe("login", () => {
    const PASSWORD = "dung-mat-khau";

    async function attack(account: string): Promise<void> {
      // 2 failures from each of 5 addresses: 10 on the account, too few from any one address to be asked for work.
      for (let i = 0; i < 5; i += 1) {
        const attacker = freshAddress();
        for (let j = 0; j < 2; j += 1) expect((await logIn(account, "sai-mat-khau", attacker)).errMsg).toBe("loginFailed");
      }
      expect(await isAccountUnderAttack(backend.services.rateLimiter, account)).toBe(true);
    }

    it("needs no proof of work for the right password from a clean address on an account not under attack", async () => {
      await createTestUser(backend.db, { username: "pow_calm", password: PASSWORD });
      expect(await isAccountUnderAttack(backend.services.rateLimiter, "pow_calm")).toBe(false);
      const result = await logIn("pow_calm", PASSWORD, freshAddress());
      expect(result.errCode, result.errMsg).toBe(200);
    });

    it("asks for a solution on an account under attack: challengeRequired without one, logged in with one", async () => {
      await createTestUser(backend.db, { username: "pow_attacked", password: PASSWORD });
      await attack("pow_attacked");
      const owner = freshAddress();
      const refused = await logIn("pow_attacked", PASSWORD, owner);
      expect(refused).toMatchObject({ errCode: 400, errMsg: "challengeRequired", newSessionId: "" });
      // A wrong password gets the same answer: nothing is checked before the work is done.
      expect((await logIn("pow_attacked", "sai-mat-khau", freshAddress())).errMsg).toBe("challengeRequired");

      const loggedIn = await logIn("pow_attacked", PASSWORD, owner, await solvedPow(backend, owner));
      expect(loggedIn.errCode, loggedIn.errMsg).toBe(200);
      expect(userOf(loggedIn).username).toBe("pow_attacked");
      expect(loggedIn.newSessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it("refuses a replayed or forged solution on login with powInvalid", async () => {
      await createTestUser(backend.db, { username: "pow_replayed", password: PASSWORD });
      await attack("pow_replayed");
      const owner = freshAddress();
      const altcha = await solvedPow(backend, owner);
      expect((await logIn("pow_replayed", PASSWORD, owner, altcha)).errCode).toBe(200);
      expect(await logIn("pow_replayed", PASSWORD, owner, altcha)).toMatchObject({ errCode: 400, errMsg: "powInvalid", newSessionId: "" });
      expect((await logIn("pow_replayed", PASSWORD, owner, "bm90IGEgc29sdXRpb24=")).errMsg).toBe("powInvalid");
    });

    it("asks an address that failed 3 times on an account for a solution there, not elsewhere", async () => {
      await createTestUser(backend.db, { username: "pow_typo", password: PASSWORD });
      const address = freshAddress();
      for (let i = 0; i < 3; i += 1) expect((await logIn("pow_typo", "sai-mat-khau", address)).errMsg).toBe("loginFailed");
      expect((await logIn("pow_typo", PASSWORD, address)).errMsg).toBe("challengeRequired");
      // The owner elsewhere needs nothing: the account is not under attack.
      expect((await logIn("pow_typo", PASSWORD, freshAddress())).errCode).toBe(200);
      // With the work, the same address gets in.
      expect((await logIn("pow_typo", PASSWORD, address, await solvedPow(backend, address))).errCode).toBe(200);
    });

    it("asks an address that failed 10 times on any accounts for a solution on every account", async () => {
      await createTestUser(backend.db, { username: "pow_office", password: PASSWORD });
      const address = freshAddress();
      for (let i = 0; i < 10; i += 1) expect((await logIn(`pow_nobody_${i}`, "sai-mat-khau", address)).errMsg).toBe("loginFailed");
      expect((await logIn("pow_office", PASSWORD, address)).errMsg).toBe("challengeRequired");
      expect((await logIn("pow_office", PASSWORD, address, await solvedPow(backend, address))).errCode).toBe(200);
    });
  });
});
