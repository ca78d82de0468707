import { type LiveMessage } from "../../contract/live/messages";
import { BUS_CHANNELS, type Bus } from "../bus";
import { liveEnvelope, packEnvelope } from "./bus-envelope";

type Unsequenced<M> = M extends LiveMessage ? Omit<M, "seq" | "ts"> : never;

/**
 * Stamps live messages with a sequence and the publication time, encodes each once and puts it on
 * the bus: the live channel for matches, odds and the live count, a user's channel for their
 * notifications. The sequence starts from the clock, so it keeps increasing across restarts.
 */
export class LivePublisher {
  private lastSeq = 0;

  constructor(
    private readonly bus: Bus,
    private readonly now: () => number = Date.now,
  ) {}

  private stamp<M extends LiveMessage>(message: Unsequenced<M>): M {
    const ts = this.now();
    this.lastSeq = Math.max(this.lastSeq + 1, ts);
    return { ...message, seq: this.lastSeq, ts } as unknown as M;
  }

  /** Publishes to every socket; returns the message as sent. */
  publish<M extends LiveMessage>(message: Unsequenced<M>): M {
    const stamped = this.stamp<M>(message);
    this.bus.publish(BUS_CHANNELS.live, packEnvelope(liveEnvelope(stamped)));
    return stamped;
  }

  /** Publishes to one user's sockets (notifications). */
  publishToUser<M extends LiveMessage>(userId: number, message: Unsequenced<M>): M {
    const stamped = this.stamp<M>(message);
    this.bus.publish(BUS_CHANNELS.user(userId), packEnvelope(liveEnvelope(stamped)));
    return stamped;
  }
}
