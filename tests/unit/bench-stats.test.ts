import { describe, expect, it } from "vitest";
import { PAGES, readBenchConfig, selectPages } from "../../bench/config";
import { parseProcStat } from "../../bench/processes";
import { mergeReport, renderReport, REPORT_END, REPORT_START, type BenchResults } from "../../bench/report";
import { checkTargets, median, percentile, ratio, summarise, type Round } from "../../bench/stats";

const round = (requests: number, seconds: number, p50Ms = 10, p99Ms = 40, cpuMs = 1000): Round => ({
  requests,
  seconds,
  p50Ms,
  p99Ms,
  cpuMs,
});

describe("percentile and median", () => {
  it("takes the nearest rank of an ascending list", () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(sorted, 0.5)).toBe(5);
    expect(percentile(sorted, 0.99)).toBe(10);
    expect(percentile(sorted, 0)).toBe(1);
    expect(percentile([], 0.5)).toBe(0);
  });

  it("averages the two middle values of an even list, whatever the order", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([0.9, 1, 0.8, 0.95])).toBeCloseTo(0.925);
    expect(median([])).toBeNaN();
  });
});

describe("summarise and ratio", () => {
  it("sums requests and seconds over the rounds before dividing", () => {
    const summary = summarise([round(1000, 10, 8, 30, 2000), round(500, 5, 12, 90, 1000)]);
    expect(summary.requestsPerSecond).toBe(100);
    expect(summary.p50Ms).toBe(10);
    expect(summary.p99Ms).toBe(90);
    expect(summary.cpuMsPerRequest).toBe(2);
  });

  it("divides the site's throughput by the yardstick's", () => {
    const site = [round(600, 10), round(400, 10)];
    const yardstick = [round(1500, 10), round(2500, 10)];
    expect(ratio(site, yardstick)).toBe(0.25);
    expect(ratio(site, [])).toBe(0);
  });
});

describe("checkTargets", () => {
  it("passes and fails each target on its bound", () => {
    const checks = checkTargets({
      ratios: [
        { page: "guest /", ratio: 0.5 },
        { page: "user /user", ratio: 0.04 },
      ],
      firstStartMs: 5200,
      firstStartIdleRssMb: 250,
      restartIdleRssMb: 251,
      loadedRssMb: 420,
      lighthouse: { performance: 0.95, accessibility: 1, bestPractices: 1, seo: 0.91 },
    });
    const verdict = Object.fromEntries(checks.map((check) => [check.name, check.pass]));
    expect(verdict).toEqual({
      "throughput ratio, guest /": true,
      "throughput ratio, user /user": false,
      "first start, ready": false,
      "idle RSS after a first start": true,
      "idle RSS after a restart": false,
      "RSS after the page load": true,
      "Lighthouse performance": true,
      "Lighthouse accessibility": true,
      "Lighthouse best practices": true,
      "Lighthouse SEO": false,
    });
  });

  it("fails a figure that could not be measured", () => {
    const [check] = checkTargets({ ratios: [{ page: "guest /", ratio: Number.NaN }] });
    expect(check?.pass).toBe(false);
  });
});

describe("config", () => {
  it("reads the knobs and refuses a bad one", () => {
    const config = readBenchConfig({ BENCH_SECONDS: "3", BENCH_ROUNDS: "1", BENCH_DATABASE_URL: "off", BENCH_PAGES: "/news, user /user" });
    expect(config).toMatchObject({ seconds: 3, rounds: 1, connections: 10, databaseUrl: null, lighthouseRuns: 3 });
    expect(selectPages(PAGES, config.pageFilter).map((page) => page.name)).toEqual(["guest /news", "user /user"]);
    expect(() => readBenchConfig({ BENCH_SECONDS: "zero" })).toThrow(/BENCH_SECONDS/);
  });
});

describe("parseProcStat", () => {
  it("reads the parent and the CPU ticks, even with spaces in the command's name", () => {
    const line = "4242 (node server (x)) S 4200 4242 4200 0 -1 4194304 100 0 0 0 150 25 7 3 20 0 11 0 1000 0 0";
    expect(parseProcStat(line)).toEqual({ pid: 4242, ppid: 4200, cpuTicks: 150 + 25 + 7 + 3 });
  });
});

const delays = (p50: number, p99: number) => ({ p50, p99, max: p99 + 5, received: 10_000 });

function results(): BenchResults {
  return {
    date: "2026-11-24 04:00 UTC",
    machine: { cpu: "Test CPU", cores: 2, memoryMb: 4096, kernel: "Linux 6", node: "v20.20.2", loadAverage: [1.5, 1, 0.5] },
    method: { seconds: 10, rounds: 2, connections: 10, warmupSeconds: 2, settleSeconds: 5 },
    pages: [
      {
        page: { name: "guest /", path: "/", visitor: "guest" },
        site: [round(500, 10), round(700, 10)],
        yardstick: [round(1000, 10), round(1400, 10)],
      },
    ],
    firstStart: { readyMs: 4100, idleRssMb: 205 },
    restart: { readyMs: 900, idleRssMb: 231 },
    siteLoadedRssMb: 402,
    yardstick: { readyMs: 300, idleRssMb: 80, loadedRssMb: 95 },
    postgres: { skipped: "BENCH_DATABASE_URL=off" },
    mediaServer: { idleRssMb: 14.6 },
    lighthouse: { runs: 3, performance: 0.97, accessibility: 1, bestPractices: 1, seo: 0.91, scriptKb: 146.4 },
    codec: { encodePerSecond: 100_000, decodePerSecond: 120_000 },
    sportsImport: { matches: 18_580, rejected: 159, firstMs: 12_650, againMs: 3_300, againWritten: 0, peakRssMb: 504 },
    socket: {
      clients: 10_000,
      rounds: 2,
      site: [delays(40, 90), delays(50, 110)],
      yardstick: [delays(30, 60), delays(40, 80)],
      siteConnectRate: 3000,
      yardstickConnectRate: 6000,
      siteBytesPerIdleConnection: 20_480,
      yardstickBytesPerIdleConnection: 10_240,
      messageBytes: 48,
    },
    chat: { skipped: "BENCH_CHAT_VIEWERS=0" },
    checks: checkTargets({
      ratios: [{ page: "guest /", ratio: 0.5 }],
      lighthouse: { performance: 0.97, accessibility: 1, bestPractices: 1, seo: 0.91 },
    }),
  };
}

describe("renderReport", () => {
  it("shows the /ws fan-out against the bare ws broadcast, with the ratio and the memory per connection", () => {
    const text = renderReport(results());
    expect(text).toContain("| site `/ws` | 45.0 ms | 100.0 ms | 115.0 ms | 10000 | 3000/s | 20.0 KB |");
    expect(text).toContain("| bare `ws` | 35.0 ms | 70.0 ms | 85.0 ms | 10000 | 6000/s | 10.0 KB |");
    expect(text).toContain("Ratio site / bare: p50 1.29×, p99 1.43×");
    expect(text).toContain("### `/chat` room\nSkipped: BENCH_CHAT_VIEWERS=0.\n\n### Binary protocol");
  });

  it("shows the ratio, the rounds, memory, Lighthouse and the verdicts", () => {
    const text = renderReport(results());
    expect(text).toContain("| guest / | **0.50** | 1.00 | 60 / 120 |");
    expect(text).toContain("| guest / | 50 / 100 | 70 / 140 |");
    expect(text).toContain("| site, first start (empty DATA_DIR) | 4100 | 205 | |");
    expect(text).toContain("| site, PostgreSQL | skipped: BENCH_DATABASE_URL=off | | |");
    expect(text).toContain("| media server (nginx-rtmp) beside the site, no stream | | 15 | |");
    expect(text).toContain("| 0.97 | 1.00 | 1.00 | 0.91 | 146 KB |");
    expect(text).toContain("| Lighthouse SEO | 0.91 | ≥ 1.0 | **FAIL** |");
    expect(text).toContain("4 of 5 met");
    expect(text).toContain("(1, 5, 15 min): 1.5, 1.0, 0.5.");
    expect(text).toContain(
      "18580 matches (159 records rejected, see the report) in\n12.7 s; again on the same data 3.3 s, 0 matches written",
    );
  });
});

describe("mergeReport", () => {
  it("replaces only the part between the markers", () => {
    const before = `# Performance\n\nintro\n\n${REPORT_START}\nold figures\n${REPORT_END}\n\n## History\nhand-written\n`;
    const after = mergeReport(before, "new figures\n");
    expect(after).toBe(`# Performance\n\nintro\n\n${REPORT_START}\nnew figures\n${REPORT_END}\n\n## History\nhand-written\n`);
  });

  it("puts the generated part under the title of a file without markers, and keeps the rest", () => {
    const after = mergeReport("# Performance\n\n## History\nnotes\n", "figures");
    expect(after).toBe(`# Performance\n\n${REPORT_START}\nfigures\n${REPORT_END}\n\n## History\nnotes\n`);
  });
});
