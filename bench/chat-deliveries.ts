// The pure part of the `/chat` room bench (bench/chat.ts): what a writer sends, when, and the tally
// of each viewer's receipts. No I/O here (tests/unit/bench-chat.test.ts).
import { percentile } from "./stats";

/** The text of message `n`, sent at `sentAt` (ms, the bench's performance.now()): any receiver can tell which and when. */
export function benchText(sentAt: number, n: number): string {
  return `bench ${sentAt.toFixed(3)} ${n}`;
}

const MARKER = Buffer.from('"text":"bench ');
const READING = /^(\d+(?:\.\d+)?) (\d+)"/;

/**
 * The bench message a frame carries, found without parsing the JSON (a viewer gets 50 a second):
 * the site's `message` frame and the yardstick's echo of the writer's `send` both hold `"text":"bench …"`.
 */
export function readBenchText(frame: Buffer): { sentAt: number; n: number } | null {
  const at = frame.indexOf(MARKER);
  if (at < 0) return null;
  const match = READING.exec(frame.toString("latin1", at + MARKER.length, at + MARKER.length + 40));
  return match ? { sentAt: Number(match[1]), n: Number(match[2]) } : null;
}

/** Messages a second, in order from `first`: message n is due `n / rate` seconds after the start, from writer n mod writers. */
export interface SendPlan {
  first: number;
  count: number;
  rate: number;
  writers: number;
}

/**
 * Each writer sends one message every this many seconds: under the chat's limits of a user (5 in
 * 10 s) and of a connection (5 at once, then one each 2 s), docs/chat.md "Limits".
 */
export const WRITER_INTERVAL_SECONDS = 3;

/** A round's messages, numbered from `first` (numbers are unique over the run, so each key and text is new). */
export function sendPlan(first: number, rate: number, seconds: number): SendPlan {
  return { first, count: Math.max(1, Math.round(rate * seconds)), rate, writers: Math.ceil(rate * WRITER_INTERVAL_SECONDS) };
}

export function dueAfterMs(plan: SendPlan, n: number): number {
  return ((n - plan.first) * 1000) / plan.rate;
}

export function writerOf(plan: SendPlan, n: number): number {
  return n % plan.writers;
}

export interface DeliveryFigures {
  p50: number;
  p99: number;
  max: number;
  /** Receipts by viewers of the round's messages, each (viewer, message) counted once. */
  delivered: number;
  /** Viewers × messages sent. */
  expected: number;
  /** The same message again to the same viewer: none expected. */
  duplicates: number;
}

/** Each viewer's receipts of a round's messages (those of the plan), and their delays. */
export class Deliveries {
  private readonly seen: Uint8Array;
  private delays: Float64Array;
  private count = 0;
  private duplicates = 0;

  constructor(
    private readonly viewers: number,
    private readonly plan: Pick<SendPlan, "first" | "count">,
  ) {
    this.seen = new Uint8Array(viewers * plan.count);
    this.delays = new Float64Array(Math.min(viewers * plan.count, 1 << 20));
  }

  /** A viewer got message n `delay` ms after it was sent; other messages (a join's history) are not the round's. */
  record(viewer: number, n: number, delay: number): void {
    const index = n - this.plan.first;
    if (index < 0 || index >= this.plan.count || viewer < 0 || viewer >= this.viewers) return;
    const slot = viewer * this.plan.count + index;
    if (this.seen[slot]) {
      this.duplicates += 1;
      return;
    }
    this.seen[slot] = 1;
    if (this.count === this.delays.length) {
      const grown = new Float64Array(this.delays.length * 2);
      grown.set(this.delays);
      this.delays = grown;
    }
    this.delays[this.count] = delay;
    this.count += 1;
  }

  get delivered(): number {
    return this.count;
  }

  /** `sent`: the messages the writers sent (all of the plan unless the run was cut short). */
  figures(sent: number): DeliveryFigures {
    const sorted = Array.from(this.delays.subarray(0, this.count).sort());
    return {
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      max: sorted.at(-1) ?? Number.NaN,
      delivered: this.count,
      expected: this.viewers * sent,
      duplicates: this.duplicates,
    };
  }
}
