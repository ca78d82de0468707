import { type Redis } from "ioredis";
import { type Logger } from "../logger";
import { closeRedis } from "../redis";
import { type Bus, type BusListener, LocalListeners } from "./bus";

/**
 * The scale-out bus: Redis publish/subscribe, so that every web node hears what the feed of any
 * node publishes. A second connection subscribes (Redis reserves a subscribing connection for it).
 * While Redis is unreachable, messages published meanwhile are lost; the live feed republishes each
 * live match's whole state at least once a minute, so sockets catch up when it is back.
 */
export class RedisBus implements Bus {
  private readonly listeners = new LocalListeners();

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {
    subscriber.on("messageBuffer", (channel: Buffer, message: Buffer) => {
      const name = channel.toString().slice(prefix.length);
      this.listeners.deliver(name, new Uint8Array(message.buffer, message.byteOffset, message.byteLength), (error) =>
        this.logger.error({ err: error, channel: name }, "bus listener failed"),
      );
    });
    // Outages are logged once by the publishing connection (server/redis.ts); this one reconnects quietly.
    subscriber.on("error", () => undefined);
    // Subscriptions are renewed by ioredis after a reconnection (autoResubscribe).
  }

  publish(channel: string, message: Uint8Array): void {
    this.publisher
      .publish(this.prefix + channel, Buffer.from(message.buffer, message.byteOffset, message.byteLength))
      .catch((error: unknown) => {
        this.logger.warn({ err: error, channel }, "bus message not published: redis unreachable");
      });
  }

  subscribe(channel: string, listener: BusListener): () => void {
    const first = !this.listeners.has(channel);
    const stop = this.listeners.add(channel, listener);
    if (first)
      this.subscriber
        .subscribe(this.prefix + channel)
        .catch((error: unknown) => this.logger.warn({ err: error, channel }, "bus subscription failed"));
    return () => {
      stop();
      if (!this.listeners.has(channel)) void this.subscriber.unsubscribe(this.prefix + channel).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.subscriber.disconnect();
    await closeRedis(this.publisher);
  }
}
