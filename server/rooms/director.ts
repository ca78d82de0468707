import { type DatabaseConnection } from "../backend/database-connection";
import { type Bus } from "../bus";
import { type AppDatabase } from "../db/types";
import { type FeedClock, systemClock } from "../live/feed/feed";
import { type MatchChanges } from "../live/feed/match-changes";
import { type Logger } from "../logger";
import { earliestPlannableKickoff, planSchedules, type PlannerRoom } from "./planner";
import { switchRoomLive } from "./live-switch";
import { listDemoRooms } from "./repository";
import { DEMO_ROOMS } from "./demo-rooms";
import { addToSchedules, lastScheduledKickoffs, liveScheduledMatches, replaysFrom, scheduledAmong } from "./schedules";

// The demo director (docs/live-rooms.md, "The director"): demo rooms cover the replays the feed
// plays. Both steps read what is stored and write only what differs, so running them again, late or
// on two nodes at once changes nothing more. Rooms that are not demo rooms are never touched.

/** New replays enter the schedule once a day; looking every few minutes is plenty, and cheap. */
export const DIRECTOR_EVERY_MS = 5 * 60_000;

/** Puts the replays each demo room can cover on its schedule, after what is there; returns how many were added. */
export async function planDemoSchedules(db: AppDatabase, nowMs: number): Promise<number> {
  const rooms = await listDemoRooms(db);
  if (rooms.length === 0) return 0;
  const last = await lastScheduledKickoffs(
    db,
    rooms.map((room) => room.id),
  );
  const idOfSlug = new Map(rooms.map((room) => [room.slug, room.id]));
  const partnerOf = (slug: string) => {
    const partner = DEMO_ROOMS.find((demo) => demo.slug === slug)?.alternatesWith;
    return partner === undefined ? undefined : idOfSlug.get(partner);
  };
  const planned: PlannerRoom[] = rooms
    .map((room) => ({
      roomId: room.id,
      sport: room.category,
      lastKickoffMs: last.get(room.id) ?? null,
      alternatesWith: partnerOf(room.slug),
    }))
    // A room that alternates plans after its partner.
    .sort((a, b) => Number(a.alternatesWith !== undefined) - Number(b.alternatesWith !== undefined));
  const replays = await replaysFrom(db, earliestPlannableKickoff(planned, nowMs));
  const partners = planned.flatMap((room) => (room.alternatesWith === undefined ? [] : [room.alternatesWith]));
  const existing = await scheduledAmong(
    db,
    partners,
    replays.map((replay) => replay.matchId),
  );
  return addToSchedules(db, planSchedules(planned, replays, nowMs, existing));
}

/**
 * Points each demo room at the scheduled match that is live now (keeping the one it covers while
 * that is still live, else the earliest), or takes it offline (server/rooms/live-switch.ts: the broadcast, the chat's notice).
 * Returns the slugs of the rooms changed.
 */
export async function reconcileDemoRooms(db: AppDatabase, bus: Bus, logger: Logger, nowMs: number): Promise<string[]> {
  const rooms = await listDemoRooms(db);
  const live = await liveScheduledMatches(
    db,
    rooms.map((room) => room.id),
  );
  const changed: string[] = [];
  for (const room of rooms) {
    // A demo commentator streaming for real from OBS (the media server's callbacks) runs the room meanwhile.
    if (room.publishing) continue;
    const candidates = live.filter((match) => match.roomId === room.id);
    const target = candidates.find((match) => match.matchId === room.matchId) ?? candidates[0] ?? null;
    const coverage = { matchId: target?.matchId ?? null, isLive: target !== null };
    if (coverage.matchId === room.matchId && coverage.isLive === room.isLive) continue;
    if (!(await switchRoomLive({ db, bus, logger, push: null }, room, { ...coverage, source: "demo" }, new Date(nowMs)))) continue;
    changed.push(room.slug);
  }
  return changed;
}

export interface RoomDirectorOptions {
  database: DatabaseConnection;
  bus: Bus;
  logger: Logger;
  /** The live feed's changes: a match's status change moves the rooms at once. */
  changes: MatchChanges | null;
  clock?: FeedClock;
  /** How often it plans and reconciles by itself; 0: never (tests call sync()). */
  everyMs?: number;
}

export interface RunningRoomDirector {
  /** Plans and reconciles now; resolves once a run that started after this call (or the change before it) is over. */
  sync(): Promise<void>;
  /** Resolves once no run is going on (tests: after the feed's tick, what it set off is done). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** Runs the director: at start, on every status change the feed reports, and every DIRECTOR_EVERY_MS. */
export function startRoomDirector(options: RoomDirectorOptions): RunningRoomDirector {
  const clock = options.clock ?? systemClock;
  const { database, bus, logger } = options;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let lastFailure = "";

  const runOnce = async () => {
    if (!database.ready) return;
    const db = database.get().db;
    try {
      const planned = await planDemoSchedules(db, clock.now());
      const changed = await reconcileDemoRooms(db, bus, logger, clock.now());
      if (planned > 0 || changed.length > 0) logger.info({ planned, changed }, "demo rooms directed");
      lastFailure = "";
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message !== lastFailure) logger.error({ err: error }, "room director failed");
      lastFailure = message;
    }
  };
  const sync = (): Promise<void> => {
    // A call during a run asks for one more run after it: what changed meanwhile is never missed.
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce();
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  // Not awaited: the feed goes on with its tick, and the changes of one tick (dozens on a first
  // start, when the day's earlier replays are stored as ended) make one or two runs, not one each.
  const stopListening = options.changes?.listen((change) => {
    if (change.previous?.status !== change.state.status) void sync();
  });
  const everyMs = options.everyMs ?? DIRECTOR_EVERY_MS;
  const timer = everyMs > 0 ? setInterval(() => void sync(), everyMs) : null;
  timer?.unref();
  if (everyMs > 0) void sync();

  return {
    sync,
    idle: () => running ?? Promise.resolve(),
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      stopListening?.();
      await running;
    },
  };
}
