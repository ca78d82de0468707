import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { isTestRedisAvailable, TEST_REDIS_URL } from "../helpers/test-redis";
import { CAPTCHAS_PER_ADDRESS, rateLimitKeys } from "../../server/accounts/rate-limits";
import { decodeResponse, encodeRequest } from "../../contract/wire/codec";
import { startTestSite, type TestSite } from "../helpers/site";
import { TEST_REQUEST_KEY, TEST_RESPONSE_KEY } from "../helpers/test-backend";

// REDIS_URL as start.ts wires it: the backend's rate limits go to Redis, and a Redis that does not
// answer never stops the site (docs/decisions/012-login-throttling.md).
const REDIS_URL = TEST_REDIS_URL;
const redisAvailable = await isTestRedisAvailable();

const keys = { REQUEST_KEY: TEST_REQUEST_KEY, RESPONSE_KEY: TEST_RESPONSE_KEY };

/** Asks the site's backend for a captcha (a rate-limited endpoint) from a given address. */
async function askCaptcha(site: TestSite, clientAddress: string): Promise<number> {
  const response = await fetch(`${site.backendUrl}/api/kaptcha`, {
    method: "POST",
    body: new Uint8Array(encodeRequest({ sessionId: "-1763700000000123456", param: {} }, TEST_REQUEST_KEY)),
    headers: { "Content-Type": "application/octet-stream", "X-Forwarded-For": clientAddress },
  });
  return decodeResponse(new Uint8Array(await response.arrayBuffer()), TEST_RESPONSE_KEY).errCode;
}

describe("the site with REDIS_URL", () => {
  it("starts, limits in process memory and stops cleanly when Redis does not answer", async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const address = server.address();
        server.close(() => resolve(typeof address === "object" && address ? address.port : 1));
      });
    });
    const site = await startTestSite({ ...keys, REDIS_URL: `redis://127.0.0.1:${closedPort}` });
    try {
      expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
      const address = "192.0.2.10";
      for (let i = 0; i < CAPTCHAS_PER_ADDRESS.max; i += 1) expect(await askCaptcha(site, address)).toBe(200);
      expect(await askCaptcha(site, address)).toBe(400);
    } finally {
      await site.dispose();
    }
  });

  it.runIf(redisAvailable)("counts the backend's rate limits in Redis when it answers", async () => {
    const admin = new Redis(REDIS_URL);
    // An address of this run only (IPv6 documentation range), so the key is ours to delete.
    const address = `2001:db8::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
    const key = `vsport:rl:${CAPTCHAS_PER_ADDRESS.name}:${rateLimitKeys.captchasOfAddress(address)}`;
    const site = await startTestSite({ ...keys, REDIS_URL });
    try {
      expect(await askCaptcha(site, address)).toBe(200);
      expect(await askCaptcha(site, address)).toBe(200);
      expect(await admin.get(key)).toBe("2");
    } finally {
      await site.dispose();
      await admin.del(key);
      await admin.quit();
    }
  });
});
