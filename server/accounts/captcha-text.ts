import { randomCaptchaText } from "./captcha";

// TEST ONLY. Browser tests must type the captcha, and a test cannot read the image. With
// VSPORT_TEST_CAPTCHA=1 *and* NODE_ENV=test every captcha's answer is TEST_CAPTCHA_ANSWER. Only
// playwright.config.ts (the e2e server) and the web integration tests (vitest runs with
// NODE_ENV=test) set them; a production process (NODE_ENV defaults to production) ignores the
// switch, and a test process says loudly in its log that it is on.
export const TEST_CAPTCHA_ANSWER = "TEST7";
const TEST_CAPTCHA_VARIABLE = "VSPORT_TEST_CAPTCHA";

let warned = false;

/** The text to draw in a new captcha: random, unless the test switch is on. */
export function captchaText(environment: Readonly<Record<string, string | undefined>> = process.env): string {
  if (environment[TEST_CAPTCHA_VARIABLE] !== "1" || environment.NODE_ENV !== "test") return randomCaptchaText();
  if (!warned) {
    warned = true;
    console.warn(
      `${TEST_CAPTCHA_VARIABLE}=1: every captcha answer is "${TEST_CAPTCHA_ANSWER}". For tests only; never set it on a real site.`,
    );
  }
  return TEST_CAPTCHA_ANSWER;
}
