import { describe, expect, it } from "vitest";
import { accrue, afterBeat, WATCH_CREDIT_SECONDS, WATCH_DAILY_POINTS_CAP, type WatchState } from "../../../server/rooms/watch-points";

// Watch time is counted from heartbeats' arrival (server/rooms/watch-points.ts): never more than
// the time that passed, at most a minute a beat, nothing after a long gap.

const at = (seconds: number) => new Date(Date.UTC(2026, 2, 10, 3, 0, 0) + seconds * 1000);
const fresh: WatchState = { seconds: 0, lastBeatAt: null, day: "", dayPoints: 0 };

describe("accrue", () => {
  it("a first beat only starts the count", () => {
    expect(accrue(null, at(0))).toEqual({ seconds: 0, countedTo: at(0) });
  });

  it("counts the whole seconds passed, keeping the fraction for the next beat", () => {
    expect(accrue(at(0), at(30))).toEqual({ seconds: 30, countedTo: at(30) });
    expect(accrue(at(0), at(30.7))).toEqual({ seconds: 30, countedTo: at(30) });
    expect(accrue(at(0), at(0.4))).toEqual({ seconds: 0, countedTo: at(0) });
  });

  it("counts a minute at most (a lost beat), nothing after more than two minutes", () => {
    expect(accrue(at(0), at(60))).toEqual({ seconds: 60, countedTo: at(60) });
    expect(accrue(at(0), at(90))).toEqual({ seconds: 60, countedTo: at(90) });
    expect(accrue(at(0), at(120))).toEqual({ seconds: 60, countedTo: at(120) });
    expect(accrue(at(0), at(121))).toEqual({ seconds: 0, countedTo: at(121) });
    expect(accrue(at(0), at(3600))).toEqual({ seconds: 0, countedTo: at(3600) });
  });

  it("a clock that went back counts nothing and keeps the mark", () => {
    expect(accrue(at(100), at(40))).toEqual({ seconds: 0, countedTo: at(100) });
  });
});

describe("afterBeat", () => {
  const beatEvery = (intervalSeconds: number, untilSeconds: number, start: WatchState = fresh) => {
    let state = start;
    let credits = 0;
    for (let second = 0; second <= untilSeconds; second += intervalSeconds) {
      const next = afterBeat(state, at(second), "2026-03-10");
      state = next.state;
      credits += next.credits;
    }
    return { state, credits };
  };

  it("ten minutes of beats every 30 s give one credit, the remainder carried", () => {
    expect(beatEvery(30, WATCH_CREDIT_SECONDS - 30).credits).toBe(0);
    expect(beatEvery(30, WATCH_CREDIT_SECONDS)).toMatchObject({ credits: 1, state: { seconds: 0, dayPoints: 5, day: "2026-03-10" } });
    expect(beatEvery(30, WATCH_CREDIT_SECONDS + 90)).toMatchObject({ credits: 1, state: { seconds: 90 } });
  });

  it("beats faster than real time count only the real time", () => {
    // 600 beats in 10 s of real time.
    const fast = beatEvery(1 / 60, 10);
    expect(fast.credits).toBe(0);
    expect(fast.state.seconds).toBeLessThanOrEqual(10);
  });

  it("stops giving credits at the daily cap, still uses up the time, and starts again the next day", () => {
    const capped = {
      ...fresh,
      lastBeatAt: at(0),
      seconds: WATCH_CREDIT_SECONDS - 30,
      day: "2026-03-10",
      dayPoints: WATCH_DAILY_POINTS_CAP,
    };
    expect(afterBeat(capped, at(30), "2026-03-10")).toEqual({
      credits: 0,
      state: { seconds: 0, lastBeatAt: at(30), day: "2026-03-10", dayPoints: WATCH_DAILY_POINTS_CAP },
    });
    expect(afterBeat(capped, at(30), "2026-03-11")).toEqual({
      credits: 1,
      state: { seconds: 0, lastBeatAt: at(30), day: "2026-03-11", dayPoints: 5 },
    });
  });
});
