import { Settings } from "luxon";
import { afterEach, describe, expect, it } from "vitest";
import { STARTING_SOON_MS, formatClock, formatDate, formatMatchTime, isStartingSoon } from "~/services/locale/time";

// Bangkok is UTC+7 all year: 17:00 UTC is midnight there.
const utc = (year: number, month: number, day: number, hour: number, minute: number, ms = 0) =>
  Date.UTC(year, month - 1, day, hour, minute, 0, ms);

// 2025-11-21 17:00 in Bangkok.
const NOW = utc(2025, 11, 21, 10, 0);

describe("formatMatchTime", () => {
  it.each([
    ["later the same Bangkok day", utc(2025, 11, 21, 12, 30), "Hôm nay 19:30"],
    ["23:59 Bangkok, still today although UTC says 16:59", utc(2025, 11, 21, 16, 59), "Hôm nay 23:59"],
    ["00:00 Bangkok, already tomorrow although UTC is still the 21st", utc(2025, 11, 21, 17, 0), "Ngày mai 00:00"],
    ["00:00 Bangkok today (UTC the day before)", utc(2025, 11, 20, 17, 0), "Hôm nay 00:00"],
    ["23:59 Bangkok yesterday", utc(2025, 11, 20, 16, 59), "Hôm qua 23:59"],
    ["00:00 Bangkok yesterday", utc(2025, 11, 19, 17, 0), "Hôm qua 00:00"],
    ["two days ago", utc(2025, 11, 19, 16, 59), "19/11 23:59"],
    ["late tomorrow", utc(2025, 11, 22, 16, 59), "Ngày mai 23:59"],
    ["00:00 the day after tomorrow", utc(2025, 11, 22, 17, 0), "Ngày kia 00:00"],
    ["23:59 the day after tomorrow", utc(2025, 11, 23, 16, 59), "Ngày kia 23:59"],
    ["three days ahead", utc(2025, 11, 23, 17, 0), "24/11 00:00"],
    ["next month", utc(2025, 12, 5, 1, 5), "05/12 08:05"],
    ["a year earlier", utc(2024, 11, 21, 10, 0), "21/11 17:00"],
  ])("%s", (_case, matchMs, expected) => {
    expect(formatMatchTime(matchMs, NOW)).toBe(expected);
  });

  it("moves with now across Bangkok midnight, not UTC midnight", () => {
    const match = utc(2025, 11, 21, 17, 0); // 22/11 00:00 Bangkok
    expect(formatMatchTime(match, utc(2025, 11, 21, 16, 59, 59_999))).toBe("Ngày mai 00:00");
    expect(formatMatchTime(match, utc(2025, 11, 21, 17, 0))).toBe("Hôm nay 00:00");
    const lateMatch = utc(2025, 11, 21, 16, 59); // 21/11 23:59 Bangkok
    expect(formatMatchTime(lateMatch, utc(2025, 11, 21, 17, 0))).toBe("Hôm qua 23:59");
    expect(formatMatchTime(lateMatch, utc(2025, 11, 20, 17, 0))).toBe("Hôm nay 23:59");
    expect(formatMatchTime(lateMatch, utc(2025, 11, 20, 16, 59))).toBe("Ngày mai 23:59");
  });

  it("counts calendar days across a year end", () => {
    const newYearMidnight = utc(2025, 12, 31, 17, 0); // 01/01/2026 00:00 Bangkok
    expect(formatMatchTime(utc(2025, 12, 31, 16, 0), newYearMidnight)).toBe("Hôm qua 23:00");
    expect(formatMatchTime(utc(2026, 1, 1, 17, 30), newYearMidnight)).toBe("Ngày mai 00:30");
    expect(formatMatchTime(utc(2026, 1, 2, 17, 30), newYearMidnight)).toBe("Ngày kia 00:30");
    expect(formatMatchTime(utc(2025, 12, 30, 16, 0), newYearMidnight)).toBe("30/12 23:00");
  });

  it("returns an empty string for invalid times", () => {
    expect(formatMatchTime(Number.NaN, NOW)).toBe("");
    expect(formatMatchTime(NOW, Number.POSITIVE_INFINITY)).toBe("");
  });
});

describe("formatClock and formatDate", () => {
  it("formats HH:mm in Bangkok with a leading zero", () => {
    expect(formatClock(utc(2025, 11, 21, 16, 59))).toBe("23:59");
    expect(formatClock(utc(2025, 11, 21, 17, 0))).toBe("00:00");
    expect(formatClock(utc(2025, 11, 21, 2, 5))).toBe("09:05");
  });

  it("formats the Bangkok date as YYYY-MM-DD", () => {
    expect(formatDate(utc(2025, 11, 21, 16, 59))).toBe("2025-11-21");
    expect(formatDate(utc(2025, 11, 21, 17, 0))).toBe("2025-11-22");
    expect(formatDate(utc(2025, 12, 31, 17, 0))).toBe("2026-01-01");
  });

  it("returns an empty string for invalid times", () => {
    expect(formatClock(Number.NaN)).toBe("");
    expect(formatDate(Number.NEGATIVE_INFINITY)).toBe("");
  });
});

describe("independence from the host time zone", () => {
  const originalZone = Settings.defaultZone;
  afterEach(() => {
    Settings.defaultZone = originalZone;
  });

  it("gives the same output whatever luxon's default zone is", () => {
    for (const zone of ["America/New_York", "UTC", "Pacific/Kiritimati"]) {
      Settings.defaultZone = zone;
      expect(formatMatchTime(utc(2025, 11, 21, 17, 0), NOW)).toBe("Ngày mai 00:00");
      expect(formatClock(utc(2025, 11, 21, 16, 59))).toBe("23:59");
      expect(formatDate(utc(2025, 11, 21, 17, 0))).toBe("2025-11-22");
    }
  });
});

describe("isStartingSoon", () => {
  it("uses a five-minute threshold", () => {
    expect(STARTING_SOON_MS).toBe(300_000);
  });

  it("is true at or before now + 5 minutes, including matches already started", () => {
    expect(isStartingSoon(NOW + STARTING_SOON_MS, NOW)).toBe(true);
    expect(isStartingSoon(NOW + STARTING_SOON_MS - 1, NOW)).toBe(true);
    expect(isStartingSoon(NOW, NOW)).toBe(true);
    expect(isStartingSoon(NOW - 90 * 60_000, NOW)).toBe(true);
  });

  it("is false further ahead", () => {
    expect(isStartingSoon(NOW + STARTING_SOON_MS + 1, NOW)).toBe(false);
    expect(isStartingSoon(NOW + 24 * 60 * 60_000, NOW)).toBe(false);
  });

  it("is false for invalid times", () => {
    expect(isStartingSoon(Number.NaN, NOW)).toBe(false);
    expect(isStartingSoon(Number.NEGATIVE_INFINITY, NOW)).toBe(false);
    expect(isStartingSoon(NOW, Number.NaN)).toBe(false);
  });
});
