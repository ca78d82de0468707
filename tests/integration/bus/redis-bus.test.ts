import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { type Bus, openBus } from "../../../server/bus";
import { createLogger } from "../../../server/logger";
import { isTestRedisAvailable, TEST_REDIS_URL } from "../../helpers/test-redis";

// Two nodes of one deployment: each opens the bus with the same REDIS_URL and scope.
const redisAvailable = await isTestRedisAvailable();
const logger = createLogger("silent");
const opened: Bus[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((bus) => bus.close()));
});

async function node(scope: string): Promise<Bus> {
  const bus = await openBus({ redisUrl: TEST_REDIS_URL, scope }, logger);
  opened.push(bus);
  return bus;
}

function firstMessage(bus: Bus, channel: string): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const stop = bus.subscribe(channel, (message) => {
      stop();
      resolve(message);
    });
  });
}

describe.skipIf(!redisAvailable)("the Redis bus", () => {
  it("carries binary messages from one node to another of the same deployment, and not to another deployment", async () => {
    const scope = `test-${randomBytes(6).toString("hex")}`;
    const [first, second, stranger] = await Promise.all([node(scope), node(scope), node(`${scope}-other`)]);
    const strangerHeard: Uint8Array[] = [];
    stranger.subscribe("live", (message) => strangerHeard.push(message));
    const arriving = firstMessage(second, "live");
    // The subscription is made asynchronously: publish until it is in place.
    const bytes = new Uint8Array([0, 255, 128, 1]);
    const timer = setInterval(() => first.publish("live", bytes), 50);
    try {
      expect([...(await arriving)]).toEqual([...bytes]);
    } finally {
      clearInterval(timer);
    }
    expect(strangerHeard).toEqual([]);
  });
});
