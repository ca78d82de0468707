import { BroadcastChannel } from "node:worker_threads";
import { type Logger } from "../logger";
import { type Bus, type BusListener, LocalListeners } from "./bus";

interface Carried {
  channel: string;
  message: Uint8Array;
}

/**
 * The embedded default: subscribers in this thread are called directly, and a BroadcastChannel
 * carries each message to the other threads of the process (the backend thread, where the feed
 * runs, and the web node's main thread). `name` keeps two sites in one process (tests) apart.
 */
export class InProcessBus implements Bus {
  private readonly listeners = new LocalListeners();
  private readonly channel: BroadcastChannel;

  constructor(
    name: string,
    private readonly logger: Logger,
  ) {
    this.channel = new BroadcastChannel(`vsport-bus:${name}`);
    this.channel.onmessage = (event) => {
      const carried = (event as { data: Carried }).data;
      this.listeners.deliver(carried.channel, carried.message, (error) => this.logFailure(carried.channel, error));
    };
    // A thread whose only handle is this channel may still end.
    (this.channel as unknown as { unref(): void }).unref();
  }

  publish(channel: string, message: Uint8Array): void {
    this.listeners.deliver(channel, message, (error) => this.logFailure(channel, error));
    this.channel.postMessage({ channel, message } satisfies Carried);
  }

  subscribe(channel: string, listener: BusListener): () => void {
    return this.listeners.add(channel, listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.channel.close();
  }

  private logFailure(channel: string, error: unknown): void {
    this.logger.error({ err: error, channel }, "bus listener failed");
  }
}
