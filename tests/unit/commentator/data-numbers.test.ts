import { describe, expect, it } from "vitest";
import { DATA_PERIOD_MAX_DAYS } from "../../../contract/backend-calls/commentator";
import {
  addTotals,
  averageViewers,
  countsByDay,
  liveMinutes,
  MAX_SERIES_POINTS,
  NO_SAMPLES,
  seriesStepMs,
  thinSeries,
  watchMinutes,
} from "../../../server/commentator/data-numbers";
import { dataPeriod } from "../../../server/commentator/data-period";
import { SAMPLE_EVERY_MS, sampleBucket } from "../../../server/rooms/viewer-sampler";

// The commentator centre's numbers (docs/commentator-centre.md, "Data"): the period, the viewer arithmetic.

describe("the data period", () => {
  // 2025-03-10 23:30 in Bangkok (UTC+7): still the 10th there, the 10th in UTC too.
  const now = new Date("2025-03-10T16:30:00Z");

  it("defaults to the last 7 Bangkok days, today included", () => {
    const period = dataPeriod({}, now);
    expect(period).toMatchObject({ from: "2025-03-04", to: "2025-03-10" });
    expect(period?.days).toEqual(["2025-03-04", "2025-03-05", "2025-03-06", "2025-03-07", "2025-03-08", "2025-03-09", "2025-03-10"]);
    expect(period?.startsAt.toISOString()).toBe("2025-03-03T17:00:00.000Z");
    expect(period?.endsAt.toISOString()).toBe("2025-03-10T17:00:00.000Z");
  });

  it("counts today by Bangkok's calendar, not UTC's", () => {
    // 18:00 UTC is 01:00 the next day in Bangkok.
    expect(dataPeriod({}, new Date("2025-03-10T18:00:00Z"))?.to).toBe("2025-03-11");
  });

  it("takes a chosen period, one day or the longest allowed", () => {
    expect(dataPeriod({ from: "2025-02-27", to: "2025-03-01" }, now)?.days).toEqual(["2025-02-27", "2025-02-28", "2025-03-01"]);
    expect(dataPeriod({ from: "2025-03-05", to: "2025-03-05" }, now)?.days).toEqual(["2025-03-05"]);
    expect(dataPeriod({ from: "2025-01-01", to: "2025-04-02" }, now)?.days).toHaveLength(DATA_PERIOD_MAX_DAYS);
    // Only `to`: the 7 days ending there; only `from`: up to today.
    expect(dataPeriod({ to: "2025-02-02" }, now)).toMatchObject({ from: "2025-01-27", to: "2025-02-02" });
    expect(dataPeriod({ from: "2025-03-08" }, now)).toMatchObject({ from: "2025-03-08", to: "2025-03-10" });
  });

  it("refuses a reversed, too long or impossible period", () => {
    expect(dataPeriod({ from: "2025-03-05", to: "2025-03-04" }, now)).toBeNull();
    expect(dataPeriod({ from: "2025-01-01", to: "2025-04-03" }, now)).toBeNull();
    expect(dataPeriod({ from: "2025-02-30", to: "2025-03-04" }, now)).toBeNull();
    expect(dataPeriod({ from: "2025-13-01" }, now)).toBeNull();
    // From a day after today to today.
    expect(dataPeriod({ from: "2025-03-11" }, now)).toBeNull();
  });
});

describe("viewer numbers", () => {
  it("averages the samples and counts a sample as its viewers watching one interval", () => {
    const totals = { samples: 3, viewerSum: 10, viewerMax: 5 };
    expect(averageViewers(totals)).toBe(3.3);
    // 10 viewers × 15 s = 150 viewer-seconds = 2.5 viewer-minutes, rounded.
    expect(SAMPLE_EVERY_MS).toBe(15_000);
    expect(watchMinutes(totals)).toBe(3);
    expect(watchMinutes({ samples: 240, viewerSum: 240 * 100, viewerMax: 100 })).toBe(6_000);
    expect(averageViewers(NO_SAMPLES)).toBe(0);
    expect(watchMinutes(NO_SAMPLES)).toBe(0);
  });

  it("adds broadcasts' samples up, keeping the highest", () => {
    expect(
      addTotals([
        { samples: 2, viewerSum: 7, viewerMax: 4 },
        { samples: 1, viewerSum: 9, viewerMax: 9 },
      ]),
    ).toEqual({ samples: 3, viewerSum: 16, viewerMax: 9 });
    expect(addTotals([])).toEqual(NO_SAMPLES);
  });

  it("counts live minutes, a broadcast on air up to now", () => {
    const now = new Date("2025-03-10T12:00:00Z");
    const broadcasts = [
      { startedAt: new Date("2025-03-10T10:00:00Z"), endedAt: new Date("2025-03-10T10:45:20Z") },
      { startedAt: new Date("2025-03-10T11:30:00Z"), endedAt: null },
    ];
    expect(liveMinutes(broadcasts, now)).toBe(75);
    expect(liveMinutes([], now)).toBe(0);
  });

  it("keeps the sampling interval for a short series and widens the step for a long one", () => {
    expect(seriesStepMs(0)).toBe(SAMPLE_EVERY_MS);
    expect(seriesStepMs(MAX_SERIES_POINTS)).toBe(SAMPLE_EVERY_MS);
    expect(seriesStepMs(MAX_SERIES_POINTS + 1)).toBe(2 * SAMPLE_EVERY_MS);
    // A week on air: 40,320 samples in steps of 68 intervals (17 minutes).
    expect(seriesStepMs(7 * 24 * 240)).toBe(68 * SAMPLE_EVERY_MS);
  });

  it("thins a series that is still too long, keeping each group's most viewers", () => {
    const points = Array.from({ length: 10 }, (_, index) => ({ at: index * 1000, viewers: index % 4 }));
    expect(thinSeries(points, 10)).toEqual(points);
    expect(thinSeries(points, 4)).toEqual([
      { at: 0, viewers: 2 },
      { at: 3000, viewers: 3 },
      { at: 6000, viewers: 3 },
      { at: 9000, viewers: 1 },
    ]);
    const long = Array.from({ length: 5_000 }, (_, index) => ({ at: index, viewers: 1 }));
    expect(thinSeries(long).length).toBeLessThanOrEqual(MAX_SERIES_POINTS);
  });

  it("puts a sample time at the start of its bucket, the same on every node", () => {
    expect(sampleBucket(Date.parse("2025-03-10T12:00:14.999Z")).toISOString()).toBe("2025-03-10T12:00:00.000Z");
    expect(sampleBucket(Date.parse("2025-03-10T12:00:15.000Z")).toISOString()).toBe("2025-03-10T12:00:15.000Z");
  });

  it("gives every day of the period a count", () => {
    const counts = countsByDay(
      ["2025-03-09", "2025-03-10"],
      [
        { day: "2025-03-10", count: 4 },
        { day: "2025-03-01", count: 99 },
      ],
    );
    expect([...counts]).toEqual([
      ["2025-03-09", 0],
      ["2025-03-10", 4],
    ]);
  });
});
