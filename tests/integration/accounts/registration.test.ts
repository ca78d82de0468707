import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAPTCHA_LIFETIME_MS, checkCaptcha } from "../../../server/accounts/captcha";
import { findUserByUsername } from "../../../server/db/repositories/users";
import { startTestBackend, type TestBackend } from "../../helpers/test-backend";
import { databaseKinds } from "../../helpers/test-database";
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

describe.each(databaseKinds())("registration (%s)", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
  });
  afterAll(() => backend.close());

  it("registers with a username and a captcha: a normal user, logged in, with the first daily points", async () => {
    const result = await registerByUsername(backend, { username: "Fan_Hanoi", nickname: "  Fan Hà Nội  ", remember: true });
    expect(result.errCode, result.errMsg).toBe(200);
    expect(result.newSessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(userOf(result)).toMatchObject({
      username: "fan_hanoi",
      nickName: "Fan Hà Nội",
      phone: null,
      userType: 1,
      isUser: 1,
      grow: 0,
      loginStreak: 1,
      score: 5,
    });

    const detail = await backend.call("/user/detail", {}, result.newSessionId);
    expect(detail.errCode).toBe(200);
    expect(JSON.parse(detail.errMsg)).toMatchObject({ username: "fan_hanoi", score: 5 });
  });

  it("spends the captcha on the first attempt: replaying it is refused", async () => {
    const captcha = await knownCaptcha(backend.db);
    const first = await backend.call(
      "/login/reg",
      { username: "replay_one", password: "mat-khau-1", nickname: "Người xem 1", ...captcha },
      GUEST_UID,
      freshAddress(),
    );
    expect(first.errCode).toBe(200);
    const replay = await backend.call(
      "/login/reg",
      { username: "replay_two", password: "mat-khau-1", nickname: "Người xem 2", ...captcha },
      GUEST_UID,
      freshAddress(),
    );
    expect(replay.errCode).toBe(400);
    expect(replay.errMsg).toBe("registerFailed");
    expect(fieldErrorsOf(replay)).toEqual({ captchaCode: "captchaInvalid" });
    expect(await findUserByUsername(backend.db, "replay_two")).toBeUndefined();
  });

  it("spends the captcha even when another field is wrong", async () => {
    const captcha = await knownCaptcha(backend.db);
    const wrong = await backend.call(
      "/login/reg",
      { username: "spent_one", password: "123", nickname: "Người xem 1", ...captcha },
      GUEST_UID,
      freshAddress(),
    );
    expect(fieldErrorsOf(wrong)).toEqual({ password: "passwordTooShort" });
    const again = await backend.call(
      "/login/reg",
      { username: "spent_one", password: "mat-khau-1", nickname: "Người xem 1", ...captcha },
      GUEST_UID,
      freshAddress(),
    );
    expect(fieldErrorsOf(again)).toEqual({ captchaCode: "captchaInvalid" });
  });

  it("refuses an expired captcha and a wrong answer; reads the answer case-insensitively", async () => {
    const issuedAt = new Date(Date.now() - CAPTCHA_LIFETIME_MS - 1000);
    const expired = await knownCaptcha(backend.db, "ABCD", issuedAt);
    const late = await backend.call(
      "/login/reg",
      { username: "late_user", password: "mat-khau-1", nickname: "Người xem 1", ...expired },
      GUEST_UID,
      freshAddress(),
    );
    expect(fieldErrorsOf(late)).toEqual({ captchaCode: "captchaInvalid" });

    const wrong = await registerByUsername(backend, { username: "wrong_captcha", captchaCode: "ZZZZ" });
    expect(fieldErrorsOf(wrong)).toEqual({ captchaCode: "captchaInvalid" });

    const lower = await registerByUsername(backend, { username: "lower_captcha", captchaCode: "k7m2p" });
    expect(lower.errCode).toBe(200);
  });

  it("expires a captcha after 5 minutes (checked with an injected clock)", async () => {
    const now = new Date();
    const { captchaId, captchaCode } = await knownCaptcha(backend.db, "WXYZ", now);
    expect(await checkCaptcha(backend.db, captchaId, captchaCode, new Date(now.getTime() + CAPTCHA_LIFETIME_MS + 1))).toBe(false);
    const fresh = await knownCaptcha(backend.db, "WXYZ", now);
    expect(await checkCaptcha(backend.db, fresh.captchaId, fresh.captchaCode, new Date(now.getTime() + CAPTCHA_LIFETIME_MS - 1000))).toBe(
      true,
    );
  });

  const long = (length: number, character = "a") => character.repeat(length);
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["password too short", { password: "12345" }, { password: "passwordTooShort" }],
    ["password too long", { password: long(129) }, { password: "passwordTooLong" }],
    ["password not a string", { password: 123456 }, { password: "passwordTooShort" }],
    ["password missing", { password: undefined }, { password: "passwordTooShort" }],
    ["nickname too short once trimmed", { nickname: "  abc  " }, { nickname: "nicknameTooShort" }],
    ["nickname too long", { nickname: long(33, "ệ") }, { nickname: "nicknameTooLong" }],
    ["nickname with a control character", { nickname: "Fan\nHà Nội" }, { nickname: "nicknameInvalid" }],
    ["nickname with a bidi override", { nickname: "Fan \u202EHà Nội" }, { nickname: "nicknameInvalid" }],
    ["username too short", { username: "abc" }, { username: "usernameTooShort" }],
    ["username with other characters", { username: "bad-name!" }, { username: "usernameInvalid" }],
    ["username with diacritics", { username: "ngườidùng" }, { username: "usernameInvalid" }],
    ["username too long", { username: long(33) }, { username: "usernameInvalid" }],
    ["username of digits only", { username: "0912345678" }, { username: "usernameNeedsLetter" }],
    ["both a username and a phone", { phone: "0912345678", smsCode: "123456" }, { username: "usernameOrPhoneRequired" }],
    ["neither a username nor a phone", { username: undefined }, { username: "usernameOrPhoneRequired" }],
    ["a blank username and no phone", { username: "   " }, { username: "usernameOrPhoneRequired" }],
    ["phone of 9 digits", { username: undefined, phone: "091234567", smsCode: "123456" }, { phone: "phoneInvalid" }],
    ["phone not starting with 0", { username: undefined, phone: "1912345678", smsCode: "123456" }, { phone: "phoneInvalid" }],
    ["phone without its SMS code", { username: undefined, phone: "0912345678" }, { smsCode: "smsCodeRequired" }],
    ["SMS code not 6 digits", { username: undefined, phone: "0912345678", smsCode: "12ab" }, { smsCode: "smsCodeInvalid" }],
    ["captcha missing", { captchaId: undefined, captchaCode: undefined }, { captchaCode: "captchaRequired" }],
    ["captcha answer missing", { captchaCode: "" }, { captchaCode: "captchaRequired" }],
  ])("refuses %s with its field key", async (_name, fields, expected) => {
    const captcha = await knownCaptcha(backend.db);
    const param = { username: "rule_case", password: "mat-khau-1", nickname: "Fan bóng đá", ...captcha, ...fields };
    const result = await backend.call("/login/reg", param, GUEST_UID, freshAddress());
    expect(result.errCode).toBe(400);
    expect(result.errMsg).toBe("registerFailed");
    expect(fieldErrorsOf(result)).toEqual(expected);
  });

  it("reports every wrong field at once", async () => {
    const result = await registerByUsername(backend, { username: "ab", password: "1", nickname: "x", captchaCode: "" });
    expect(fieldErrorsOf(result)).toEqual({
      username: "usernameTooShort",
      password: "passwordTooShort",
      nickname: "nicknameTooShort",
      captchaCode: "captchaRequired",
    });
  });

  it("refuses a param that is not an object", async () => {
    for (const param of ["x", [], null]) {
      const result = await backend.call("/login/reg", param, GUEST_UID, freshAddress());
      expect(result.errCode).toBe(400);
      expect(result.errMsg).toBe("registerFailed");
    }
  });

  it("counts characters, not bytes or UTF-16 units: Vietnamese in any normal form, emoji", async () => {
    const decomposed = await registerByUsername(backend, { username: "nfd_user", nickname: "Hà Nội".normalize("NFD"), password: "mậtkhẩ" });
    expect(decomposed.errCode, JSON.stringify(decomposed.data)).toBe(200);
    expect(userOf(decomposed).nickName).toBe("Hà Nội".normalize("NFC"));
    const emoji = await registerByUsername(backend, { username: "emoji_user", nickname: "⚽⚽⚽⚽⚽⚽" });
    expect(emoji.errCode).toBe(200);
  });

  it("refuses a username taken in any case, only once the captcha is right", async () => {
    await createTestUser(backend.db, { username: "taken_name" });
    const taken = await registerByUsername(backend, { username: "Taken_Name" });
    expect(fieldErrorsOf(taken)).toEqual({ username: "usernameTaken" });
    const wrongCaptcha = await registerByUsername(backend, { username: "taken_name", captchaCode: "NOPE" });
    expect(fieldErrorsOf(wrongCaptcha)).toEqual({ captchaCode: "captchaInvalid" });
  });

  it("registers with a phone and its SMS code; the code is spent; a taken phone is refused", async () => {
    const phone = "0987000111";
    const sent = await backend.call("/sys/getSmsCode", { phone, purpose: "register" }, GUEST_UID, freshAddress());
    expect(sent.errCode).toBe(200);
    expect(sent.data).toEqual({ retryAfterSeconds: 60 });
    const code = backend.sms.lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);

    const wrongCode = await registerByUsername(backend, { phone, smsCode: code === "000000" ? "111111" : "000000" });
    expect(fieldErrorsOf(wrongCode)).toEqual({ smsCode: "smsCodeInvalid" });

    const registered = await registerByUsername(backend, { phone, smsCode: code });
    expect(registered.errCode, JSON.stringify(registered.data)).toBe(200);
    expect(userOf(registered)).toMatchObject({ username: null, phone, userType: 1, score: 5 });

    const again = await registerByUsername(backend, { phone, smsCode: code });
    expect(fieldErrorsOf(again)).toEqual({ phone: "phoneTaken" });

    const login = await backend.call("/login/login", { account: phone, password: "mat-khau-1" }, GUEST_UID, freshAddress());
    expect(login.errCode).toBe(200);
  });

  it("limits registrations per address: 10 an hour with a proof of work (2 without: proof-of-work.test.ts)", async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i += 1) {
      const result = await registerByUsername(backend, { username: `limited_${i}`, altcha: await solvedPow(backend, address) }, address);
      expect(result.errCode, JSON.stringify(result.data)).toBe(200);
    }
    const eleventh = await registerByUsername(backend, { username: "limited_10", altcha: await solvedPow(backend, address) }, address);
    expect(eleventh.errCode).toBe(400);
    expect(eleventh.errMsg).toBe("tooManyAttempts");
    expect((await registerByUsername(backend, { username: "limited_10" })).errCode).toBe(200);
  });
});
