import { createHash } from "node:crypto";
import { type Logger } from "../logger";
import { openRedis } from "../redis";
import { type Bus } from "./bus";
import { InProcessBus } from "./in-process-bus";
import { RedisBus } from "./redis-bus";

export type { Bus, BusListener } from "./bus";

export interface BusOptions {
  /** REDIS_URL: the bus of several nodes. */
  redisUrl?: string;
  /** Keeps two sites apart when they share a process or a Redis (DATA_DIR, or the database's URL). */
  scope: string;
}

/** The site's bus: Redis when configured, else in-process (threads of one process). */
export async function openBus(options: BusOptions, logger: Logger): Promise<Bus> {
  const name = createHash("sha256").update(options.scope).digest("hex").slice(0, 12);
  if (!options.redisUrl) return new InProcessBus(name, logger);
  // The scope keeps tests apart; nodes of one deployment share it through their DATABASE_URL.
  const publisher = await openRedis(options.redisUrl, logger);
  const subscriber = publisher.duplicate({ enableOfflineQueue: true });
  return new RedisBus(publisher, subscriber, `vsport:${name}:`, logger);
}

/** Bus channels: one place names them. */
export const BUS_CHANNELS = {
  /** Every live match, odds and live-count message, each a LiveBusEnvelope (server/live/bus-envelope.ts). */
  live: "live",
  /** A socket server that has just started (or lost the bus) asks here; the feed answers by republishing every live match. */
  liveSync: "live-sync",
  /** Notifications for one user: LiveBusEnvelopes of type "notification". */
  user: (userId: number) => `user:${userId}`,
  /** One live room's chat (docs/chat.md): each message a server frame as UTF-8 JSON, sent as is to the room's sockets. */
  chatRoom: (roomSlug: string) => `chat:${roomSlug}`,
  /** Each web node's viewer counts by room, every few seconds (server/chat/viewer-tally.ts). */
  chatViewers: "chat-viewers",
} as const;
