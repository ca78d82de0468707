import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRateLimiter, type RateLimit } from "../../server/accounts/rate-limit";

// RateLimiter.count: how many hits a key has in its current window, without counting one. The
// login reads it to decide when to ask for a proof of work (docs/decisions/014-proof-of-work.md).

const MINUTE = 60_000;
const FIVE_A_MINUTE: RateLimit = { name: "test-count-five-a-minute", max: 5, windowMs: MINUTE };
const START = new Date("2026-11-24T08:00:00Z").getTime();
const at = (ms: number) => vi.setSystemTime(START + ms);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  at(0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("RateLimiter.count", () => {
  it("is 0 for an unknown key, follows hits and refunds, and does not count itself", async () => {
    const limiter = new MemoryRateLimiter();
    expect(await limiter.count("a", FIVE_A_MINUTE)).toBe(0);
    await limiter.hit("a", FIVE_A_MINUTE);
    await limiter.hit("a", FIVE_A_MINUTE);
    expect(await limiter.count("a", FIVE_A_MINUTE)).toBe(2);
    expect(await limiter.count("a", FIVE_A_MINUTE)).toBe(2);
    await limiter.refund("a", FIVE_A_MINUTE);
    expect(await limiter.count("a", FIVE_A_MINUTE)).toBe(1);
    expect(await limiter.count("b", FIVE_A_MINUTE)).toBe(0);
  });

  it("goes back to 0 when the window ends", async () => {
    const limiter = new MemoryRateLimiter();
    for (let i = 0; i < 3; i += 1) await limiter.hit("a", FIVE_A_MINUTE);
    at(MINUTE + 1);
    expect(await limiter.count("a", FIVE_A_MINUTE)).toBe(0);
  });
});
