// The demo rooms' schedule (docs/live-rooms.md, "The director"): a pure function, so that the plan
// is the same on every node and in every test.

const MINUTE = 60_000;

/**
 * How long a room keeps a match on its plan: a little more than a replay usually lasts (football
 * 1 h 55 min with half-time and stoppage time, basketball 1 h 40 min). A longer match (extra time)
 * only delays the room's next one: the director keeps a room on its match until that match ends.
 */
export const PLANNED_MATCH_LENGTH_MS: Readonly<Record<string, number>> = { football: 120 * MINUTE, basketball: 105 * MINUTE };
const OTHER_SPORT_LENGTH_MS = 120 * MINUTE;

export function plannedLengthOf(sport: string): number {
  return PLANNED_MATCH_LENGTH_MS[sport] ?? OTHER_SPORT_LENGTH_MS;
}

export interface PlannerRoom {
  roomId: number;
  /** The room's category: it covers matches of that sport. */
  sport: string;
  /** Kick-off of the last match already on its schedule (null: nothing yet). */
  lastKickoffMs: number | null;
  /**
   * A room whose matches this one never takes (planned earlier in the same call, or already on its
   * schedule): the two take turns, so that one of them is live while the other is between matches.
   */
  alternatesWith?: number;
}

export interface PlannerMatch {
  matchId: number;
  sport: string;
  kickoffMs: number;
}

export interface ScheduleEntry {
  roomId: number;
  matchId: number;
}

function freeAtOf(room: PlannerRoom): number {
  return room.lastKickoffMs === null ? -Infinity : room.lastKickoffMs + plannedLengthOf(room.sport);
}

/** The earliest kick-off planSchedules could take for these rooms: replays before it need not be read. */
export function earliestPlannableKickoff(rooms: readonly PlannerRoom[], nowMs: number): number {
  return Math.min(...rooms.map((room) => Math.max(freeAtOf(room), nowMs - plannedLengthOf(room.sport))));
}

/**
 * Adds to each room, after the last match on its schedule, every match of its sport it can cover in
 * turn: the earliest one kicking off once the room is free, then the earliest once that one is over,
 * and so on. Matches already over at `nowMs` are skipped. Rooms of one sport plan alike, so they
 * share their matches: such a match has several rooms; a room that alternates with another skips
 * that room's matches (`existing`: what the schedules already hold), so it fills the other's gaps.
 * Rooms are planned in order: a room alternates with one listed before it.
 */
export function planSchedules(
  rooms: readonly PlannerRoom[],
  matches: readonly PlannerMatch[],
  nowMs: number,
  existing: readonly ScheduleEntry[] = [],
): ScheduleEntry[] {
  const ordered = [...matches].sort((a, b) => a.kickoffMs - b.kickoffMs || a.matchId - b.matchId);
  const entries: ScheduleEntry[] = [];
  const takenBy = (roomId: number | undefined) =>
    new Set([...existing, ...entries].filter((entry) => entry.roomId === roomId).map((entry) => entry.matchId));
  for (const room of rooms) {
    const length = plannedLengthOf(room.sport);
    const avoided = room.alternatesWith === undefined ? new Set<number>() : takenBy(room.alternatesWith);
    let freeAt = freeAtOf(room);
    for (const match of ordered) {
      if (match.sport !== room.sport || match.kickoffMs < freeAt || match.kickoffMs + length <= nowMs || avoided.has(match.matchId))
        continue;
      entries.push({ roomId: room.roomId, matchId: match.matchId });
      freeAt = match.kickoffMs + length;
    }
  }
  return entries;
}
