// `npm run bench`: the site against a bare Remix app (bench/yardstick), each in a process of its
// own, loaded from this one; memory and start of the site, the PostgreSQL mode, Lighthouse on the
// home page; the `/ws` fan-out and the `/chat` room against bare `ws` servers; the targets of issue 7
// checked. Writes docs/performance.md (BENCH_REPORT=- prints only; BENCH_ONLY=chat runs and prints
// the `/chat` room alone). Knobs: bench/config.ts and the README's "Benchmark" section. A missed
// target is reported; an error (a server that does not start, an answer that is not 2xx) exits non-zero.
import { measureSportsImport } from "./sports-import";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { codecThroughput } from "./codec";
import { PAGES, PORTS, readBenchConfig, selectPages, type BenchConfig, type BenchPage } from "./config";
import { runLighthouse } from "./lighthouse";
import { loadRound } from "./load";
import { demoUser, logIn } from "./login";
import { describeMachine } from "./machine";
import { createFreshDatabase } from "./postgres";
import { rssMb, stopProcess } from "./processes";
import { measureSocketFanout, redisReachable, type SocketFigures } from "./socket";
import { measureChatRoom, type ChatFigures } from "./chat";
import {
  chatSection,
  mergeReport,
  renderReport,
  type BenchResults,
  type PageFigures,
  type MediaServerFigures,
  type PostgresFigures,
  type StartFigures,
} from "./report";
import { ensureYardstickBuild, ROOT, startSite, startYardstick, type RunningServer } from "./servers";
import { checkTargets, ratio, summarise } from "./stats";

const running = new Set<RunningServer>();
const temporary: string[] = [];

function track(server: RunningServer): RunningServer {
  running.add(server);
  return server;
}

async function stop(server: RunningServer): Promise<void> {
  await stopProcess(server);
  running.delete(server);
}

function freshDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vsport-bench-"));
  temporary.push(dir);
  return dir;
}

const log = (message: string) => console.info(`[bench] ${message}`);

async function settledRss(server: RunningServer, settleSeconds: number): Promise<number> {
  await sleep(settleSeconds * 1000);
  return rssMb(server.pid);
}

/** Warm-up on both, then yardstick and site in alternating rounds. */
async function comparePage(
  page: BenchPage,
  site: RunningServer,
  yardstick: RunningServer,
  cookie: string,
  config: BenchConfig,
): Promise<PageFigures> {
  const siteTarget = {
    url: `${site.url}${page.path}`,
    pid: site.pid,
    connections: config.connections,
    cookie: page.visitor === "user" ? cookie : undefined,
  };
  const yardstickTarget = { url: `${yardstick.url}/`, pid: yardstick.pid, connections: config.connections };
  if (config.warmupSeconds > 0) {
    await loadRound({ ...yardstickTarget, seconds: config.warmupSeconds });
    await loadRound({ ...siteTarget, seconds: config.warmupSeconds });
  }
  const figures: PageFigures = { page, site: [], yardstick: [] };
  for (let round = 0; round < config.rounds; round += 1) {
    figures.yardstick.push(await loadRound({ ...yardstickTarget, seconds: config.seconds }));
    figures.site.push(await loadRound({ ...siteTarget, seconds: config.seconds }));
  }
  const site_ = summarise(figures.site);
  log(
    `${page.name}: ratio ${ratio(figures.site, figures.yardstick).toFixed(2)}, site ${site_.requestsPerSecond.toFixed(0)} req/s p50 ${site_.p50Ms} ms`,
  );
  return figures;
}

async function postgresMode(config: BenchConfig, pages: readonly BenchPage[]): Promise<PostgresFigures | { skipped: string }> {
  if (!config.databaseUrl) return { skipped: "BENCH_DATABASE_URL=off" };
  log(`PostgreSQL mode: a fresh database on ${new URL(config.databaseUrl).host}`);
  const database = await createFreshDatabase(config.databaseUrl);
  try {
    const dataDir = freshDataDir();
    const site = track(await startSite({ port: PORTS.sitePostgres, dataDir, databaseUrl: database.url }));
    try {
      const start: StartFigures = { readyMs: site.readyMs, idleRssMb: await settledRss(site, config.settleSeconds) };
      const cookie = pages.some((page) => page.visitor === "user") ? await logIn(site.url, demoUser(dataDir)) : "";
      const measured: PostgresFigures["pages"] = [];
      for (const page of pages) {
        // A page that fails here is reported and fails the run at its end, after the report is written.
        try {
          const round = await loadRound({
            url: `${site.url}${page.path}`,
            pid: site.pid,
            seconds: config.seconds,
            connections: config.connections,
            cookie: page.visitor === "user" ? cookie : undefined,
          });
          measured.push({ name: page.name, requestsPerSecond: summarise([round]).requestsPerSecond });
        } catch (error) {
          console.error(error);
          process.exitCode = 1;
          measured.push({ name: page.name, requestsPerSecond: Number.NaN, error: error instanceof Error ? error.message : String(error) });
        }
      }
      const loadedRssMb = rssMb(site.pid);
      log(`PostgreSQL mode: idle ${start.idleRssMb.toFixed(0)} MB, after load ${loadedRssMb.toFixed(0)} MB`);
      return { start, loadedRssMb, pages: measured };
    } finally {
      await stop(site);
    }
  } finally {
    await database.drop();
  }
}

/** nginx-rtmp and its RTMP module, which the site starts beside itself when they are installed (docs/media-server.md). */
const MEDIA_SERVER_FILES = ["/usr/sbin/nginx", "/usr/lib/nginx/modules/ngx_rtmp_module.so"];

/** The media server's own memory, idle, when the site starts it beside itself (MEDIA_SERVER=auto): the site's descendants. */
async function mediaServerMode(config: BenchConfig): Promise<MediaServerFigures | { skipped: string }> {
  if (!MEDIA_SERVER_FILES.every((file) => existsSync(file))) return { skipped: "nginx with the RTMP module is not installed" };
  log("media server: the site with MEDIA_SERVER=auto");
  const site = track(
    await startSite({
      port: PORTS.mediaSite,
      dataDir: freshDataDir(),
      env: { MEDIA_SERVER: "auto", MEDIA_RTMP_PORT: String(PORTS.mediaRtmp), MEDIA_HTTP_PORT: String(PORTS.mediaHttp) },
    }),
  );
  try {
    await sleep(config.settleSeconds * 1000);
    const idleRssMb = rssMb(site.pid, true);
    log(`media server: idle ${idleRssMb.toFixed(0)} MB beside the site`);
    return { idleRssMb };
  } finally {
    await stop(site);
  }
}

async function socketMode(config: BenchConfig): Promise<SocketFigures | { skipped: string }> {
  if (!config.socketRedisUrl) return { skipped: "BENCH_REDIS_URL=off" };
  if (!(await redisReachable(config.socketRedisUrl))) return { skipped: `no Redis at ${config.socketRedisUrl}` };
  log(`/ws fan-out: ${config.socketClients} clients, ${config.rounds} alternating rounds`);
  return measureSocketFanout(
    {
      clients: config.socketClients,
      rounds: config.rounds,
      redisUrl: config.socketRedisUrl,
      sitePort: PORTS.socketSite,
      yardstickPort: PORTS.socketYardstick,
    },
    log,
  );
}

async function chatMode(config: BenchConfig): Promise<ChatFigures | { skipped: string }> {
  if (config.chatViewers === 0) return { skipped: "BENCH_CHAT_VIEWERS=0" };
  log(
    `/chat room: ${config.chatViewers} viewers, ${config.chatRate} messages/s for ${config.chatSeconds} s, ${config.rounds} alternating rounds`,
  );
  return measureChatRoom(
    {
      viewers: config.chatViewers,
      rate: config.chatRate,
      seconds: config.chatSeconds,
      rounds: config.rounds,
      settleSeconds: config.settleSeconds,
      sitePort: PORTS.chatSite,
      yardstickPort: PORTS.chatYardstick,
    },
    log,
  );
}

async function main(): Promise<void> {
  const config = readBenchConfig();
  if (config.only === "chat") {
    // A part alone: its section printed, docs/performance.md left as it is.
    console.info(`\n### \`/chat\` room\n${chatSection(await chatMode(config))}`);
    return;
  }
  const pages = selectPages(PAGES, config.pageFilter);
  if (pages.length === 0) throw new Error(`BENCH_PAGES=${config.pageFilter.join(",")} matches no page of bench/config.ts`);
  if (config.lighthouseRuns > 0 && !existsSync(config.chromePath))
    throw new Error(
      `Chromium is missing at ${config.chromePath}: run "node scripts/ensure-chromium.mjs" (installs Debian's chromium as root), set CHROME_PATH, or skip Lighthouse with BENCH_LIGHTHOUSE_RUNS=0`,
    );
  ensureYardstickBuild();

  // The site: a first start on an empty DATA_DIR, then a restart on it, which takes the load.
  const dataDir = freshDataDir();
  log("site: first start on an empty DATA_DIR");
  let site = track(await startSite({ port: PORTS.site, dataDir }));
  const firstStart: StartFigures = { readyMs: site.readyMs, idleRssMb: await settledRss(site, config.settleSeconds) };
  log(`site: first start ready in ${firstStart.readyMs.toFixed(0)} ms, idle ${firstStart.idleRssMb.toFixed(0)} MB`);
  await stop(site);
  site = track(await startSite({ port: PORTS.site, dataDir }));
  const restart: StartFigures = { readyMs: site.readyMs, idleRssMb: await settledRss(site, config.settleSeconds) };
  log(`site: restart ready in ${restart.readyMs.toFixed(0)} ms, idle ${restart.idleRssMb.toFixed(0)} MB`);

  const yardstick = track(await startYardstick(PORTS.yardstick));
  const yardstickIdle: StartFigures = { readyMs: yardstick.readyMs, idleRssMb: await settledRss(yardstick, config.settleSeconds) };

  const cookie = pages.some((page) => page.visitor === "user") ? await logIn(site.url, demoUser(dataDir)) : "";
  const pageFigures: PageFigures[] = [];
  for (const page of pages) pageFigures.push(await comparePage(page, site, yardstick, cookie, config));
  const siteLoadedRssMb = rssMb(site.pid);
  const yardstickLoadedRssMb = rssMb(yardstick.pid);
  await stop(yardstick);

  let lighthouse: BenchResults["lighthouse"] = { skipped: "BENCH_LIGHTHOUSE_RUNS=0" };
  if (config.lighthouseRuns > 0) {
    log(`Lighthouse: ${config.lighthouseRuns} runs on ${site.url}/`);
    lighthouse = await runLighthouse(`${site.url}/`, config.lighthouseRuns, config.chromePath);
  }
  await stop(site);

  const postgres = await postgresMode(config, pages);
  const mediaServer = await mediaServerMode(config);
  const socket = await socketMode(config);
  const chat = await chatMode(config);
  const codec = codecThroughput();
  log("sports import: a first import into a fresh PGlite database, then one that changes nothing");
  const sportsImport = await measureSportsImport(ROOT);

  const checks = checkTargets({
    ratios: pageFigures
      .filter(({ page }) => page.ratioTarget)
      .map(({ page, site: ours, yardstick: bare }) => ({ page: page.name, ratio: ratio(ours, bare) })),
    firstStartMs: firstStart.readyMs,
    firstStartIdleRssMb: firstStart.idleRssMb,
    restartIdleRssMb: restart.idleRssMb,
    loadedRssMb: siteLoadedRssMb,
    lighthouse: "skipped" in lighthouse ? undefined : lighthouse,
  });
  const results: BenchResults = {
    date: new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC",
    machine: describeMachine(),
    method: {
      seconds: config.seconds,
      rounds: config.rounds,
      connections: config.connections,
      warmupSeconds: config.warmupSeconds,
      settleSeconds: config.settleSeconds,
    },
    pages: pageFigures,
    firstStart,
    restart,
    siteLoadedRssMb,
    yardstick: { ...yardstickIdle, loadedRssMb: yardstickLoadedRssMb },
    postgres,
    mediaServer,
    lighthouse,
    codec,
    sportsImport,
    socket,
    chat,
    checks,
  };
  const generated = renderReport(results);
  console.info(`\n${generated}`);
  if (config.report !== "-") {
    const file = path.resolve(ROOT, config.report);
    let existing = "";
    try {
      existing = readFileSync(file, "utf8");
    } catch {
      // A new file.
    }
    writeFileSync(file, mergeReport(existing, generated));
    log(`written to ${path.relative(ROOT, file)}`);
  }
}

async function cleanUp(): Promise<void> {
  for (const server of [...running]) await stop(server).catch(() => undefined);
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
}

// Last resort when the process dies another way (an uncaught error in a library): no server outlives it.
process.on("exit", () => {
  for (const server of running) server.child.kill("SIGKILL");
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    void cleanUp().finally(() => process.exit(130));
  });

main()
  .then(cleanUp)
  .catch(async (error: unknown) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  });
