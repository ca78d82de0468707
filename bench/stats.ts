// The pure arithmetic of the benchmark: figures of a page from its rounds, the ratio to the
// yardstick, medians, and the targets checked. No I/O here (tests/unit/bench-stats.test.ts).
import { TARGETS } from "./config";

/** One round of load on one server. */
export interface Round {
  /** Completed requests (all 2xx: a round with another status is an error, bench/load.ts). */
  requests: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU time of the server's process tree during the round. */
  cpuMs: number;
}

export interface Summary {
  requestsPerSecond: number;
  /** The median of the rounds' medians. */
  p50Ms: number;
  /** The worst of the rounds' p99s. */
  p99Ms: number;
  cpuMsPerRequest: number;
}

/** The value at a fraction (0..1) of an ascending list, nearest rank; 0 for an empty list. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? 0;
}

/** The median (the mean of the two middle values of an even list); NaN for an empty list. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Requests per second over all rounds (their sums, so a short round weighs less), latency and CPU. */
export function summarise(rounds: readonly Round[]): Summary {
  const requests = sum(rounds.map((round) => round.requests));
  const seconds = sum(rounds.map((round) => round.seconds));
  return {
    requestsPerSecond: seconds > 0 ? requests / seconds : 0,
    p50Ms: rounds.length > 0 ? median(rounds.map((round) => round.p50Ms)) : 0,
    p99Ms: Math.max(0, ...rounds.map((round) => round.p99Ms)),
    cpuMsPerRequest: requests > 0 ? sum(rounds.map((round) => round.cpuMs)) / requests : 0,
  };
}

/** The site's throughput over the yardstick's, from the sums of alternating rounds; 0 without yardstick figures. */
export function ratio(site: readonly Round[], yardstick: readonly Round[]): number {
  const yardstickRate = summarise(yardstick).requestsPerSecond;
  return yardstickRate > 0 ? summarise(site).requestsPerSecond / yardstickRate : 0;
}

export interface TargetCheck {
  name: string;
  value: number;
  /** How the value is shown ("0.52", "231 MB"). */
  shown: string;
  target: string;
  pass: boolean;
}

function atLeast(name: string, value: number, minimum: number, shown: string, target: string): TargetCheck {
  return { name, value, shown, target, pass: Number.isFinite(value) && value >= minimum };
}

function atMost(name: string, value: number, maximum: number, shown: string, target: string): TargetCheck {
  return { name, value, shown, target, pass: Number.isFinite(value) && value <= maximum };
}

export interface MeasuredFigures {
  ratios: readonly { page: string; ratio: number }[];
  firstStartMs?: number | undefined;
  firstStartIdleRssMb?: number | undefined;
  restartIdleRssMb?: number | undefined;
  loadedRssMb?: number | undefined;
  lighthouse?: { performance: number; accessibility: number; bestPractices: number; seo: number } | undefined;
}

/** Every target of issue 7 that the run measured, with pass or fail. */
export function checkTargets(figures: MeasuredFigures): TargetCheck[] {
  const checks: TargetCheck[] = figures.ratios.map(({ page, ratio: value }) =>
    atLeast(`throughput ratio, ${page}`, value, TARGETS.minRatio, value.toFixed(2), `≥ ${TARGETS.minRatio}`),
  );
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  if (figures.firstStartMs !== undefined)
    checks.push(
      atMost(
        "first start, ready",
        figures.firstStartMs,
        TARGETS.maxFirstStartMs,
        `${figures.firstStartMs.toFixed(0)} ms`,
        `≤ ${TARGETS.maxFirstStartMs} ms`,
      ),
    );
  if (figures.firstStartIdleRssMb !== undefined)
    checks.push(
      atMost(
        "idle RSS after a first start",
        figures.firstStartIdleRssMb,
        TARGETS.maxIdleRssMb,
        mb(figures.firstStartIdleRssMb),
        `≤ ${TARGETS.maxIdleRssMb} MB`,
      ),
    );
  if (figures.restartIdleRssMb !== undefined)
    checks.push(
      atMost(
        "idle RSS after a restart",
        figures.restartIdleRssMb,
        TARGETS.maxIdleRssMb,
        mb(figures.restartIdleRssMb),
        `≤ ${TARGETS.maxIdleRssMb} MB`,
      ),
    );
  if (figures.loadedRssMb !== undefined)
    checks.push(
      atMost(
        "RSS after the page load",
        figures.loadedRssMb,
        TARGETS.maxLoadedRssMb,
        mb(figures.loadedRssMb),
        `≤ ${TARGETS.maxLoadedRssMb} MB`,
      ),
    );
  const scores = figures.lighthouse;
  if (scores) {
    const score = (value: number) => value.toFixed(2);
    checks.push(
      atLeast(
        "Lighthouse performance",
        scores.performance,
        TARGETS.minPerformance,
        score(scores.performance),
        `≥ ${TARGETS.minPerformance}`,
      ),
    );
    const others = [
      ["Lighthouse accessibility", scores.accessibility],
      ["Lighthouse best practices", scores.bestPractices],
      ["Lighthouse SEO", scores.seo],
    ] as const;
    for (const [name, value] of others)
      checks.push(atLeast(name, value, TARGETS.minOtherScores, score(value), `≥ ${TARGETS.minOtherScores.toFixed(1)}`));
  }
  return checks;
}
