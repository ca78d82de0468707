import { type DatabaseConnection } from "../backend/database-connection";
import { type Bus } from "../bus";
import { type MatchChanges } from "../live/feed/match-changes";
import { LivePublisher } from "../live/publisher";
import { type Logger } from "../logger";
import { NotificationDelivery, type PushSender } from "./delivery";
import { sendDueReminders } from "./scheduler";
import { notifyTeamGoals } from "./team-goals";

const CHECK_EVERY_MS = 15_000;

export interface RunningReminders {
  /** Checks the reminders now (tests). */
  check(now?: Date): Promise<number>;
  stop(): void;
}

/**
 * The backend's notifier: match reminders checked every 15 s (a reminder 5 minutes before may thus
 * come up to 15 s late, never twice), and goals of followed teams as the feed records them.
 */
export function startReminders(options: {
  database: DatabaseConnection;
  bus: Bus;
  push: PushSender | null;
  logger: Logger;
  changes: MatchChanges | null;
  clock?: { now(): number };
  autoCheck?: boolean;
}): RunningReminders {
  const clock = options.clock ?? { now: () => Date.now() };
  const publisher = new LivePublisher(options.bus);
  let delivery: NotificationDelivery | null = null;
  const deliveryFor = () => (delivery ??= new NotificationDelivery(options.database.get().db, publisher, options.push, options.logger));
  const check = async (now = new Date(clock.now())) => {
    if (!options.database.ready) return 0;
    return sendDueReminders(options.database.get().db, deliveryFor(), now);
  };
  const timer =
    options.autoCheck === false
      ? null
      : setInterval(
          () => void check().catch((error: unknown) => options.logger.error({ err: error }, "reminder check failed")),
          CHECK_EVERY_MS,
        );
  timer?.unref();
  const stopGoals = options.changes?.listen(async ({ state, previous, at }) => {
    if (options.database.ready) await notifyTeamGoals(options.database.get().db, deliveryFor(), state, previous, at);
  });
  return {
    check,
    stop() {
      if (timer) clearInterval(timer);
      stopGoals?.();
    },
  };
}
