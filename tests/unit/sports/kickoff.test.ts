import { describe, expect, it } from "vitest";
import { kickoffInstant, matchSlug } from "../../../server/sports/import/resolve";

const instant = (date: string, time: string | undefined, zone: string) => {
  const result = kickoffInstant(time === undefined ? { date, zone } : { date, time, zone });
  return result.ok ? (result.kickoffAt?.toISOString() ?? null) : result.reason;
};

describe("kickoff times: local to the venue or league, stored in UTC", () => {
  it("applies the zone's offset on that day, daylight saving included", () => {
    // London: BST (UTC+1) in August, GMT in December.
    expect(instant("2024-08-16", "20:00", "Europe/London")).toBe("2024-08-16T19:00:00.000Z");
    expect(instant("2024-12-26", "20:00", "Europe/London")).toBe("2024-12-26T20:00:00.000Z");
    // Madrid across the end of summer time (27 October 2024, 03:00 CEST → 02:00 CET).
    expect(instant("2024-10-26", "21:00", "Europe/Madrid")).toBe("2024-10-26T19:00:00.000Z");
    expect(instant("2024-10-27", "21:00", "Europe/Madrid")).toBe("2024-10-27T20:00:00.000Z");
    // Qatar 2022, UTC+3; Hà Nội, UTC+7 all year.
    expect(instant("2022-12-18", "18:00", "Asia/Qatar")).toBe("2022-12-18T15:00:00.000Z");
    expect(instant("2020-03-06", "17:00", "Asia/Ho_Chi_Minh")).toBe("2020-03-06T10:00:00.000Z");
    // A historical offset: Montevideo in July 1930 was UTC−3:30.
    expect(instant("1930-07-13", "15:00", "America/Montevideo")).toBe("1930-07-13T18:30:00.000Z");
  });

  it("keeps a date without a time as a local date only", () => {
    expect(kickoffInstant({ date: "2022-10-18", zone: "America/New_York" })).toEqual({
      ok: true,
      kickoffAt: null,
      localDate: "2022-10-18",
    });
  });

  it("refuses a time skipped by daylight saving, an impossible date and an unknown zone", () => {
    expect(instant("2024-03-31", "02:30", "Europe/Paris")).toMatch(/does not exist in Europe\/Paris/);
    expect(instant("2023-02-29", "15:00", "Europe/London")).toMatch(/invalid date/);
    expect(instant("2023-02-28", "15:00", "Mars/Olympus")).toMatch(/invalid date/);
    expect(instant("2023-02-28", "25:00", "Europe/London")).toMatch(/invalid time/);
  });

  it("makes readable match slugs", () => {
    expect(matchSlug("Việt Nam", "Thái Lan", "2025-01-05")).toBe("viet-nam-vs-thai-lan-2025-01-05");
  });
});
