import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { MemoryRateLimiter } from "../../../server/accounts/rate-limit";
import { matchSmsCode, requestSmsCode, SMS_CODE_LIFETIME_MS, type SmsCodeServices } from "../../../server/accounts/sms-codes";
import { startTestBackend, type TestBackend } from "../../helpers/test-backend";
import { databaseKinds } from "../../helpers/test-database";
import { createTestUser, freshAddress, GUEST_UID, logInAs, userOf } from "./account-helpers";

const MINUTE = 60_000;

describe.each(databaseKinds())("SMS codes (%s)", (kind) => {
  let backend: TestBackend;
  let phones = 0;
  /** A phone no other test used. */
  const freshPhone = () => `09770${String((phones += 1)).padStart(5, "0")}`;
  const wrongCodeFor = (code: string | undefined) => (code === "000000" ? "111111" : "000000");

  beforeAll(async () => {
    backend = await startTestBackend(kind);
  });
  afterAll(() => backend.close());

  const getCode = (phone: string, purpose: string, sessionId = GUEST_UID) =>
    backend.call("/sys/getSmsCode", { phone, purpose }, sessionId, freshAddress());

  it("sends a 6-digit code in a Vietnamese text and says when to ask again", async () => {
    const phone = freshPhone();
    const result = await getCode(phone, "register");
    expect(result.errCode).toBe(200);
    expect(result.data).toEqual({ retryAfterSeconds: 60 });
    const sent = backend.sms.sent.at(-1);
    expect(sent?.phone).toBe(phone);
    expect(sent?.text).toMatch(/^Mã xác nhận vsport của bạn là \d{6}, hiệu lực 5 phút\.$/);
  });

  it("refuses a second code within 60 seconds, and a bad phone or purpose", async () => {
    const phone = freshPhone();
    expect((await getCode(phone, "register")).errCode).toBe(200);
    expect(await getCode(phone, "bind")).toMatchObject({ errCode: 400, errMsg: "smsTooFrequent" });
    for (const bad of ["091234567", "1912345678", "09123456789", "0912 345 678", ""]) {
      expect((await getCode(bad, "register")).errMsg, bad).toBe("phoneInvalid");
    }
    expect((await getCode(freshPhone(), "reset")).errMsg).toBe("errorOccurred");
  });

  it("allows 5 codes an hour per phone and 10 per address (injected clock)", async () => {
    const services: SmsCodeServices = { db: backend.db, rateLimiter: new MemoryRateLimiter(), smsSender: backend.sms };
    const start = Date.now();
    const phone = freshPhone();
    const at = (minutes: number) => new Date(start + minutes * MINUTE);
    // The limiter (rate-limiter-flexible) reads Date.now(): only Date is faked, timers stay real.
    vi.useFakeTimers({ toFake: ["Date"] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const ask = (minutes: number, address = freshAddress(), asked = phone) => {
      vi.setSystemTime(at(minutes));
      return requestSmsCode(services, { phone: asked, purpose: "register", callerUserId: null, clientAddress: address }, at(minutes));
    };

    expect(await ask(0)).toEqual({ kind: "sent", retryAfterSeconds: 60 });
    expect(await ask(0.5)).toEqual({ kind: "tooFrequent", retryAfterSeconds: 30 });
    for (const minutes of [1.1, 2.2, 3.3, 4.4]) expect((await ask(minutes)).kind).toBe("sent");
    const sixth = await ask(5.5);
    expect(sixth.kind).toBe("tooFrequent");
    expect(sixth.kind === "tooFrequent" && sixth.retryAfterSeconds).toBeGreaterThan(50 * 60);
    expect((await ask(61)).kind).toBe("sent");

    const address = freshAddress();
    for (let i = 0; i < 10; i += 1) expect((await ask(0, address, freshPhone())).kind).toBe("sent");
    expect((await ask(0, address, freshPhone())).kind).toBe("tooFrequent");
  });

  it("refuses a register code for a phone that has an account", async () => {
    await createTestUser(backend.db, { username: "phone_owner", phone: "0966000001" });
    expect(await getCode("0966000001", "register")).toMatchObject({ errCode: 400, errMsg: "phoneTaken" });
  });

  it("binds a phone to the logged-in account with a bind code, once", async () => {
    await createTestUser(backend.db, { username: "binder_one" });
    const sessionId = await logInAs(backend, "binder_one");
    const phone = freshPhone();
    expect((await getCode(phone, "bind", sessionId)).errCode).toBe(200);
    const code = backend.sms.lastCode(phone);

    const bound = await backend.call("/sys/checkSmsCode", { phone, code }, sessionId);
    expect(bound.errCode, bound.errMsg).toBe(200);
    expect(userOf(bound)).toMatchObject({ username: "binder_one", phone });
    expect(userOf(await backend.call("/user/detail", {}, sessionId)).phone).toBe(phone);

    const replay = await backend.call("/sys/checkSmsCode", { phone, code }, sessionId);
    expect(replay).toMatchObject({ errCode: 400, errMsg: "smsCodeInvalid" });
    expect((await backend.call("/login/login", { account: phone, password: "mat-khau-1" }, GUEST_UID, freshAddress())).errCode).toBe(200);
  });

  it("needs a login to bind, and refuses a malformed param", async () => {
    expect((await backend.call("/sys/checkSmsCode", { phone: freshPhone(), code: "123456" }, GUEST_UID)).errCode).toBe(100);
    await createTestUser(backend.db, { username: "binder_bad" });
    const sessionId = await logInAs(backend, "binder_bad");
    expect((await backend.call("/sys/checkSmsCode", { phone: "12", code: "123456" }, sessionId)).errMsg).toBe("phoneInvalid");
    expect((await backend.call("/sys/checkSmsCode", { phone: freshPhone(), code: "12345" }, sessionId)).errMsg).toBe("smsCodeInvalid");
  });

  it("voids a code after 5 wrong attempts; the right code on the 5th attempt still works", async () => {
    await createTestUser(backend.db, { username: "binder_guess" });
    const sessionId = await logInAs(backend, "binder_guess");
    const check = (phone: string, code: string) => backend.call("/sys/checkSmsCode", { phone, code }, sessionId);

    const voided = freshPhone();
    await getCode(voided, "bind", sessionId);
    const voidedCode = backend.sms.lastCode(voided) ?? "";
    for (let i = 0; i < 5; i += 1) expect((await check(voided, wrongCodeFor(voidedCode))).errMsg).toBe("smsCodeInvalid");
    expect((await check(voided, voidedCode)).errMsg).toBe("smsCodeInvalid");

    const lucky = freshPhone();
    await getCode(lucky, "bind", sessionId);
    const luckyCode = backend.sms.lastCode(lucky) ?? "";
    for (let i = 0; i < 4; i += 1) expect((await check(lucky, wrongCodeFor(luckyCode))).errMsg).toBe("smsCodeInvalid");
    expect((await check(lucky, luckyCode)).errCode).toBe(200);
  });

  it("does not let parallel guesses past the limit", async () => {
    const phone = freshPhone();
    await getCode(phone, "register");
    const code = backend.sms.lastCode(phone) ?? "";
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => matchSmsCode(backend.db, phone, "register", wrongCodeFor(code), new Date())),
    );
    expect(guesses.every((guess) => guess === null)).toBe(true);
    expect(await matchSmsCode(backend.db, phone, "register", code, new Date())).toBeNull();
  });

  it("expires a code after 5 minutes, accepts only the latest code, and keeps purposes apart (injected clock)", async () => {
    const services: SmsCodeServices = { db: backend.db, rateLimiter: new MemoryRateLimiter(), smsSender: backend.sms };
    const phone = freshPhone();
    const start = Date.now();
    await requestSmsCode(services, { phone, purpose: "register", callerUserId: null, clientAddress: freshAddress() }, new Date(start));
    const first = backend.sms.lastCode(phone) ?? "";
    expect(await matchSmsCode(backend.db, phone, "register", first, new Date(start + SMS_CODE_LIFETIME_MS + 1))).toBeNull();
    expect(await matchSmsCode(backend.db, phone, "bind", first, new Date(start + MINUTE))).toBeNull();
    expect(await matchSmsCode(backend.db, phone, "register", first, new Date(start + MINUTE))).not.toBeNull();

    await requestSmsCode(
      services,
      { phone, purpose: "register", callerUserId: null, clientAddress: freshAddress() },
      new Date(start + 2 * MINUTE),
    );
    const second = backend.sms.lastCode(phone) ?? "";
    if (second !== first) expect(await matchSmsCode(backend.db, phone, "register", first, new Date(start + 3 * MINUTE))).toBeNull();
    expect(await matchSmsCode(backend.db, phone, "register", second, new Date(start + 3 * MINUTE))).not.toBeNull();
  });

  it("refuses to bind a phone another account has", async () => {
    await createTestUser(backend.db, { username: "phone_keeper", phone: "0966000002" });
    await createTestUser(backend.db, { username: "phone_wanter" });
    const sessionId = await logInAs(backend, "phone_wanter");
    expect((await getCode("0966000002", "bind", sessionId)).errMsg).toBe("phoneTaken");

    // Taken between the code and the check.
    const phone = freshPhone();
    await getCode(phone, "bind", sessionId);
    const code = backend.sms.lastCode(phone);
    await createTestUser(backend.db, { username: "phone_racer", phone });
    expect((await backend.call("/sys/checkSmsCode", { phone, code }, sessionId)).errMsg).toBe("phoneTaken");
  });
});
