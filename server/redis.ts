import { type Redis } from "ioredis";
import { type Logger } from "./logger";

/**
 * A Redis client for REDIS_URL that never stops the site: it keeps reconnecting in the background,
 * and a command sent while it is not connected fails at once (no offline queue), or after a second
 * when Redis hangs, so its users fall back at once (the rate limits count in process memory
 * meanwhile, docs/decisions/012-login-throttling.md). Being unreachable is logged once per outage,
 * not once per reconnection attempt.
 *
 * Resolves once the first connection is made or has failed, so that a site whose Redis answers
 * shares its limits from the first request; a host that does not answer at all is given
 * `connectTimeout` before the site starts without it.
 */
export async function openRedis(url: string, logger: Logger): Promise<Redis> {
  // Loaded on demand: the embedded default never needs ioredis (~20 MB resident).
  const { Redis: RedisClient } = await import("ioredis");
  const client = new RedisClient(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 5000 });
  let down = false;
  client.on("ready", () => {
    down = false;
    logger.info("redis connected: rate limits are shared between nodes");
  });
  client.on("error", (error: unknown) => {
    if (down) return;
    down = true;
    logger.warn({ err: error }, "redis unreachable: rate limits count in this process until it is back");
  });
  await new Promise<void>((resolve) => {
    const settle = () => {
      client.off("ready", settle);
      client.off("error", settle);
      resolve();
    };
    client.once("ready", settle);
    client.once("error", settle);
  });
  return client;
}

/** Closes the client: politely when connected, at once otherwise. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === "ready") {
    try {
      await client.quit();
      return;
    } catch {
      // Lost meanwhile: disconnect below.
    }
  }
  client.disconnect();
}
