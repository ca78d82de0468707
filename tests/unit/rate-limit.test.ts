import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FlexibleRateLimiter, MemoryRateLimiter, type RateLimit } from "../../server/accounts/rate-limit";
import { rateLimitKeys } from "../../server/accounts/rate-limits";

const MINUTE = 60_000;
const THREE_A_MINUTE: RateLimit = { name: "test-three-a-minute", max: 3, windowMs: MINUTE };
const ONE_AN_HOUR: RateLimit = { name: "test-one-an-hour", max: 1, windowMs: 60 * MINUTE };

// rate-limiter-flexible reads Date.now(): the clock is injected by faking Date only (timers stay real).
const START = new Date("2026-11-21T08:00:00Z").getTime();
const at = (ms: number) => vi.setSystemTime(START + ms);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  at(0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the memory rate limiter (rate-limiter-flexible)", () => {
  it("allows max hits in a window, then refuses until the window's end", async () => {
    const limiter = new MemoryRateLimiter();
    for (let i = 0; i < 3; i += 1) expect(await limiter.hit("a", THREE_A_MINUTE)).toEqual({ allowed: true, retryAfterMs: 0 });
    at(20_000);
    expect(await limiter.hit("a", THREE_A_MINUTE)).toEqual({ allowed: false, retryAfterMs: 40_000 });
    expect(await limiter.check("a", THREE_A_MINUTE)).toEqual({ allowed: false, retryAfterMs: 40_000 });
    at(MINUTE + 1);
    expect(await limiter.check("a", THREE_A_MINUTE)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect((await limiter.hit("a", THREE_A_MINUTE)).allowed).toBe(true);
  });

  it("keeps keys and named limits apart", async () => {
    const limiter = new MemoryRateLimiter();
    expect((await limiter.hit("a", ONE_AN_HOUR)).allowed).toBe(true);
    expect((await limiter.hit("a", ONE_AN_HOUR)).allowed).toBe(false);
    expect((await limiter.hit("b", ONE_AN_HOUR)).allowed).toBe(true);
    expect((await limiter.hit("a", THREE_A_MINUTE)).allowed).toBe(true);
  });

  it("check does not count; it refuses once the key has used its hits", async () => {
    const limiter = new MemoryRateLimiter();
    for (let i = 0; i < 5; i += 1) expect((await limiter.check("a", THREE_A_MINUTE)).allowed).toBe(true);
    await limiter.hit("a", THREE_A_MINUTE);
    await limiter.hit("a", THREE_A_MINUTE);
    expect((await limiter.check("a", THREE_A_MINUTE)).allowed).toBe(true);
    await limiter.hit("a", THREE_A_MINUTE);
    expect((await limiter.check("a", THREE_A_MINUTE)).allowed).toBe(false);
  });

  it("refund takes one hit back and reset forgets the key", async () => {
    const limiter = new MemoryRateLimiter();
    for (let i = 0; i < 3; i += 1) await limiter.hit("a", THREE_A_MINUTE);
    await limiter.refund("a", THREE_A_MINUTE);
    expect((await limiter.hit("a", THREE_A_MINUTE)).allowed).toBe(true);
    expect((await limiter.hit("a", THREE_A_MINUTE)).allowed).toBe(false);
    await limiter.reset("a", THREE_A_MINUTE);
    for (let i = 0; i < 3; i += 1) expect((await limiter.hit("a", THREE_A_MINUTE)).allowed).toBe(true);
  });

  it("keeps a bounded number of keys: the least recently counted one starts again from zero", async () => {
    const limiter = new MemoryRateLimiter(3);
    for (const key of ["a", "b", "c"]) await limiter.hit(key, ONE_AN_HOUR);
    await limiter.hit("a", ONE_AN_HOUR); // "a" is now the most recent, "b" the oldest
    await limiter.hit("d", ONE_AN_HOUR);
    expect(limiter.memoryKeyCount).toBe(3);
    expect((await limiter.check("b", ONE_AN_HOUR)).allowed).toBe(true);
    for (const key of ["a", "c", "d"]) expect((await limiter.check(key, ONE_AN_HOUR)).allowed, key).toBe(false);
  });

  it("refuses one name used for two limits, and windows that are not whole seconds", async () => {
    const limiter = new FlexibleRateLimiter();
    await limiter.hit("a", THREE_A_MINUTE);
    await expect(limiter.hit("a", { ...THREE_A_MINUTE, max: 4 })).rejects.toThrow(/two different limits/);
    await expect(limiter.hit("a", { name: "test-half-second", max: 1, windowMs: 500 })).rejects.toThrow(/whole number of seconds/);
  });
});

describe("login limit keys", () => {
  it("cannot be reached through the account name: every (account, address) pair has its own key", () => {
    const pairs: [string, string][] = [
      ["victim@2001:db8::1", "2001:db8::2"],
      ["victim", "2001:db8::1@2001:db8::2"],
      ["victim@2001:db8::1@2001:db8::2", ""],
    ];
    const keys = new Set(pairs.map(([account, address]) => rateLimitKeys.failedLoginsOfAccountAndAddress(account, address)));
    expect(keys.size).toBe(pairs.length);
  });
});
