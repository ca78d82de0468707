import { describe, expect, it } from "vitest";
import { isClockTime, isIsoDate, usDateToIso } from "../../../../server/sports/import/sources/local-time";

describe("local dates and times", () => {
  it("accepts real YYYY-MM-DD days only", () => {
    expect(isIsoDate("2023-08-11")).toBe(true);
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate("2023-04-31")).toBe(false);
    expect(isIsoDate("2023-13-01")).toBe(false);
    expect(isIsoDate("2023-00-10")).toBe(false);
    expect(isIsoDate("2023-8-11")).toBe(false);
    expect(isIsoDate("2023-08-11T20:00")).toBe(false);
    expect(isIsoDate("")).toBe(false);
  });

  it("accepts HH:mm from 00:00 to 23:59", () => {
    expect(isClockTime("00:00")).toBe(true);
    expect(isClockTime("20:00")).toBe(true);
    expect(isClockTime("23:59")).toBe(true);
    expect(isClockTime("24:00")).toBe(false);
    expect(isClockTime("19:60")).toBe(false);
    expect(isClockTime("9:30")).toBe(false);
    expect(isClockTime("20:00:00")).toBe(false);
  });

  it("turns a real M/D/YYYY day into YYYY-MM-DD", () => {
    expect(usDateToIso("10/18/2022")).toBe("2022-10-18");
    expect(usDateToIso("6/1/2023")).toBe("2023-06-01");
    expect(usDateToIso("2/29/2023")).toBeNull();
    expect(usDateToIso("13/1/2023")).toBeNull();
    expect(usDateToIso("2023-06-01")).toBeNull();
  });
});
