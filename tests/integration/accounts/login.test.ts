import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAccountUnderAttack } from "../../../server/accounts/login";
import { setRoleCommand } from "../../../server/accounts/operator-commands";
import { createSession, SHORT_SESSION_MS } from "../../../server/db/repositories/sessions";
import { startTestBackend, type TestBackend } from "../../helpers/test-backend";
import { databaseKinds } from "../../helpers/test-database";
import { createTestUser, freshAddress, GUEST_UID, logInAs, solvedPow, userOf } from "./account-helpers";

describe.each(databaseKinds())("login and sessions (%s)", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
    await createTestUser(backend.db, { username: "login_user", phone: "0901234567", password: "dung-mat-khau" });
  });
  afterAll(() => backend.close());

  const logIn = (account: string, password: string, clientAddress = freshAddress(), remember?: boolean) =>
    backend.call("/login/login", { account, password, ...(remember === undefined ? {} : { remember }) }, GUEST_UID, clientAddress);
  // After a few attempts from one address the login asks for a proof of work (decision 014): the
  // tests of the limits bring one each time, so that they see the limits themselves.
  const logInWithWork = async (account: string, password: string, clientAddress: string) =>
    backend.call("/login/login", { account, password, altcha: await solvedPow(backend, clientAddress) }, GUEST_UID, clientAddress);

  it("logs in by username (any case) and by phone, with a new session token each time", async () => {
    const byUsername = await logIn("Login_User", "dung-mat-khau");
    expect(byUsername.errCode).toBe(200);
    expect(byUsername.newSessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(userOf(byUsername)).toMatchObject({ username: "login_user", phone: "0901234567", userType: 1, isUser: 1 });
    expect(JSON.stringify(byUsername.data)).not.toContain("scrypt");

    const byPhone = await logIn(" 0901234567 ", "dung-mat-khau", freshAddress(), true);
    expect(byPhone.errCode).toBe(200);
    expect(byPhone.newSessionId).not.toBe(byUsername.newSessionId);
  });

  it("gives the same answer for a wrong password and an unknown account", async () => {
    const wrongPassword = await logIn("login_user", "sai-mat-khau");
    const unknown = await logIn("no_such_user", "sai-mat-khau");
    for (const result of [wrongPassword, unknown]) {
      expect(result).toMatchObject({ errCode: 400, errMsg: "loginFailed", newSessionId: "", result: "null" });
    }
    // The limits count both alike, so they do not tell either.
    const address = freshAddress();
    for (const account of ["login_user", "no_such_user"]) {
      for (let i = 0; i < 5; i += 1) expect((await logInWithWork(account, "sai-mat-khau", address)).errMsg).toBe("loginFailed");
      expect(await logInWithWork(account, "sai-mat-khau", address)).toMatchObject({
        errCode: 400,
        errMsg: "tooManyAttempts",
        newSessionId: "",
      });
    }
  });

  it("refuses a malformed param with loginFailed", async () => {
    for (const param of [{}, { account: "login_user" }, { account: 12, password: "x" }, "text"]) {
      const result = await backend.call("/login/login", param, GUEST_UID, freshAddress());
      expect(result.errMsg).toBe("loginFailed");
    }
  });

  it("stops an account from one address after 5 failures (even with the right password), and a success clears the count", async () => {
    await createTestUser(backend.db, { username: "limited_login", password: "dung-mat-khau" });
    const address = freshAddress();
    for (let i = 0; i < 4; i += 1) expect((await logInWithWork("limited_login", "sai-mat-khau", address)).errMsg).toBe("loginFailed");
    expect((await logInWithWork("limited_login", "dung-mat-khau", address)).errCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await logInWithWork("limited_login", "sai-mat-khau", address)).errMsg).toBe("loginFailed");
    expect((await logInWithWork("limited_login", "sai-mat-khau", address)).errMsg).toBe("tooManyAttempts");
    expect((await logIn("LIMITED_LOGIN", "dung-mat-khau", address)).errMsg).toBe("tooManyAttempts");
    // Other accounts from that address are not affected.
    expect((await logIn("login_user", "dung-mat-khau", address)).errCode).toBe(200);
  });

  it("lets the owner in from another address while an attacker's address is refused on the account", async () => {
    await createTestUser(backend.db, { username: "attacked_login", password: "dung-mat-khau" });
    const attacker = freshAddress();
    for (let i = 0; i < 5; i += 1) expect((await logInWithWork("attacked_login", "sai-mat-khau", attacker)).errMsg).toBe("loginFailed");
    expect((await logInWithWork("attacked_login", "sai-mat-khau", attacker)).errMsg).toBe("tooManyAttempts");

    expect((await logIn("attacked_login", "dung-mat-khau")).errCode).toBe(200);
    // The owner's success does not clear the attacker's count: even the right password is refused
    // there, so that an answer over the limit never tells whether the guess was right.
    expect((await logIn("attacked_login", "dung-mat-khau", attacker)).errMsg).toBe("tooManyAttempts");
  });

  it("lets the owner in after failures from many addresses (with a proof of work), and reports the account as under attack", async () => {
    await createTestUser(backend.db, { username: "sprayed_login", password: "dung-mat-khau" });
    await createTestUser(backend.db, { username: "calm_login", password: "dung-mat-khau" });
    const limiter = backend.services.rateLimiter;
    expect(await isAccountUnderAttack(limiter, "sprayed_login")).toBe(false);
    for (let address = 0; address < 4; address += 1) {
      const attacker = freshAddress();
      for (let i = 0; i < 5; i += 1) expect((await logInWithWork("sprayed_login", "sai-mat-khau", attacker)).errMsg).toBe("loginFailed");
    }
    expect(await isAccountUnderAttack(limiter, "Sprayed_Login")).toBe(true);
    expect((await logIn("calm_login", "sai-mat-khau")).errMsg).toBe("loginFailed");
    expect(await isAccountUnderAttack(limiter, "calm_login")).toBe(false);
    const owner = freshAddress();
    expect((await logIn("sprayed_login", "dung-mat-khau", owner)).errMsg).toBe("challengeRequired");
    expect((await logInWithWork("sprayed_login", "dung-mat-khau", owner)).errCode).toBe(200);
  });

  it("does not let parallel guesses from one address on one account past the limit", async () => {
    await createTestUser(backend.db, { username: "parallel_login", password: "dung-mat-khau" });
    const attacker = freshAddress();
    const solutions = await Promise.all(Array.from({ length: 12 }, () => solvedPow(backend, attacker)));
    const answers = await Promise.all(
      solutions.map((altcha) =>
        backend.call("/login/login", { account: "parallel_login", password: "sai-mat-khau", altcha }, GUEST_UID, attacker),
      ),
    );
    expect(answers.filter((answer) => answer.errMsg === "loginFailed")).toHaveLength(5);
    expect(answers.filter((answer) => answer.errMsg === "tooManyAttempts")).toHaveLength(7);
    expect((await logIn("parallel_login", "dung-mat-khau")).errCode).toBe(200);
  });

  it("does not let parallel guesses from one address on many accounts past the address limit", async () => {
    const attacker = freshAddress();
    const solutions = await Promise.all(Array.from({ length: 30 }, () => solvedPow(backend, attacker)));
    const answers = await Promise.all(
      solutions.map((altcha, i) =>
        backend.call("/login/login", { account: `parallel_nobody_${i}`, password: "sai-mat-khau", altcha }, GUEST_UID, attacker),
      ),
    );
    expect(answers.filter((answer) => answer.errMsg === "loginFailed")).toHaveLength(20);
    expect(answers.filter((answer) => answer.errMsg === "tooManyAttempts")).toHaveLength(10);
    expect((await logIn("login_user", "dung-mat-khau", attacker)).errMsg).toBe("tooManyAttempts");
  });

  it("stops an address after 20 failures, whatever the account, and only that address", async () => {
    await createTestUser(backend.db, { username: "never_failed", password: "dung-mat-khau" });
    const address = freshAddress();
    for (let i = 0; i < 20; i += 1) expect((await logInWithWork(`nobody_${i}`, "sai-mat-khau", address)).errMsg).toBe("loginFailed");
    expect((await logIn("login_user", "dung-mat-khau", address)).errMsg).toBe("tooManyAttempts");
    expect((await logIn("login_user", "dung-mat-khau")).errCode).toBe(200);
    expect((await logIn("never_failed", "dung-mat-khau")).errCode).toBe(200);
  });

  it("does not count successes against an address (many users behind one address)", async () => {
    // An account of its own: its failures must not put login_user, which other tests use, under attack.
    await createTestUser(backend.db, { username: "office_login", password: "dung-mat-khau" });
    const address = freshAddress();
    for (let i = 0; i < 21; i += 1) expect((await logIn("office_login", "dung-mat-khau", address)).errCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await logInWithWork("office_login", "sai-mat-khau", address)).errMsg).toBe("loginFailed");
    expect((await logInWithWork("office_login", "dung-mat-khau", address)).errCode).toBe(200);
  });

  it("logout revokes the session: /user/detail then answers 100", async () => {
    const sessionId = await logInAs(backend, "login_user", "dung-mat-khau");
    expect((await backend.call("/user/detail", {}, sessionId)).errCode).toBe(200);
    const logout = await backend.call("/login/logout", {}, sessionId);
    expect(logout.errCode).toBe(200);
    expect(logout.data).toEqual({});
    const after = await backend.call("/user/detail", {}, sessionId);
    expect(after.errCode).toBe(100);
    expect((await backend.call("/login/logout", {}, sessionId)).errCode).toBe(100);
  });

  it("answers 100 to a forged token, a guest uid and an expired session", async () => {
    const user = await createTestUser(backend.db, { username: "expired_user" });
    const expired = await createSession(backend.db, user.id, false, new Date(Date.now() - SHORT_SESSION_MS - 1000));
    for (const sessionId of [randomBytes(32).toString("base64url"), GUEST_UID, expired, "", "x".repeat(43)]) {
      const result = await backend.call("/user/detail", {}, sessionId);
      expect(result.errCode, sessionId).toBe(100);
    }
  });

  it("takes the user type from the database: a user made admin reports userType 3 on the next call", async () => {
    await createTestUser(backend.db, { username: "promoted_user" });
    const sessionId = await logInAs(backend, "promoted_user");
    expect(userOf(await backend.call("/user/detail", {}, sessionId)).userType).toBe(1);
    await setRoleCommand(backend.db, { name: "set-role", account: { username: "promoted_user" }, role: "admin" });
    const detail = await backend.call("/user/detail", {}, sessionId);
    expect(userOf(detail)).toMatchObject({ userType: 3, isUser: 3 });
    expect(JSON.parse(detail.errMsg)).toMatchObject({ userType: 3 });
  });

  it("initSdkUser names a logged-in user, a guest (stable nickname), and refuses anything else", async () => {
    const sessionId = await logInAs(backend, "login_user", "dung-mat-khau");
    const user = await backend.call("/user/initSdkUser", {}, sessionId);
    expect(user.errCode).toBe(200);
    const chat = { path: "/chat", textMax: 200, frameMaxBytes: 2048, heartbeatSeconds: 30 };
    expect(user.data).toEqual({
      uid: expect.stringMatching(/^\d+$/),
      nickName: "Người xem thử",
      userType: 1,
      level: 1,
      chat: { ...chat, canWrite: true },
    });

    const guest = await backend.call("/user/initSdkUser", {}, GUEST_UID);
    expect(guest.data).toEqual({
      uid: GUEST_UID,
      nickName: expect.stringMatching(/^[A-Z0-9]{6}$/),
      userType: 0,
      level: 1,
      chat: { ...chat, canWrite: false },
    });
    expect((await backend.call("/user/initSdkUser", {}, GUEST_UID)).data).toEqual(guest.data);
    const otherGuest = await backend.call("/user/initSdkUser", {}, "-1763700000000654321");
    expect((otherGuest.data as { nickName: string }).nickName).not.toBe((guest.data as { nickName: string }).nickName);

    for (const sessionId of ["", "hello", randomBytes(32).toString("base64url"), "-0000000000000123456"]) {
      const result = await backend.call("/user/initSdkUser", {}, sessionId);
      expect(result).toMatchObject({ errCode: 400, errMsg: "errorOccurred" });
    }
  });
});
