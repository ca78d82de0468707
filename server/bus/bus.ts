// Publish/subscribe between the parts of the site (DESIGN.md: the bus): the live feed publishes,
// the sockets of every web node listen. In-process by default; Redis when REDIS_URL is set.

export type BusListener = (message: Uint8Array) => void;

export interface Bus {
  /** Delivers the bytes to every subscriber of the channel, in this process and (Redis) on every node. */
  publish(channel: string, message: Uint8Array): void;
  /** Returns the function that stops listening. */
  subscribe(channel: string, listener: BusListener): () => void;
  close(): Promise<void>;
}

/** The listeners of one bus in this thread, by channel. */
export class LocalListeners {
  private readonly byChannel = new Map<string, Set<BusListener>>();

  add(channel: string, listener: BusListener): () => void {
    let listeners = this.byChannel.get(channel);
    if (!listeners) this.byChannel.set(channel, (listeners = new Set()));
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.byChannel.delete(channel);
    };
  }

  has(channel: string): boolean {
    return this.byChannel.has(channel);
  }

  channels(): string[] {
    return [...this.byChannel.keys()];
  }

  /** A listener that throws does not keep the message from the others. */
  deliver(channel: string, message: Uint8Array, onError: (error: unknown) => void): void {
    for (const listener of this.byChannel.get(channel) ?? []) {
      try {
        listener(message);
      } catch (error) {
        onError(error);
      }
    }
  }

  clear(): void {
    this.byChannel.clear();
  }
}
