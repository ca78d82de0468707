import { SAMPLE_EVERY_MS } from "../rooms/viewer-sampler";

// The arithmetic of the commentator centre's numbers (docs/commentator-centre.md, "Data"), apart
// from the queries so that it is tested on its own. Viewers are sampled once per SAMPLE_EVERY_MS.

/** The longest viewers series liveData answers; a longer one is merged into wider steps. */
export const MAX_SERIES_POINTS = 600;

/** What a broadcast's (or a period's) viewer samples add up to. */
export interface SampleTotals {
  samples: number;
  /** The viewers of every sample added up. */
  viewerSum: number;
  /** The most viewers of one sample. */
  viewerMax: number;
}

export const NO_SAMPLES: SampleTotals = { samples: 0, viewerSum: 0, viewerMax: 0 };

/** Mean viewers over the samples, one decimal. */
export function averageViewers(totals: SampleTotals): number {
  return totals.samples === 0 ? 0 : Math.round((totals.viewerSum / totals.samples) * 10) / 10;
}

/** Viewer-minutes: each sample stands for its viewers watching for one sampling interval. */
export function watchMinutes(totals: SampleTotals): number {
  return Math.round((totals.viewerSum * SAMPLE_EVERY_MS) / 60_000);
}

/** How long some broadcasts were on air together, in whole minutes; one on air counts up to now. */
export function liveMinutes(broadcasts: readonly { startedAt: Date; endedAt: Date | null }[], now: Date): number {
  const total = broadcasts.reduce((sum, each) => sum + Math.max(0, (each.endedAt ?? now).getTime() - each.startedAt.getTime()), 0);
  return Math.round(total / 60_000);
}

export function addTotals(totals: readonly SampleTotals[]): SampleTotals {
  return totals.reduce(
    (sum, each) => ({
      samples: sum.samples + each.samples,
      viewerSum: sum.viewerSum + each.viewerSum,
      viewerMax: Math.max(sum.viewerMax, each.viewerMax),
    }),
    NO_SAMPLES,
  );
}

/**
 * The step a viewers series is first merged by: the sampling interval, or a multiple of it that
 * leaves about MAX_SERIES_POINTS of the samples' buckets (more when the samples have gaps between
 * broadcasts: thinSeries then finishes the job).
 */
export function seriesStepMs(samples: number, maxPoints = MAX_SERIES_POINTS): number {
  return SAMPLE_EVERY_MS * Math.max(1, Math.ceil(samples / maxPoints));
}

/** At most `maxPoints` points: neighbours merged in equal groups, each the first's time and the most viewers. */
export function thinSeries<Point extends { at: number; viewers: number }>(
  points: readonly Point[],
  maxPoints = MAX_SERIES_POINTS,
): Point[] {
  if (points.length <= maxPoints) return [...points];
  const group = Math.ceil(points.length / maxPoints);
  const thinned: Point[] = [];
  for (let index = 0; index < points.length; index += group) {
    const members = points.slice(index, index + group);
    const first = members[0];
    if (first) thinned.push({ ...first, viewers: Math.max(...members.map((point) => point.viewers)) });
  }
  return thinned;
}

/** Every day of the period with its count (zero for a day without rows). */
export function countsByDay(days: readonly string[], rows: readonly { day: string; count: number }[]): Map<string, number> {
  const counts = new Map(days.map((day) => [day, 0]));
  for (const row of rows) if (counts.has(row.day)) counts.set(row.day, (counts.get(row.day) ?? 0) + row.count);
  return counts;
}
