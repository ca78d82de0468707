import { Redis } from "ioredis";

// The Redis of the scale-out tests: TEST_REDIS_URL, else the local one. Without TEST_REDIS_URL and
// with nothing answering on the default address, those tests are skipped (vitest lists them as
// skipped); with TEST_REDIS_URL set (CI sets it) they must reach it.
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function answers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, retryStrategy: () => null, connectTimeout: 2000 });
  probe.on("error", () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

export async function isTestRedisAvailable(): Promise<boolean> {
  return process.env.TEST_REDIS_URL !== undefined || answers(TEST_REDIS_URL);
}
