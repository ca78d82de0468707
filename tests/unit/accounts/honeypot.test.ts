import { describe, expect, it } from "vitest";
import { type AppLoadContext } from "@remix-run/node";
import { honeypotInputProps, isSpam } from "~/services/account/honeypot.server";

function contextWithSecret(cookieSecret: string): AppLoadContext {
  return { secrets: { cookieSecret } } as unknown as AppLoadContext;
}

function formOf(inputs: ReturnType<typeof honeypotInputProps>): FormData {
  const form = new FormData();
  form.set(inputs.nameFieldName, "");
  form.set(inputs.validFromFieldName ?? "from__confirm", inputs.encryptedValidFrom);
  return form;
}

describe("the honeypot inputs of a page", () => {
  it("are shared by the pages of the same second and made afresh after it", () => {
    const context = contextWithSecret("a-secret-of-the-test-that-is-long-enough");
    const first = honeypotInputProps(context, 1_000_000);
    expect(honeypotInputProps(context, 1_000_999)).toBe(first);
    const next = honeypotInputProps(context, 1_001_000);
    expect(next).not.toBe(first);
    expect(next.encryptedValidFrom).not.toBe(first.encryptedValidFrom);
  });

  it("still pass the check when shared, and a filled field still fails it", () => {
    const context = contextWithSecret("another-secret-of-the-test-long-enough");
    const inputs = honeypotInputProps(context, Date.now() - 500);
    expect(isSpam(formOf(inputs), context)).toBe(false);
    const filled = formOf(inputs);
    filled.set(inputs.nameFieldName, "http://spam.example");
    expect(isSpam(filled, context)).toBe(true);
  });

  it("are never shared between two secrets", () => {
    const one = honeypotInputProps(contextWithSecret("secret-one-of-the-test-long-enough"), 2_000_000);
    const two = honeypotInputProps(contextWithSecret("secret-two-of-the-test-long-enough"), 2_000_000);
    expect(two).not.toBe(one);
  });

  it("call a forged time spam every time, whether it decrypts to garbage or not at all", () => {
    // "forged" has no salt, so crypto-js derives the key with a random one: about 1 decryption in 130
    // throws "Malformed UTF-8 data", and now and then the garbage reads as a number (" " is 0).
    // 1500 tries meet the first almost surely (1 − (129/130)^20000 > 0.9999); both are forged.
    const context = contextWithSecret("the-secret-of-the-forged-time-test");
    const inputs = honeypotInputProps(context, 3_000_000);
    const forged = formOf(inputs);
    forged.set(inputs.validFromFieldName ?? "from__confirm", "forged");
    for (let attempt = 0; attempt < 20_000; attempt += 1) expect(isSpam(forged, context)).toBe(true);
  });
});
