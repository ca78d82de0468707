import { describe, expect, it } from "vitest";
import { captchaText, TEST_CAPTCHA_ANSWER } from "../../server/accounts/captcha-text";

describe("the test-only captcha switch", () => {
  it("is ignored outside NODE_ENV=test, so a real site always draws random captchas", () => {
    const answers = new Set(Array.from({ length: 20 }, () => captchaText({ VSPORT_TEST_CAPTCHA: "1", NODE_ENV: "production" })));
    expect(answers.has(TEST_CAPTCHA_ANSWER)).toBe(false);
    expect(answers.size).toBeGreaterThan(15);
    expect(captchaText({ VSPORT_TEST_CAPTCHA: "1" })).not.toBe(TEST_CAPTCHA_ANSWER);
  });

  it("gives the fixed answer only with both settings", () => {
    expect(captchaText({ NODE_ENV: "test" })).not.toBe(TEST_CAPTCHA_ANSWER);
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      expect(captchaText({ VSPORT_TEST_CAPTCHA: "1", NODE_ENV: "test" })).toBe(TEST_CAPTCHA_ANSWER);
    } finally {
      console.warn = warn;
    }
  });
});
