import { randomUUID } from "node:crypto";
import { BUS_CHANNELS, type Bus } from "../../bus";
import { encodeViewerReport, REPORT_INTERVAL_MS } from "../viewer-tally";

// This node's part of the viewer counts (docs/chat.md "Viewer counts"): how many of its sockets are
// in each room, on the bus every REPORT_INTERVAL_MS, and soon after a socket joins or leaves so that
// counts move within a second; every node's ViewerTally adds the nodes' reports up.

export interface ViewerReportTiming {
  intervalMs: number;
  /** After a change, the next report waits at most this long (changes meanwhile share it). */
  soonMs: number;
}

export class ViewerReporter {
  /** A new id each process: a restarted node is a new node, and its old reports fall silent. */
  private readonly node = randomUUID();
  private readonly timer: NodeJS.Timeout;
  private pending: NodeJS.Timeout | null = null;

  constructor(
    private readonly bus: Bus,
    private readonly counts: () => Record<string, number>,
    private readonly timing: ViewerReportTiming = { intervalMs: REPORT_INTERVAL_MS, soonMs: 1_000 },
  ) {
    this.timer = setInterval(() => this.report(), timing.intervalMs);
    this.timer.unref();
  }

  /** A socket joined or left: report within `soonMs`. */
  changed(): void {
    if (this.pending) return;
    this.pending = setTimeout(() => this.report(), this.timing.soonMs);
    this.pending.unref();
  }

  /** Reports no sockets at all, so that other nodes stop counting this one at once. */
  stop(): void {
    clearInterval(this.timer);
    if (this.pending) clearTimeout(this.pending);
    this.bus.publish(BUS_CHANNELS.chatViewers, encodeViewerReport({ node: this.node, rooms: {} }));
  }

  private report(): void {
    if (this.pending) clearTimeout(this.pending);
    this.pending = null;
    this.bus.publish(BUS_CHANNELS.chatViewers, encodeViewerReport({ node: this.node, rooms: this.counts() }));
  }
}
