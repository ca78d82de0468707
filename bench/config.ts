// The knobs of `npm run bench` (environment variables, README "Benchmark") and the pages it loads.
// Later issues add their pages to PAGES; the /ws fan-out is bench/socket.ts, the /chat room bench/chat.ts.
import { CHROMIUM_PATH } from "../scripts/headless-chromium";

/** Who asks for a page: a visitor, or the demo user logged in (bench/login.ts). */
export type Visitor = "guest" | "user";

export interface BenchPage {
  /** Its name in the tables. */
  name: string;
  path: string;
  visitor: Visitor;
  /** Held to TARGETS.minRatio (issue 7's pages); the others are measured and compared with the home page. */
  ratioTarget?: boolean;
}

/** Every page the benchmark loads, each against the yardstick's page in alternating rounds. */
export const PAGES: readonly BenchPage[] = [
  { name: "guest /", path: "/", visitor: "guest", ratioTarget: true },
  // Issue 9 filled it with a day of matches (about 44): measured, compared with the home page, no longer held to issue 7's ratio.
  { name: "guest /lich-truc-tiep", path: "/lich-truc-tiep", visitor: "guest" },
  { name: "guest /news", path: "/news", visitor: "guest", ratioTarget: true },
  { name: "user /", path: "/", visitor: "user", ratioTarget: true },
  { name: "user /user", path: "/user", visitor: "user", ratioTarget: true },
  // Issue 8: the sports pages, against the bare page and the home page.
  { name: "guest match page", path: "/schedule/argentina-vs-phap-2022-12-18", visitor: "guest" },
  { name: "guest rankings", path: "/bang-xep-hang?giai=en.1&mua=2023-24", visitor: "guest" },
  { name: "guest results", path: "/ket-qua?ngay=2024-05-19", visitor: "guest" },
];

/** The targets of issue 7: checked and printed; a miss does not fail the run. */
export const TARGETS = {
  minRatio: 0.5,
  maxIdleRssMb: 250,
  maxLoadedRssMb: 600,
  maxFirstStartMs: 5000,
  minPerformance: 0.95,
  minOtherScores: 1,
} as const;

/** Ports of the benchmark's servers: 4300–4399 only. */
export const PORTS = {
  site: 4310,
  yardstick: 4320,
  sitePostgres: 4330,
  socketSite: 4340,
  socketYardstick: 4350,
  chatSite: 4360,
  chatYardstick: 4370,
  mediaSite: 4380,
  mediaRtmp: 4381,
  mediaHttp: 4382,
} as const;

/** The parts a run can be limited to (BENCH_ONLY); a limited run prints its sections and writes no file. */
export const BENCH_PARTS = ["chat"] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];

/** A browser's headers: isbot would call autocannon a bot, and bots get other pages. */
export const REQUEST_HEADERS = {
  "user-agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
  "accept-encoding": "gzip",
  accept: "text/html",
} as const;

type Environment = Readonly<Record<string, string | undefined>>;

export interface BenchConfig {
  seconds: number;
  rounds: number;
  connections: number;
  warmupSeconds: number;
  settleSeconds: number;
  /** Names or paths of the pages to load (all when empty). */
  pageFilter: string[];
  lighthouseRuns: number;
  chromePath: string;
  /** PostgreSQL server to create the PostgreSQL mode's database on; null when "off". */
  databaseUrl: string | null;
  /** Where the report goes: a file, or "-" to print only. */
  report: string;
  /** The /ws fan-out (bench/socket.ts): Redis to carry the message; null when "off". */
  socketRedisUrl: string | null;
  socketClients: number;
  /** The /chat room (bench/chat.ts): viewers in one room (0 skips it), messages a second, seconds of sending per round. */
  chatViewers: number;
  chatRate: number;
  chatSeconds: number;
  /** Only this part of the run (BENCH_ONLY); null: everything. */
  only: BenchPart | null;
}

function positiveNumber(env: Environment, name: string, fallback: number, allowZero = false): number {
  const text = env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || (!allowZero && value === 0))
    throw new Error(`${name} must be a ${allowZero ? "" : "positive "}number, not "${text}"`);
  return value;
}

function benchPart(text: string | undefined): BenchPart | null {
  if (text === undefined || text === "") return null;
  const part = BENCH_PARTS.find((name) => name === text);
  if (!part) throw new Error(`BENCH_ONLY must be one of ${BENCH_PARTS.join(", ")}, not "${text}"`);
  return part;
}

export function readBenchConfig(env: Environment = process.env): BenchConfig {
  const databaseUrl = env.BENCH_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/test";
  const redisUrl = env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
  return {
    seconds: positiveNumber(env, "BENCH_SECONDS", 10),
    rounds: Math.round(positiveNumber(env, "BENCH_ROUNDS", 2)),
    connections: Math.round(positiveNumber(env, "BENCH_CONNECTIONS", 10)),
    warmupSeconds: positiveNumber(env, "BENCH_WARMUP_SECONDS", 3, true),
    settleSeconds: positiveNumber(env, "BENCH_SETTLE_SECONDS", 5, true),
    pageFilter: (env.BENCH_PAGES ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
    lighthouseRuns: Math.round(positiveNumber(env, "BENCH_LIGHTHOUSE_RUNS", 3, true)),
    chromePath: env.CHROME_PATH ?? env.CHROMIUM_PATH ?? CHROMIUM_PATH,
    databaseUrl: databaseUrl === "off" || databaseUrl === "" ? null : databaseUrl,
    report: env.BENCH_REPORT ?? "docs/performance.md",
    socketRedisUrl: redisUrl === "off" || redisUrl === "" ? null : redisUrl,
    socketClients: Math.round(positiveNumber(env, "BENCH_WS_CLIENTS", 10_000)),
    chatViewers: Math.round(positiveNumber(env, "BENCH_CHAT_VIEWERS", 2_000, true)),
    chatRate: positiveNumber(env, "BENCH_CHAT_RATE", 50),
    chatSeconds: positiveNumber(env, "BENCH_CHAT_SECONDS", 15),
    only: benchPart(env.BENCH_ONLY),
  };
}

/** The pages a filter keeps: a name ("user /user") or a path ("/news", all its visitors). */
export function selectPages(pages: readonly BenchPage[], filter: readonly string[]): BenchPage[] {
  if (filter.length === 0) return [...pages];
  return pages.filter((page) => filter.includes(page.name) || filter.includes(page.path));
}
