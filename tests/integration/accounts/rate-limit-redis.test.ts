import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { Redis } from "ioredis";
import pino from "pino";
import { isTestRedisAvailable, TEST_REDIS_URL } from "../../helpers/test-redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FlexibleRateLimiter, MemoryRateLimiter, type RateLimit } from "../../../server/accounts/rate-limit";
import { closeRedis, openRedis } from "../../../server/redis";

// The same limiter code against a real Redis (TEST_REDIS_URL, default the local one). Without
// TEST_REDIS_URL and with nothing answering on the default address, the shared-count tests are
// skipped (vitest lists them as skipped); with TEST_REDIS_URL set they must reach it.
const REDIS_URL = TEST_REDIS_URL;
const redisAvailable = await isTestRedisAvailable();

const FIVE_A_MINUTE: RateLimit = { name: "test-five-a-minute", max: 5, windowMs: 60_000 };

interface LogLine {
  level: number;
  msg: string;
}

function capturingLogger(): { logger: pino.Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}

describe.runIf(redisAvailable)(`rate limits shared through Redis (${REDIS_URL})`, () => {
  // A prefix of this run only, so that runs never see each other's counts; deleted afterwards.
  const keyPrefix = `vsport-test:${process.pid}-${randomBytes(4).toString("hex")}`;
  const clients: Redis[] = [];
  let admin: Redis;

  const node = async () => {
    const client = await openRedis(REDIS_URL, pino({ level: "silent" }));
    expect(client.status).toBe("ready");
    clients.push(client);
    return new FlexibleRateLimiter({ redis: client, keyPrefix });
  };

  beforeAll(async () => {
    admin = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await admin.keys(`${keyPrefix}:*`);
    if (keys.length > 0) await admin.del(...keys);
    await Promise.all(clients.map(closeRedis));
    await admin.quit();
  });

  it("two nodes count the same key together: hits, check, refund and reset", async () => {
    const [first, second] = [await node(), await node()];
    for (let i = 0; i < 3; i += 1) expect((await first.hit("shared", FIVE_A_MINUTE)).allowed).toBe(true);
    for (let i = 0; i < 2; i += 1) expect((await second.hit("shared", FIVE_A_MINUTE)).allowed).toBe(true);
    const sixth = await first.hit("shared", FIVE_A_MINUTE);
    expect(sixth.allowed).toBe(false);
    expect(sixth.retryAfterMs).toBeGreaterThan(0);
    expect(sixth.retryAfterMs).toBeLessThanOrEqual(FIVE_A_MINUTE.windowMs);
    expect((await second.check("shared", FIVE_A_MINUTE)).allowed).toBe(false);

    // The counts are in Redis, under the named limit's prefix, not in either process.
    expect(await admin.get(`${keyPrefix}:${FIVE_A_MINUTE.name}:shared`)).toBe("6");

    await second.reset("shared", FIVE_A_MINUTE);
    expect((await first.check("shared", FIVE_A_MINUTE)).allowed).toBe(true);
    for (let i = 0; i < 5; i += 1) await first.hit("shared", FIVE_A_MINUTE);
    expect((await second.check("shared", FIVE_A_MINUTE)).allowed).toBe(false);
    await second.refund("shared", FIVE_A_MINUTE);
    expect((await first.check("shared", FIVE_A_MINUTE)).allowed).toBe(true);
  });

  it("keeps keys of other limits and other keys apart, as in one process", async () => {
    const [first, second] = [await node(), await node()];
    for (let i = 0; i < 5; i += 1) await first.hit("apart", FIVE_A_MINUTE);
    expect((await second.hit("apart", FIVE_A_MINUTE)).allowed).toBe(false);
    expect((await second.hit("apart-other", FIVE_A_MINUTE)).allowed).toBe(true);
    expect((await second.hit("apart", { ...FIVE_A_MINUTE, name: "test-other-limit" })).allowed).toBe(true);
  });

  it("(without Redis, two nodes would not share: the contrast the tests above rely on)", async () => {
    const [first, second] = [new MemoryRateLimiter(), new MemoryRateLimiter()];
    for (let i = 0; i < 5; i += 1) await first.hit("alone", FIVE_A_MINUTE);
    expect((await first.check("alone", FIVE_A_MINUTE)).allowed).toBe(false);
    expect((await second.check("alone", FIVE_A_MINUTE)).allowed).toBe(true);
  });
});

describe("rate limits while Redis is unreachable", () => {
  it("logs it once, never throws, and counts in process memory meanwhile", async () => {
    // A port that was free a moment ago: nothing answers there.
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const address = server.address();
        server.close(() => resolve(typeof address === "object" && address ? address.port : 1));
      });
    });
    const { logger, lines } = capturingLogger();
    const client = await openRedis(`redis://127.0.0.1:${closedPort}`, logger);
    try {
      const limiter = new FlexibleRateLimiter({ redis: client, keyPrefix: "vsport-test:unreachable" });
      for (let i = 0; i < 5; i += 1) expect((await limiter.hit("down", FIVE_A_MINUTE)).allowed).toBe(true);
      expect((await limiter.hit("down", FIVE_A_MINUTE)).allowed).toBe(false);
      expect((await limiter.check("down", FIVE_A_MINUTE)).allowed).toBe(false);
      await limiter.reset("down", FIVE_A_MINUTE);
      expect((await limiter.check("down", FIVE_A_MINUTE)).allowed).toBe(true);

      // Reconnection attempts go on, without a new line each. (Waited for as events, not polled
      // for a second: on a busy machine three attempts can take longer than that.)
      await new Promise<void>((resolve) => {
        let failedConnections = 0;
        client.on("error", () => {
          failedConnections += 1;
          if (failedConnections === 3) resolve();
        });
      });
      expect(lines.filter((line) => line.msg.startsWith("redis unreachable"))).toHaveLength(1);
      expect(lines.every((line) => line.level <= 40)).toBe(true);
    } finally {
      await closeRedis(client);
    }
  });
});
