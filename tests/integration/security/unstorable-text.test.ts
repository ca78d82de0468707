import pino from "pino";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestBackend, type TestBackend } from "../../helpers/test-backend";
import { createLoggedInUser, reloadUser } from "../profile/fixtures";

// Security findings 4 and 9 (docs/decisions/010-security-model.md): control characters, lone
// surrogates and invisible characters are refused at validation with the field's message; they
// never reach the database, and nothing is logged as an error.
describe("text the site cannot store or show honestly", () => {
  let backend: TestBackend;
  const errorLines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        const line = chunk.toString();
        if (JSON.parse(line).level >= 50) errorLines.push(line);
        callback();
      },
    });
    backend = await startTestBackend("pglite", pino({ level: "info" }, sink));
  });
  afterAll(() => backend.close());

  it("refuses a NUL in the login account with the login message, without an error", async () => {
    const result = await backend.call("/login/login", { account: "demo\u0000fan", password: "mat-khau-123" });
    expect([result.errCode, result.errMsg]).toEqual([400, "loginFailed"]);
    expect(errorLines).toEqual([]);
  });

  it("refuses a NUL in a captcha id with the captcha's message", async () => {
    const result = await backend.call("/login/reg", {
      username: "nguoi_moi",
      password: "mat-khau-123",
      nickname: "Người mới",
      captchaId: "abc\u0000",
      captchaCode: "TEST7",
    });
    expect([result.errCode, result.errMsg]).toEqual([400, "registerFailed"]);
    expect(result.data).toEqual({ fieldErrors: { captchaId: "captchaInvalid" } });
    expect(errorLines).toEqual([]);
  });

  it("refuses a NUL or a lone surrogate anywhere in a param, nested text and keys included", async () => {
    const user = await createLoggedInUser(backend.db);
    const nested = await backend.call("/user/updateUser", { password: { current: "x\u0000", next: "mat-khau-456" } }, user.sessionId);
    expect([nested.errCode, nested.data]).toEqual([400, { fieldErrors: { password: "currentPasswordWrong" } }]);
    const feedback = await backend.call("/sys/feedback", { content: "Nội dung góp ý\u0000", contact: "0912345678" }, user.sessionId);
    expect([feedback.errCode, feedback.data]).toEqual([400, { fieldErrors: { content: "feedbackLength" } }]);
    const key = await backend.call("/sys/feedback", { content: "Nội dung góp ý", contact: "0912345678", ["x\uD800"]: 1 }, user.sessionId);
    expect(key.errCode).toBe(400);
    expect(errorLines).toEqual([]);
  });

  it.each([
    ["a zero-width space", "Fan\u200BHà Nội"],
    ["a left-to-right mark", "Fan Hà Nội\u200E"],
    ["a right-to-left mark", "\u200FFan Hà Nội"],
    ["the Arabic letter mark", "Fan Hà\u061C Nội"],
    // At either end a BOM is trimmed away like a space (JavaScript's trim), so only one inside is a danger.
    ["a byte order mark", "Fan\uFEFFHà Nội"],
    ["a word joiner", "Fan\u2060Hà Nội"],
    ["a lone surrogate", "Fan Hà Nội\uD83D"],
  ])("refuses a nickname with %s, and keeps the old one", async (_name, nickname) => {
    const user = await createLoggedInUser(backend.db, { nickname: "Tên cũ đây" });
    const result = await backend.call("/user/updateUser", { nickname }, user.sessionId);
    expect([result.errCode, result.errMsg, result.data]).toEqual([
      400,
      "nicknameInvalid",
      { fieldErrors: { nickname: "nicknameInvalid" } },
    ]);
    expect((await reloadUser(backend.db, user.user.id)).nickname).toBe("Tên cũ đây");
  });

  it("still takes a nickname with an emoji sequence joined by ZWJ", async () => {
    const user = await createLoggedInUser(backend.db);
    const result = await backend.call("/user/updateUser", { nickname: "Gia đình 👨‍👩‍👧" }, user.sessionId);
    expect(result.errCode).toBe(200);
  });
});
