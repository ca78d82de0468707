import { eq, lte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAPTCHA_ALPHABET, CAPTCHA_LIFETIME_MS, issueCaptcha, randomCaptchaText } from "../../../server/accounts/captcha";
import { captchas } from "../../../server/db/schema";
import { startTestBackend, type TestBackend } from "../../helpers/test-backend";
import { freshAddress, GUEST_UID } from "./account-helpers";

describe("captcha text", () => {
  it("has 4 or 5 characters, none of 0 O 1 I L", () => {
    const texts = Array.from({ length: 200 }, randomCaptchaText);
    for (const text of texts) expect(text).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4,5}$`));
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1IL]/);
    expect(new Set(texts.map((text) => text.length))).toEqual(new Set([4, 5]));
  });
});

describe("/api/kaptcha", () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend();
  });
  afterAll(() => backend.close());

  it("returns an SVG image and an id; stores only a hash of the answer, for 5 minutes", async () => {
    const before = Date.now();
    const result = await backend.call("/api/kaptcha", {}, GUEST_UID, freshAddress());
    const after = Date.now();
    expect(result.errCode).toBe(200);
    const { captchaId, svg } = result.data as { captchaId: string; svg: string };
    expect(captchaId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(svg).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
    expect(svg).toContain("<path");
    const [row] = await backend.db.select().from(captchas).where(eq(captchas.id, captchaId));
    expect(row?.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.usedAt).toBeNull();
    // Issued between `before` and `after`: it expires 5 minutes after a moment in that interval.
    const expiresAt = row?.expiresAt.getTime() ?? 0;
    expect(expiresAt).toBeGreaterThanOrEqual(before + CAPTCHA_LIFETIME_MS);
    expect(expiresAt).toBeLessThanOrEqual(after + CAPTCHA_LIFETIME_MS);
  });

  it("allows 30 captchas per address in 10 minutes", async () => {
    const address = freshAddress();
    for (let i = 0; i < 30; i += 1) expect((await backend.call("/api/kaptcha", {}, GUEST_UID, address)).errCode).toBe(200);
    expect(await backend.call("/api/kaptcha", {}, GUEST_UID, address)).toMatchObject({ errCode: 400, errMsg: "tooManyAttempts" });
    expect((await backend.call("/api/kaptcha", {}, GUEST_UID, freshAddress())).errCode).toBe(200);
  });

  it("deletes expired captchas a bounded batch at a time", async () => {
    const longAgo = new Date(Date.now() - 2 * CAPTCHA_LIFETIME_MS);
    for (let i = 0; i < 30; i += 1) await issueCaptcha(backend.db, longAgo, "ABCD");
    const expiredNow = async () =>
      (await backend.db.select({ id: captchas.id }).from(captchas).where(lte(captchas.expiresAt, new Date()))).length;
    const before = await expiredNow();
    expect(before).toBeGreaterThanOrEqual(30);
    await backend.call("/api/kaptcha", {}, GUEST_UID, freshAddress());
    const after = await expiredNow();
    expect(after).toBeLessThan(before);
    expect(after).toBeGreaterThan(0);
    await backend.call("/api/kaptcha", {}, GUEST_UID, freshAddress());
    expect(await expiredNow()).toBe(0);
  });
});
