import { BUS_CHANNELS, type Bus } from "../../bus";
import { type DatabaseConnection } from "../../backend/database-connection";
import { type Logger } from "../../logger";
import { LivePublisher } from "../publisher";
import { startOddsTracker } from "../odds/tracker";
import { ReplayProvider } from "../replay/provider";
import { type FeedClock, type FeedProvider, systemClock } from "./feed";
import { LiveFeed } from "./live-feed";
import { MatchChanges } from "./match-changes";

const TICK_MS = 1000;

export interface RunningLiveFeed {
  feed: LiveFeed;
  /** Where the backend's listeners (odds, goal notifications) subscribe. */
  changes: MatchChanges;
  publisher: LivePublisher;
  /** Runs one tick now (tests drive the feed with their own clock). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

export interface LiveFeedOptions {
  database: DatabaseConnection;
  bus: Bus;
  logger: Logger;
  clock?: FeedClock;
  /** Ticks by itself every second (the site); tests call tick() instead. */
  autoTick?: boolean;
  provider?: FeedProvider;
}

/**
 * Starts the live feed in the backend: the replay provider by default, ticking every second once
 * the database is ready, and answering socket servers that ask for the live state.
 */
export function startLiveFeed(options: LiveFeedOptions): RunningLiveFeed {
  const clock = options.clock ?? systemClock;
  const logger = options.logger;
  const publisher = new LivePublisher(options.bus, () => clock.now());
  const changes = new MatchChanges(logger);
  let feed: LiveFeed | null = null;
  let provider: FeedProvider | null = options.provider ?? null;
  const feedFor = () => {
    if (!feed) {
      const db = options.database.get().db;
      feed = new LiveFeed(db, publisher, changes, logger, clock);
      const made = feed;
      provider ??= new ReplayProvider(db, logger, (ids) => made.forget(ids));
    }
    return { feed, provider: provider as FeedProvider };
  };
  let stopped = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let lastFailure = "";

  const tick = async () => {
    if (running) return running;
    running = (async () => {
      if (!options.database.ready) return;
      const { feed: sink, provider: source } = feedFor();
      try {
        await source.tick(clock.now(), sink);
        lastFailure = "";
      } catch (error) {
        // One line per kind of failure, not one a second.
        const message = error instanceof Error ? error.message : String(error);
        if (message !== lastFailure) logger.error({ err: error }, "live feed tick failed");
        lastFailure = message;
      }
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const schedule = () => {
    if (stopped || options.autoTick === false) return;
    timer = setTimeout(() => void tick().finally(schedule), TICK_MS);
    timer.unref();
  };
  const stopSync = options.bus.subscribe(BUS_CHANNELS.liveSync, () => feed?.republish());
  // In-play odds move with every change the feed records (docs/odds.md).
  const stopOdds = startOddsTracker({ db: () => options.database.get().db, changes, publisher, logger: logger.child({ part: "odds" }) });
  schedule();

  return {
    get feed() {
      return feedFor().feed;
    },
    changes,
    publisher,
    tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      stopSync();
      stopOdds();
      await running;
    },
  };
}
