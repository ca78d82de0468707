import { BUS_CHANNELS, type Bus } from "../bus";

// Viewer counts across web nodes (issue 11): each node's chat server reports how many sockets it
// holds in each room, on the bus, every REPORT_INTERVAL_MS; every listener (each node's chat server,
// the backend's room pages) adds up the latest report of each node. A node that stops reporting
// (stopped, cut off) drops out after NODE_SILENCE_MS, so counts never stick.

export const REPORT_INTERVAL_MS = 5_000;
export const NODE_SILENCE_MS = 3 * REPORT_INTERVAL_MS;

interface NodeReport {
  node: string;
  /** Room slug to sockets. */
  rooms: Record<string, number>;
}

function isNodeReport(value: unknown): value is NodeReport {
  if (typeof value !== "object" || value === null) return false;
  const { node, rooms } = value as Record<string, unknown>;
  return typeof node === "string" && typeof rooms === "object" && rooms !== null && !Array.isArray(rooms);
}

export function encodeViewerReport(report: NodeReport): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(report));
}

/** Adds up the nodes' reports; `now` is injectable for tests. */
export class ViewerTally {
  private readonly latest = new Map<string, { at: number; rooms: Map<string, number> }>();
  private readonly stopListening: () => void;
  private readonly listeners = new Set<(roomSlug: string, count: number) => void>();

  constructor(
    bus: Bus,
    private readonly now: () => number = Date.now,
  ) {
    this.stopListening = bus.subscribe(BUS_CHANNELS.chatViewers, (bytes) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(new TextDecoder().decode(bytes));
      } catch {
        return;
      }
      if (isNodeReport(parsed)) this.record(parsed);
    });
  }

  /** Sockets in the room across every node heard from lately. */
  count(roomSlug: string): number {
    const since = this.now() - NODE_SILENCE_MS;
    let total = 0;
    for (const report of this.latest.values()) {
      if (report.at >= since) total += report.rooms.get(roomSlug) ?? 0;
    }
    return total;
  }

  /** Called with a room's new total whenever a report changes it. */
  onChange(listener: (roomSlug: string, count: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.stopListening();
    this.listeners.clear();
    this.latest.clear();
  }

  private record(report: NodeReport): void {
    const rooms = new Map<string, number>();
    for (const [slug, count] of Object.entries(report.rooms)) {
      if (typeof count === "number" && Number.isSafeInteger(count) && count > 0) rooms.set(slug, count);
    }
    const touched = new Set([...(this.latest.get(report.node)?.rooms.keys() ?? []), ...rooms.keys()]);
    const before = new Map([...touched].map((slug) => [slug, this.count(slug)]));
    this.latest.set(report.node, { at: this.now(), rooms });
    for (const slug of touched) {
      const after = this.count(slug);
      if (after !== before.get(slug)) for (const listener of this.listeners) listener(slug, after);
    }
  }
}

const talliesByBus = new WeakMap<Bus, ViewerTally>();

/** One tally per bus in this thread (the backend's room endpoints share it). */
export function viewerTallyFor(bus: Bus): ViewerTally {
  let tally = talliesByBus.get(bus);
  if (!tally) talliesByBus.set(bus, (tally = new ViewerTally(bus)));
  return tally;
}
