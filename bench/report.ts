// The report of a run, as Markdown: rendered from the figures (pure), and written into
// docs/performance.md between two markers so that the hand-written history below them survives.
import { SERVER_ARGS } from "../scripts/server-command";
import { type BenchPage } from "./config";
import { type ChatFigures, type ChatRound } from "./chat";
import { type CodecFigures } from "./codec";
import { type LighthouseFigures } from "./lighthouse";
import { type Machine } from "./machine";
import { type SportsImportFigures } from "./sports-import";
import { type DelayFigures, type SocketFigures } from "./socket";
import { median, ratio, summarise, type Round, type TargetCheck } from "./stats";

export const REPORT_START = "<!-- npm run bench: generated from here -->";
export const REPORT_END = "<!-- npm run bench: generated up to here; hand-written notes below are kept -->";

export interface PageFigures {
  page: BenchPage;
  site: Round[];
  yardstick: Round[];
}

export interface StartFigures {
  readyMs: number;
  idleRssMb: number;
}

export interface PostgresFigures {
  start: StartFigures;
  loadedRssMb: number;
  pages: { name: string; requestsPerSecond: number; error?: string }[];
}

/** The media server (nginx-rtmp) the site starts beside itself, idle: its processes' RSS. */
export interface MediaServerFigures {
  idleRssMb: number;
}

export interface BenchResults {
  date: string;
  machine: Machine;
  method: { seconds: number; rounds: number; connections: number; warmupSeconds: number; settleSeconds: number };
  pages: PageFigures[];
  firstStart: StartFigures;
  restart: StartFigures;
  siteLoadedRssMb: number;
  yardstick: StartFigures & { loadedRssMb: number };
  postgres: PostgresFigures | { skipped: string };
  mediaServer: MediaServerFigures | { skipped: string };
  lighthouse: LighthouseFigures | { skipped: string };
  codec: CodecFigures;
  sportsImport: SportsImportFigures;
  socket: SocketFigures | { skipped: string };
  chat: ChatFigures | { skipped: string };
  checks: TargetCheck[];
}

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "–");
/** Requests per second: whole numbers, with a decimal under 10 so that a slow page does not read 0. */
const rate = (value: number) => fixed(value, value < 10 ? 1 : 0);

/** The page every other is also compared with (issue 8: sports pages against the home page). */
export const HOME_PAGE = "guest /";

function pagesTable(pages: readonly PageFigures[]): string {
  const home = pages.find(({ page }) => page.name === HOME_PAGE);
  const homeRatio = home ? ratio(home.site, home.yardstick) : Number.NaN;
  const rows = pages.map(({ page, site, yardstick }) => {
    const ours = summarise(site);
    const bare = summarise(yardstick);
    // Each page's ratio to the yardstick, over the home page's: both measured against the same bare page, so drift cancels.
    const againstHome = fixed(ratio(site, yardstick) / homeRatio, 2);
    return `| ${page.name} | **${fixed(ratio(site, yardstick), 2)}** | ${againstHome} | ${rate(ours.requestsPerSecond)} / ${rate(bare.requestsPerSecond)} | ${fixed(ours.p50Ms)} / ${fixed(bare.p50Ms)} | ${fixed(ours.p99Ms)} / ${fixed(bare.p99Ms)} | ${fixed(ours.cpuMsPerRequest, 2)} / ${fixed(bare.cpuMsPerRequest, 2)} |`;
  });
  const rounds = pages.map(({ page, site, yardstick }) => {
    const each = site.map((round, index) => {
      const bare = yardstick[index];
      return `${rate(round.requests / round.seconds)} / ${bare ? rate(bare.requests / bare.seconds) : "–"}`;
    });
    return `| ${page.name} | ${each.join(" | ")} |`;
  });
  const roundCount = Math.max(0, ...pages.map(({ site }) => site.length));
  const roundHeader = Array.from({ length: roundCount }, (_, index) => `round ${index + 1}`).join(" | ");
  return [
    `| page | ratio (site / yardstick req/s) | against ${HOME_PAGE} | req/s site / yardstick | p50 ms | p99 ms | server CPU ms per request |`,
    "|---|---|---|---|---|---|---|",
    ...rows,
    "",
    "Requests per second of each round, site / yardstick:",
    "",
    `| page | ${roundHeader} |`,
    `|---|${Array.from({ length: roundCount }, () => "---|").join("")}`,
    ...rounds,
  ].join("\n");
}

function memorySection(results: BenchResults): string {
  const lines = [
    "| server | ready ms | idle RSS MB | RSS after the page load MB |",
    "|---|---|---|---|",
    `| site, first start (empty DATA_DIR) | ${fixed(results.firstStart.readyMs)} | ${fixed(results.firstStart.idleRssMb)} | |`,
    `| site, restart (same DATA_DIR) | ${fixed(results.restart.readyMs)} | ${fixed(results.restart.idleRssMb)} | ${fixed(results.siteLoadedRssMb)} |`,
  ];
  if ("skipped" in results.postgres) lines.push(`| site, PostgreSQL | skipped: ${results.postgres.skipped} | | |`);
  else
    lines.push(
      `| site, PostgreSQL (fresh database, first start) | ${fixed(results.postgres.start.readyMs)} | ${fixed(results.postgres.start.idleRssMb)} | ${fixed(results.postgres.loadedRssMb)} |`,
    );
  lines.push(
    "skipped" in results.mediaServer
      ? `| media server (nginx-rtmp) beside the site | skipped: ${results.mediaServer.skipped} | | |`
      : `| media server (nginx-rtmp) beside the site, no stream | | ${fixed(results.mediaServer.idleRssMb)} | |`,
    `| yardstick (bare Remix) | ${fixed(results.yardstick.readyMs)} | ${fixed(results.yardstick.idleRssMb)} | ${fixed(results.yardstick.loadedRssMb)} |`,
  );
  if (!("skipped" in results.postgres) && results.postgres.pages.length > 0)
    lines.push(
      "",
      `PostgreSQL mode, one round per page (no yardstick beside it): ${results.postgres.pages.map((page) => (page.error ? `${page.name} failed (${page.error})` : `${page.name} ${rate(page.requestsPerSecond)} req/s`)).join(", ")}.`,
    );
  return lines.join("\n");
}

function lighthouseSection(figures: LighthouseFigures | { skipped: string }): string {
  if ("skipped" in figures) return `Skipped: ${figures.skipped}.`;
  return [
    `Home page, mobile profile, median of ${figures.runs} runs:`,
    "",
    "| performance | accessibility | best practices | SEO | JavaScript transferred |",
    "|---|---|---|---|---|",
    `| ${fixed(figures.performance, 2)} | ${fixed(figures.accessibility, 2)} | ${fixed(figures.bestPractices, 2)} | ${fixed(figures.seo, 2)} | ${fixed(figures.scriptKb)} KB |`,
  ].join("\n");
}

const medianOf = (values: readonly number[]) => median(values);

function socketSection(figures: SocketFigures | { skipped: string }): string {
  if ("skipped" in figures) return `Skipped: ${figures.skipped}.`;
  const row = (name: string, delays: readonly DelayFigures[], connectRate: number, bytesPerConnection: number) =>
    `| ${name} | ${fixed(medianOf(delays.map((d) => d.p50)), 1)} ms | ${fixed(medianOf(delays.map((d) => d.p99)), 1)} ms | ${fixed(Math.max(...delays.map((d) => d.max)), 1)} ms | ${Math.min(...delays.map((d) => d.received))} | ${fixed(connectRate)}/s | ${fixed(bytesPerConnection / 1024, 1)} KB |`;
  const p50Ratio = medianOf(figures.site.map((d) => d.p50)) / medianOf(figures.yardstick.map((d) => d.p50));
  const p99Ratio = medianOf(figures.site.map((d) => d.p99)) / medianOf(figures.yardstick.map((d) => d.p99));
  return [
    `One ${figures.messageBytes}-byte message (MessagePack + deflate) to ${figures.clients} connected clients, ${figures.site.length} broadcasts each`,
    `over ${figures.rounds} alternating rounds (clients connected afresh each round). Delay: from the publication on Redis to each`,
    "client's receipt, in the benchmark's process (bench/socket.ts). Yardstick: a bare `ws` server sending each message of",
    "a Redis channel to every client (bench/yardstick/ws-broadcast.mjs). Memory: the server's RSS with the clients idle,",
    "less its RSS before they came, per client.",
    "",
    "| server | p50 | p99 | worst | clients reached | connections | memory per idle connection |",
    "|---|---|---|---|---|---|---|",
    row("site `/ws`", figures.site, figures.siteConnectRate, figures.siteBytesPerIdleConnection),
    row("bare `ws`", figures.yardstick, figures.yardstickConnectRate, figures.yardstickBytesPerIdleConnection),
    "",
    `Ratio site / bare: p50 ${fixed(p50Ratio, 2)}×, p99 ${fixed(p99Ratio, 2)}× (issue 9 aims within 1.2×).`,
  ].join("\n");
}

/** The `/chat` room (bench/chat.ts): also printed alone by a BENCH_ONLY=chat run. */
export function chatSection(figures: ChatFigures | { skipped: string }): string {
  if ("skipped" in figures) return `Skipped: ${figures.skipped}.`;
  const medianOfRounds = (rounds: readonly ChatRound[], pick: (round: ChatRound) => number) => medianOf(rounds.map(pick));
  const sumOfRounds = (rounds: readonly ChatRound[], pick: (round: ChatRound) => number) =>
    rounds.reduce((sum, round) => sum + pick(round), 0);
  // Memory from each server's first round: before any message went through it, so that no garbage of a round weighs.
  const memory = (rounds: readonly ChatRound[]) => rounds[0]?.bytesPerViewer ?? Number.NaN;
  const refusals = (rounds: readonly ChatRound[]) => {
    const byKey = new Map<string, number>();
    for (const round of rounds) for (const [key, count] of Object.entries(round.refused)) byKey.set(key, (byKey.get(key) ?? 0) + count);
    const count = [...byKey.values()].reduce((sum, value) => sum + value, 0);
    return count === 0 ? "0" : `${count} (${[...byKey].map(([key, value]) => `${key} ${value}`).join(", ")})`;
  };
  const row = (name: string, rounds: readonly ChatRound[]) => {
    const delivered = sumOfRounds(rounds, (round) => round.delivered);
    const expected = sumOfRounds(rounds, (round) => round.expected);
    return [
      name,
      `${fixed(
        medianOfRounds(rounds, (round) => round.p50),
        1,
      )} ms`,
      `${fixed(
        medianOfRounds(rounds, (round) => round.p99),
        1,
      )} ms`,
      `${fixed(Math.max(...rounds.map((round) => round.max)), 1)} ms`,
      `${delivered} of ${expected} (${expected - delivered} lost)`,
      refusals(rounds),
      `${fixed(
        medianOfRounds(rounds, (round) => round.cpuMsPerMessage),
        1,
      )} ms`,
      `${fixed(medianOfRounds(rounds, (round) => round.frameBytes))} B`,
      `${fixed(memory(rounds) / 1024, 1)} KB`,
    ].join(" | ");
  };
  const siteOver = (pick: (rounds: readonly ChatRound[]) => number) => fixed(pick(figures.site) / pick(figures.yardstick), 2);
  const medianPick = (pick: (round: ChatRound) => number) => (rounds: readonly ChatRound[]) => medianOfRounds(rounds, pick);
  const clientCores = (rounds: readonly ChatRound[]) =>
    fixed(
      medianOfRounds(rounds, (round) => round.clientCores),
      2,
    );
  return [
    `${figures.viewers} viewers in one room (\`${figures.room}\`) of the site's \`/chat\`, the site run as \`npm start\` runs it`,
    `(embedded database, in-process bus), and ${figures.writers} logged-in writers (accounts made with \`npm run user -- create\`,`,
    `logged in through the login form) each sending a message every 3 s through their own socket: ${fixed(figures.rate)} messages`,
    `a second for ${fixed(figures.seconds)} s a round, ${figures.rounds} alternating rounds, clients connected afresh each round, both`,
    "servers left idle before each. Each message goes to the backend, is stored, and is published to the room (docs/chat.md).",
    "Delay: from the writer's send (its time is in the text) to each viewer's receipt, both in the benchmark's process",
    "(bench/chat.ts), over every delivery of a round; p50 and p99 are the medians of the rounds'. Yardstick: a bare `ws` server",
    "sending each frame a client sends to every client (bench/yardstick/chat-broadcast.mjs), with the same clients, writers,",
    "rate and length. Server CPU: its process tree from the first message to the last delivery, per message. Memory: the",
    `server's RSS with the viewers connected (on the site: joined) and ${fixed(figures.settleSeconds)} s idle, less its RSS before they came, per`,
    "viewer, in each server's first round.",
    "",
    "| server | p50 | p99 | worst | deliveries to viewers | refused sends | server CPU per message | frame | memory per idle viewer |",
    "|---|---|---|---|---|---|---|---|---|",
    `| ${row("site `/chat`", figures.site)} |`,
    `| ${row("bare `ws`", figures.yardstick)} |`,
    "",
    `Ratio site / bare: p50 ${siteOver(medianPick((round) => round.p50))}×, p99 ${siteOver(medianPick((round) => round.p99))}×, ` +
      `memory per connection ${siteOver(memory)}×, server CPU per message ${siteOver(medianPick((round) => round.cpuMsPerMessage))}×.`,
    `The clients (the benchmark's process) used ${clientCores(figures.site)} of a core during the site's rounds and ` +
      `${clientCores(figures.yardstick)} during the yardstick's: the machine's cores are shared by clients and server.`,
  ].join("\n");
}

function targetsSection(checks: readonly TargetCheck[]): string {
  return [
    "| target | measured | wanted | |",
    "|---|---|---|---|",
    ...checks.map((check) => `| ${check.name} | ${check.shown} | ${check.target} | ${check.pass ? "pass" : "**FAIL**"} |`),
  ].join("\n");
}

/** The generated part of docs/performance.md. */
export function renderReport(results: BenchResults): string {
  const { machine, method } = results;
  const passed = results.checks.filter((check) => check.pass).length;
  return `## Latest run: ${results.date}

Measured by \`npm run bench\` (bench/run.ts).

### Machine
${machine.cores} × ${machine.cpu}, ${machine.memoryMb} MB memory, ${machine.kernel}, Node ${machine.node}.
Load average at the end of the run (1, 5, 15 min): ${machine.loadAverage.map((value) => value.toFixed(1)).join(", ")}.

### Method
- Two servers, each a process of its own: the site as \`npm start\` runs it (\`node ${SERVER_ARGS.join(" ")}\`,
  NODE_ENV=production, embedded PGlite in a fresh temporary DATA_DIR), and the yardstick, a bare
  Remix v2 app of the same versions (\`bench/yardstick\`: Express, compression, Remix's adapter, a page of
  about the same size from a loader).
- Load from the benchmark's process with autocannon: ${method.connections} connections, browser
  User-Agent, gzip accepted; per page ${method.warmupSeconds} s of warm-up on each server, then
  ${method.rounds} alternating rounds (yardstick, site, yardstick, site…) of ${method.seconds} s each, so
  that drift of the shared machine falls on both. The ratio is the site's requests per second over
  the yardstick's, each summed over the rounds; p50 is the median of the rounds' p50s, p99 the worst
  round's; CPU is the server's process tree (utime + stime from /proc) during the rounds, per request.
- Logged-in pages: the demo user that a first start creates (DEMO_SEED, DATA_DIR/demo-accounts.txt),
  logged in through the site's login form as a browser without JavaScript does.
- Memory: VmRSS of the server process and its children, after ${method.settleSeconds} s idle. The site runs
  without its media server (MEDIA_SERVER=off: in production nginx-rtmp has a host of its own); the media
  server's own processes are measured apart, started by the site as \`npm start\` does.
  First start on an empty DATA_DIR, then a restart on the same one (which then takes the load).
  "Ready" is from the spawn to the first 200 of \`/readyz\` (the yardstick: of \`/\`).
- The load generator shares the cores with the servers: compare ratios within a run, not raw
  figures across machines.

### Pages
${pagesTable(results.pages)}

### Memory and start
${memorySection(results)}

### Lighthouse
${lighthouseSection(results.lighthouse)}

### Sports import
All shipped datasets (\`datasets/sports\`) into a fresh PGlite database, in a process of its own as
\`npm run build\` runs it: ${results.sportsImport.matches} matches (${results.sportsImport.rejected} records rejected, see the report) in
${fixed(results.sportsImport.firstMs / 1000, 1)} s; again on the same data ${fixed(results.sportsImport.againMs / 1000, 1)} s, ${results.sportsImport.againWritten} matches written;
peak RSS of the importing process ${fixed(results.sportsImport.peakRssMb)} MB.

### \`/ws\` fan-out
${socketSection(results.socket)}

### \`/chat\` room
${chatSection(results.chat)}

### Binary protocol
Request frames (AES-128-ECB + protobuf) on one core, in the benchmark's process:
${fixed(results.codec.encodePerSecond)} encodes/s, ${fixed(results.codec.decodePerSecond)} decodes/s.

### Targets (issue 7): ${passed} of ${results.checks.length} met
${targetsSection(results.checks)}
`;
}

/**
 * The file with its generated part replaced: between the markers when they are there; otherwise
 * placed under the title, the rest of the file kept below.
 */
export function mergeReport(existing: string, generated: string): string {
  const block = `${REPORT_START}\n${generated.trimEnd()}\n${REPORT_END}`;
  const start = existing.indexOf(REPORT_START);
  const end = existing.indexOf(REPORT_END);
  if (start >= 0 && end > start) return `${existing.slice(0, start)}${block}${existing.slice(end + REPORT_END.length)}`;
  const title = /^# .*\n/.exec(existing);
  if (!title) return `# Performance\n\n${block}\n\n${existing.trimStart()}`;
  return `${title[0]}\n${block}\n\n${existing.slice(title[0].length).trimStart()}`;
}
