import { describe, expect, it } from "vitest";
import { earliestPlannableKickoff, planSchedules, plannedLengthOf, type PlannerMatch } from "../../../server/rooms/planner";

const MINUTE = 60_000;
const start = Date.parse("2026-11-24T00:15:00+07:00");

/** The replay feed's day: football every 45 minutes from 00:15, basketball every 2 hours from 00:40. */
function replayDay(): PlannerMatch[] {
  const matches: PlannerMatch[] = [];
  for (let index = 0; index < 32; index++)
    matches.push({ matchId: 100 + index, sport: "football", kickoffMs: start + index * 45 * MINUTE });
  for (let index = 0; index < 12; index++)
    matches.push({ matchId: 200 + index, sport: "basketball", kickoffMs: start + 25 * MINUTE + index * 120 * MINUTE });
  return matches;
}

const football = (roomId: number, lastKickoffMs: number | null = null) => ({ roomId, sport: "football", lastKickoffMs });

describe("the demo rooms' planner", () => {
  it("gives a room the earliest match, then the earliest one kicking off once it is over, without overlaps", () => {
    const entries = planSchedules([football(1)], replayDay(), start - MINUTE);
    const kickoffs = entries.map((entry) => replayDay().find((match) => match.matchId === entry.matchId)?.kickoffMs ?? 0);
    expect(entries[0]).toEqual({ roomId: 1, matchId: 100 });
    // 00:15, 02:30, 04:45 …: a football match is planned for two hours, the next slot after that is three slots on.
    expect(entries.map((entry) => entry.matchId).slice(0, 4)).toEqual([100, 103, 106, 109]);
    for (let index = 1; index < kickoffs.length; index++)
      expect((kickoffs[index] ?? 0) - (kickoffs[index - 1] ?? 0)).toBeGreaterThanOrEqual(plannedLengthOf("football"));
  });

  it("covers only its own sport, and gives two rooms of one sport the same matches", () => {
    const entries = planSchedules([football(1), football(2), { roomId: 3, sport: "basketball", lastKickoffMs: null }], replayDay(), start);
    const of = (roomId: number) => entries.filter((entry) => entry.roomId === roomId).map((entry) => entry.matchId);
    expect(of(1).length).toBeGreaterThan(5);
    expect(of(2)).toEqual(of(1));
    expect(of(1).every((id) => id < 200)).toBe(true);
    // Basketball games are two hours apart and planned for 1 h 45 min: every one of them.
    expect(of(3)).toEqual(Array.from({ length: 12 }, (_, index) => 200 + index));
  });

  it("lets a room alternate with another, so that one of the two is always live, also when its partner was planned before", () => {
    const day = replayDay();
    const alternating = { ...football(2), alternatesWith: 1 };
    const together = planSchedules([football(1), alternating], day, start);
    const earlier = planSchedules([football(1)], day, start);
    expect(planSchedules([alternating], day, start, earlier)).toEqual(together.filter((entry) => entry.roomId === 2));
    const of = (roomId: number) => together.filter((entry) => entry.roomId === roomId).map((entry) => entry.matchId);
    expect(of(1).filter((id) => of(2).includes(id))).toEqual([]);
    expect(of(2).slice(0, 3)).toEqual([101, 104, 107]);
    // A replayed football match lasts at least 1 h 40 min: every minute of the day has one of them live.
    const playing = (t: number) =>
      together.some((entry) => {
        const kickoff = day.find((match) => match.matchId === entry.matchId)?.kickoffMs ?? 0;
        return kickoff <= t && t < kickoff + 100 * MINUTE;
      });
    for (let t = start; t < start + 22 * 60 * MINUTE; t += MINUTE) expect(playing(t), new Date(t).toISOString()).toBe(true);
  });

  it("takes a match already playing when the room is free, and skips matches that are over", () => {
    const now = start + 100 * MINUTE;
    const entries = planSchedules([football(1)], replayDay(), now);
    // 00:15 is over for planning purposes at 02:15; at 01:55 it is still on (kick-off + 2 h > now).
    expect(entries[0]?.matchId).toBe(100);
    const later = planSchedules([football(1)], replayDay(), start + 130 * MINUTE);
    expect(later[0]?.matchId).toBe(101);
  });

  it("continues after what the room has scheduled, and adds nothing when run again with its own plan", () => {
    const first = planSchedules([football(1)], replayDay(), start);
    const lastId = first.at(-1)?.matchId ?? 0;
    const lastKickoff = replayDay().find((match) => match.matchId === lastId)?.kickoffMs ?? 0;
    expect(planSchedules([football(1, lastKickoff)], replayDay(), start)).toEqual([]);

    const afterSecond = planSchedules([football(1, start + 45 * MINUTE)], replayDay(), start);
    expect(afterSecond[0]?.matchId).toBe(104);
  });

  it("names the earliest kick-off worth reading", () => {
    const now = start + 10 * MINUTE;
    expect(earliestPlannableKickoff([football(1)], now)).toBe(now - plannedLengthOf("football"));
    expect(earliestPlannableKickoff([football(1, start + 1000 * MINUTE)], now)).toBe(start + 1000 * MINUTE + plannedLengthOf("football"));
    expect(
      earliestPlannableKickoff([football(1, start + 1000 * MINUTE), { roomId: 2, sport: "basketball", lastKickoffMs: null }], now),
    ).toBe(now - plannedLengthOf("basketball"));
  });
});
