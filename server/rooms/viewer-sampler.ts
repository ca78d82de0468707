import { and, eq, isNull } from "drizzle-orm";
import { type Bus } from "../bus";
import { viewerTallyFor } from "../chat/viewer-tally";
import { type AppDatabase } from "../db/types";
import { type Logger } from "../logger";
import { raisePeak, recordViewers } from "./broadcasts";
import { liveRooms, roomBroadcasts } from "./tables";

// The viewers of every broadcast on air, for the commentator centre's numbers (issue 12,
// docs/commentator-centre.md "Data"). Every SAMPLE_EVERY_MS the sampler stores each broadcast's
// viewers at the start of the bucket: every node that runs a sampler writes the same (broadcast,
// time), so the row is stored once. Between samples, every change of a room's count raises its
// broadcast's peak, so a crowd that came and went within 15 s is not lost.

export const SAMPLE_EVERY_MS = 15_000;

/** Samples are taken this long after a bucket starts, clear of a clock a little behind. */
const SAMPLE_DELAY_MS = 1_000;

export interface ViewerSamplerOptions {
  /** The backend's DatabaseConnection (or anything as ready): a round while it is not ready does nothing. */
  database: { readonly ready: boolean; get(): { db: AppDatabase } };
  bus: Bus;
  logger: Logger;
  clock?: { now(): number };
  /** How often it samples by itself (aligned to the buckets); 0: never (tests call sync()). */
  everyMs?: number;
}

export interface RunningViewerSampler {
  /** Samples now; resolves once this round is stored. */
  sync(): Promise<void>;
  stop(): Promise<void>;
}

/** The bucket a time falls in: two nodes sampling at slightly different times agree on it. */
export function sampleBucket(timeMs: number): Date {
  return new Date(Math.floor(timeMs / SAMPLE_EVERY_MS) * SAMPLE_EVERY_MS);
}

async function broadcastsOnAirWithSlugs(db: AppDatabase): Promise<{ broadcastId: number; slug: string }[]> {
  return db
    .select({ broadcastId: roomBroadcasts.id, slug: liveRooms.slug })
    .from(roomBroadcasts)
    .innerJoin(liveRooms, eq(liveRooms.id, roomBroadcasts.roomId))
    .where(isNull(roomBroadcasts.endedAt));
}

async function broadcastOnAirOfSlug(db: AppDatabase, slug: string): Promise<number | null> {
  const [row] = await db
    .select({ id: roomBroadcasts.id })
    .from(roomBroadcasts)
    .innerJoin(liveRooms, eq(liveRooms.id, roomBroadcasts.roomId))
    .where(and(eq(liveRooms.slug, slug), isNull(roomBroadcasts.endedAt)));
  return row?.id ?? null;
}

export function startViewerSampler(options: ViewerSamplerOptions): RunningViewerSampler {
  const { database, logger } = options;
  const clock = options.clock ?? { now: () => Date.now() };
  const everyMs = options.everyMs ?? SAMPLE_EVERY_MS;
  // Made now, not at the first sample, so that it has heard the nodes' reports by then.
  const tally = viewerTallyFor(options.bus);
  let stopped = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let lastFailure = "";

  const logFailure = (error: unknown, what: string) => {
    const message = error instanceof Error ? error.message : String(error);
    // A database down for minutes logs once, not every 15 s.
    if (message !== lastFailure) logger.error({ err: error }, what);
    lastFailure = message;
  };

  const sampleOnce = async () => {
    if (!database.ready) return;
    const db = database.get().db;
    const at = sampleBucket(clock.now());
    try {
      for (const { broadcastId, slug } of await broadcastsOnAirWithSlugs(db)) {
        await recordViewers(db, broadcastId, at, tally.count(slug));
      }
      lastFailure = "";
    } catch (error) {
      logFailure(error, "viewer sampling failed");
    }
  };

  const sync = (): Promise<void> => {
    running ??= sampleOnce().finally(() => {
      running = null;
    });
    return running;
  };

  const stopListening = tally.onChange((slug, count) => {
    if (count === 0 || !database.ready) return;
    const db = database.get().db;
    void (async () => {
      const broadcastId = await broadcastOnAirOfSlug(db, slug);
      if (broadcastId !== null) await raisePeak(db, broadcastId, count);
    })().catch((error: unknown) => logFailure(error, "raising a broadcast's peak failed"));
  });

  const schedule = () => {
    if (stopped || everyMs <= 0) return;
    const wait = everyMs - (clock.now() % everyMs) + SAMPLE_DELAY_MS;
    timer = setTimeout(() => {
      void sync().finally(schedule);
    }, wait);
    timer.unref();
  };
  schedule();

  return {
    sync,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      stopListening();
      await running;
    },
  };
}
