import { describe, expect, it } from "vitest";
import { bangkokDaySeconds, dayColumns, viewerColumns } from "~/components/commentator/data/chart-series";
import { broadcastMinutes, dayLabel, formatCount } from "~/components/commentator/data/format";
import { DATA_CSV_SECTION, DATA_SECTION, dataHref, dataQueryOf } from "~/services/commentator/data-query";

// The data page's pieces that need no browser: its query, its number formats, its charts' columns.

describe("the data page's query", () => {
  it("reads the period and the broadcast, leaving out what is not there", () => {
    expect(dataQueryOf(new URLSearchParams("tu=2026-03-01&den=2026-03-07&buoi=12"))).toEqual({
      from: "2026-03-01",
      to: "2026-03-07",
      broadcastId: 12,
    });
    expect(dataQueryOf(new URLSearchParams(""))).toEqual({ from: undefined, to: undefined, broadcastId: undefined });
    expect(dataQueryOf(new URLSearchParams("tu=%20&buoi=0"))).toEqual({ from: undefined, to: undefined, broadcastId: undefined });
    expect(dataQueryOf(new URLSearchParams("buoi=12abc")).broadcastId).toBeUndefined();
    // A wrong day goes to the backend, which refuses it; a long one is cut first.
    expect(dataQueryOf(new URLSearchParams(`tu=${"9".repeat(500)}`)).from).toHaveLength(20);
  });

  it("makes the page's and the export's addresses, with an admin's room", () => {
    expect(dataHref(DATA_SECTION, { from: "2026-03-01", to: "2026-03-07", room: null })).toBe(
      "/commentator/du-lieu?tu=2026-03-01&den=2026-03-07",
    );
    expect(dataHref(DATA_CSV_SECTION, { from: "2026-03-01", to: "2026-03-07", broadcastId: 4, room: "blv-a" })).toBe(
      "/commentator/du-lieu.csv?phong=blv-a&tu=2026-03-01&den=2026-03-07&buoi=4",
    );
  });
});

describe("the data page's numbers", () => {
  it("writes counts with comma thousands and averages with one decimal", () => {
    expect(formatCount(1234567)).toBe("1,234,567");
    expect(formatCount(8.4)).toBe("8.4");
    expect(formatCount(1234.56)).toBe("1,234.6");
    expect(formatCount(0)).toBe("0");
  });

  it("writes days as DD/MM and counts a broadcast on air up to now", () => {
    expect(dayLabel("2026-03-09")).toBe("09/03");
    expect(broadcastMinutes("2026-03-09T12:00:00Z", "2026-03-09T13:29:40Z", 0)).toBe(90);
    expect(broadcastMinutes("2026-03-09T12:00:00Z", null, Date.parse("2026-03-09T12:45:00Z"))).toBe(45);
  });
});

describe("the charts' columns", () => {
  it("breaks the viewers line between broadcasts", () => {
    const at = (minute: number) => Date.parse("2026-03-09T12:00:00Z") + minute * 15_000;
    const [xs, ys] = viewerColumns([
      { at: at(0), viewers: 3 },
      { at: at(1), viewers: 5 },
      { at: at(2), viewers: 4 },
      { at: at(40), viewers: 9 },
    ]);
    expect(ys).toEqual([3, 5, 4, null, 9]);
    expect(xs).toEqual([at(0), at(1), at(2), at(3), at(40)].map((ms) => ms / 1000));
    expect(viewerColumns([])).toEqual([[], []]);
  });

  it("puts each day at Bangkok's midnight", () => {
    expect(bangkokDaySeconds("2026-03-09")).toBe(Date.parse("2026-03-08T17:00:00Z") / 1000);
    expect(dayColumns([{ day: "2026-03-09", newFollowers: 1, chatMessages: 2, giftPoints: 30 }])).toEqual([
      [Date.parse("2026-03-08T17:00:00Z") / 1000],
      [1],
      [2],
      [30],
    ]);
  });
});
