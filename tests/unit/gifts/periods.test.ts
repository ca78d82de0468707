import { describe, expect, it } from "vitest";
import { leaderboardPeriod } from "../../../server/gifts/periods";
import { experienceForGift } from "../../../server/gifts/send-gift";

// The leaderboard's periods are Bangkok days and Monday-to-Sunday weeks (UTC+7, no summer time).

const span = (period: "today" | "week", iso: string) => {
  const { from, to } = leaderboardPeriod(period, new Date(iso));
  return [from.toISOString(), to.toISOString()];
};

describe("leaderboard periods", () => {
  it("today runs from Bangkok midnight to the next", () => {
    expect(span("today", "2026-03-10T16:59:59.999Z")).toEqual(["2026-03-09T17:00:00.000Z", "2026-03-10T17:00:00.000Z"]);
    expect(span("today", "2026-03-10T17:00:00.000Z")).toEqual(["2026-03-10T17:00:00.000Z", "2026-03-11T17:00:00.000Z"]);
    expect(span("today", "2026-03-01T00:00:00.000Z")).toEqual(["2026-02-28T17:00:00.000Z", "2026-03-01T17:00:00.000Z"]);
  });

  it("a week starts on Monday 00:00 in Bangkok", () => {
    // 2026-03-09 is a Monday.
    const week = ["2026-03-08T17:00:00.000Z", "2026-03-15T17:00:00.000Z"];
    expect(span("week", "2026-03-08T17:00:00.000Z")).toEqual(week);
    expect(span("week", "2026-03-11T05:00:00.000Z")).toEqual(week);
    expect(span("week", "2026-03-15T16:59:59.999Z")).toEqual(week);
    expect(span("week", "2026-03-15T17:00:00.000Z")).toEqual(["2026-03-15T17:00:00.000Z", "2026-03-22T17:00:00.000Z"]);
    // Sunday evening in UTC is already Monday in Bangkok; Sunday 23:00 UTC of the week before is still its Sunday.
    expect(span("week", "2026-03-08T16:59:59.999Z")).toEqual(["2026-03-01T17:00:00.000Z", "2026-03-08T17:00:00.000Z"]);
  });
});

describe("experience from gifts", () => {
  it("gives one per whole 10 points spent", () => {
    expect([0, 9, 10, 50, 55, 49_500].map(experienceForGift)).toEqual([0, 0, 1, 5, 5, 4_950]);
  });
});
