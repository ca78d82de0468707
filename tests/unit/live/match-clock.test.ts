import { describe, expect, it } from "vitest";
import { t } from "~/services/locale/messages";
import { clockRunsIn, matchClockText } from "~/services/live/match-clock";

const football = (period: string, clockSeconds: number, clockRunning = true) => ({
  sport: "football",
  status: "Live",
  period,
  clockSeconds,
  clockRunning,
});

describe("the match clock", () => {
  it("counts football minutes up from the last message, stoppage time after each period's end", () => {
    expect(matchClockText(football("1H", 0), 0)).toBe("1'");
    expect(matchClockText(football("2H", 66 * 60 + 10), 0)).toBe("67'");
    expect(matchClockText(football("1H", 44 * 60 + 50), 15_000)).toBe("45+1'");
    expect(matchClockText(football("2H", 92 * 60), 0)).toBe("90+3'");
    expect(matchClockText(football("ET2", 110 * 60), 60_000)).toBe("112'");
  });

  it("stands still when the clock is stopped, and names the pauses", () => {
    expect(matchClockText(football("1H", 600, false), 120_000)).toBe("11'");
    expect(matchClockText(football("HT", 2700, false), 0)).toBe(t("periodHalfTime"));
    expect(matchClockText(football("PEN", 7200, false), 0)).toBe(t("periodPenalties"));
    expect(matchClockText({ ...football("1H", 100), status: "Ended" }, 0)).toBe("");
  });

  it("counts basketball down within the quarter", () => {
    const state = { sport: "basketball", status: "Live", period: "Q3", clockSeconds: 5 * 60 + 20, clockRunning: true };
    expect(matchClockText(state, 8_000)).toBe("Q3 05:12");
    expect(matchClockText(state, 10 * 60_000)).toBe("Q3 00:00");
    expect(matchClockText({ ...state, period: "HT" }, 0)).toBe(t("periodBasketballHalfTime"));
  });

  it("runs a page's own clock only while live and not in a pause", () => {
    expect(clockRunsIn({ status: "Live", period: "2H" })).toBe(true);
    expect(clockRunsIn({ status: "Live", period: "HT" })).toBe(false);
    expect(clockRunsIn({ status: "Upcoming", period: null })).toBe(false);
  });
});
