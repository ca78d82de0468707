// The `/chat` room (issue 11, "Performance"): viewers in one room of the site and writers sending
// messages through the real socket at a steady rate; for every delivery, the delay from the
// writer's send to the viewer's receipt (the text carries the send time: bench/chat-deliveries.ts),
// the deliveries lost, and the server's memory per joined, idle viewer. Against a bare `ws` server
// that sends each frame it gets to every client (bench/yardstick/chat-broadcast.mjs): the same
// clients, writers, rate and length, in alternating rounds. The site runs as `npm start` does, with
// its embedded database and in-process bus; its writers are accounts made by the operator's command
// and logged in through the login form (bench/chat-writers.ts).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import WebSocket from "ws";
import { CHAT_SOCKET_PATH } from "../contract/chat/messages";
import { DEMO_ROOMS } from "../server/rooms/demo-rooms";
import {
  Deliveries,
  type DeliveryFigures,
  dueAfterMs,
  readBenchText,
  benchText,
  sendPlan,
  type SendPlan,
  writerOf,
} from "./chat-deliveries";
import { createWriterAccounts, logInWriters } from "./chat-writers";
import { cpuMs, rssMb, stopProcess } from "./processes";
import { startSite, startYardstickScript, type RunningServer } from "./servers";
import { closeClients, loopbackAddress } from "./socket";

export interface ChatConfig {
  viewers: number;
  /** Messages a second, all writers together. */
  rate: number;
  /** Seconds of sending per round. */
  seconds: number;
  rounds: number;
  /** Idle time with the viewers joined before the server's RSS is read (BENCH_SETTLE_SECONDS). */
  settleSeconds: number;
  sitePort: number;
  yardstickPort: number;
}

export interface ChatRound extends DeliveryFigures {
  /** Messages the writers sent, and those the server refused, by the key of the error frame the writer got back. */
  sent: number;
  refused: Record<string, number>;
  /** (RSS with the viewers joined and idle − RSS before they came) / viewers. */
  bytesPerViewer: number;
  /** CPU of the server's process tree from the first message to the last delivery, per message sent. */
  cpuMsPerMessage: number;
  /** The benchmark's own process (every client) meanwhile, in cores: near 1, its clients read late. */
  clientCores: number;
  /** Size of one delivered frame. */
  frameBytes: number;
}

export interface ChatFigures {
  viewers: number;
  writers: number;
  rate: number;
  seconds: number;
  rounds: number;
  settleSeconds: number;
  room: string;
  site: ChatRound[];
  yardstick: ChatRound[];
}

const CONNECT_BATCH = 200;
/** After the last message, how long deliveries may still come. */
const DRAIN_TIMEOUT_MS = 10_000;
/** Before a round, both servers are left until they use less than this share of a core (a previous round's backlog)… */
const QUIET_SHARE = 0.05;
/** …or this long at most. */
const QUIET_TIMEOUT_MS = 30_000;

interface Target {
  name: "site" | "yardstick";
  server: RunningServer;
  url: string;
  /** The site's clients join the room and are in once its history comes; the yardstick's are in once open. */
  join: string | null;
  /** Each writer's Cookie header (the site's logged-in users). */
  cookies: readonly string[];
}

const startsWith = (frame: Buffer, prefix: string) => frame.toString("latin1", 0, prefix.length) === prefix;

function errorKey(frame: Buffer): string {
  try {
    const { key } = JSON.parse(frame.toString("utf8")) as { key?: unknown };
    return typeof key === "string" ? key : "?";
  } catch {
    return "?";
  }
}

/** Waits until none of the servers is still busy (each second, less than QUIET_SHARE of a core). */
async function quiet(servers: readonly RunningServer[]): Promise<void> {
  const until = performance.now() + QUIET_TIMEOUT_MS;
  while (performance.now() < until) {
    const before = servers.map((server) => cpuMs(server.pid));
    await sleep(1000);
    if (servers.every((server, index) => cpuMs(server.pid) - (before[index] ?? 0) < QUIET_SHARE * 1000)) return;
  }
}

/** One client, open and (on the site) in the room; then each frame goes to `onFrame`. */
function connect(target: Target, index: number, onFrame: (frame: Buffer) => void, cookie?: string): Promise<WebSocket> {
  const socket = new WebSocket(target.url, {
    origin: target.server.url,
    localAddress: loopbackAddress(index),
    perMessageDeflate: false,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  return new Promise((resolve, reject) => {
    let joined = target.join === null;
    socket.on("message", (frame: Buffer) => {
      if (joined) return onFrame(frame);
      if (startsWith(frame, '{"type":"history"')) {
        if (cookie && frame.includes('"me":null')) return reject(new Error(`writer ${index} joined ${target.name} as a guest`));
        joined = true;
        resolve(socket);
      } else if (startsWith(frame, '{"type":"error"')) reject(new Error(`joining ${target.name}: ${frame.toString("utf8")}`));
    });
    socket.once("open", () => {
      if (target.join === null) resolve(socket);
      else socket.send(target.join);
    });
    socket.once("error", reject);
    socket.once("unexpected-response", (_request, response) => reject(new Error(`${target.url}: HTTP ${response.statusCode}`)));
  });
}

async function connectAll(count: number, open: (index: number) => Promise<WebSocket>): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let first = 0; first < count; first += CONNECT_BATCH)
    sockets.push(
      ...(await Promise.all(Array.from({ length: Math.min(CONNECT_BATCH, count - first) }, (_, offset) => open(first + offset)))),
    );
  return sockets;
}

async function measureRound(target: Target, config: ChatConfig, plan: SendPlan): Promise<ChatRound> {
  const viewerCount = config.viewers;
  const before = rssMb(target.server.pid);
  let deliveries: Deliveries | null = null;
  let frameBytes = 0;
  const refused: Record<string, number> = {};
  const viewers = await connectAll(viewerCount, (index) =>
    connect(target, index, (frame) => {
      const at = performance.now();
      const message = readBenchText(frame);
      if (!message || !deliveries) return;
      deliveries.record(index, message.n, at - message.sentAt);
      frameBytes ||= frame.length;
    }),
  );
  await sleep(config.settleSeconds * 1000);
  const bytesPerViewer = ((rssMb(target.server.pid) - before) * 1024 * 1024) / viewerCount;
  // Writers come from addresses of their own, after the viewers' (the site allows 20 sockets an address).
  const writers = await connectAll(plan.writers, (index) =>
    connect(
      target,
      viewerCount + index,
      (frame) => {
        if (!startsWith(frame, '{"type":"error"')) return;
        const key = errorKey(frame);
        refused[key] = (refused[key] ?? 0) + 1;
      },
      target.cookies[index],
    ),
  );
  const round = new Deliveries(viewerCount, plan);
  deliveries = round;
  const start = performance.now();
  const cpuBefore = cpuMs(target.server.pid);
  const clientBefore = process.cpuUsage();
  let sent = 0;
  let cpuMsPerMessage = Number.NaN;
  let clientCores = Number.NaN;
  try {
    for (let n = plan.first; n < plan.first + plan.count; n += 1) {
      const wait = start + dueAfterMs(plan, n) - performance.now();
      if (wait > 1) await sleep(wait);
      const text = benchText(performance.now(), n);
      writers[writerOf(plan, n)]?.send(JSON.stringify({ type: "send", key: `bench-message-${n}`, text }));
      sent += 1;
    }
    const drainUntil = performance.now() + DRAIN_TIMEOUT_MS;
    const refusedCount = () => Object.values(refused).reduce((sum, count) => sum + count, 0);
    while (round.delivered < viewerCount * (sent - refusedCount()) && performance.now() < drainUntil) await sleep(100);
    cpuMsPerMessage = (cpuMs(target.server.pid) - cpuBefore) / sent;
    const client = process.cpuUsage(clientBefore);
    clientCores = (client.user + client.system) / 1000 / (performance.now() - start);
  } finally {
    deliveries = null;
    await closeClients([...viewers, ...writers]);
  }
  return { ...round.figures(sent), sent, refused, bytesPerViewer, cpuMsPerMessage, clientCores, frameBytes };
}

/** The whole measure: its own site (a first start to seed it, the writers' accounts, a restart) and yardstick, stopped at the end. */
export async function measureChatRoom(config: ChatConfig, log: (line: string) => void): Promise<ChatFigures> {
  const room = DEMO_ROOMS[0]?.slug;
  if (!room) throw new Error("no demo room to chat in (server/rooms/demo-rooms.ts)");
  const writers = sendPlan(0, config.rate, config.seconds).writers;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vsport-bench-chat-"));
  const siteOptions = { port: config.sitePort, dataDir, env: { LIVE_FEED: "off" } };
  const running: RunningServer[] = [];
  const { viewers, rate, seconds, rounds, settleSeconds } = config;
  const figures: ChatFigures = { viewers, writers, rate, seconds, rounds, settleSeconds, room, site: [], yardstick: [] };
  try {
    // The first start seeds the demo accounts and rooms; the writers' accounts are added while it is stopped.
    await stopProcess(await startSite(siteOptions));
    log(`/chat: creating ${writers} writers' accounts with the operator's command`);
    const accounts = await createWriterAccounts(dataDir, writers);
    const site = await startSite(siteOptions);
    running.push(site);
    const cookies = await logInWriters(site.url, accounts);
    const yardstick = await startYardstickScript("chat yardstick", "chat-broadcast.mjs", config.yardstickPort);
    running.push(yardstick);
    const targets: Target[] = [
      { name: "yardstick", server: yardstick, url: `ws://127.0.0.1:${config.yardstickPort}/`, join: null, cookies: [] },
      {
        name: "site",
        server: site,
        url: `ws://127.0.0.1:${config.sitePort}${CHAT_SOCKET_PATH}`,
        join: JSON.stringify({ type: "join", room }),
        cookies,
      },
    ];
    let first = 0;
    for (let round = 0; round < config.rounds; round += 1) {
      // Alternating rounds: the yardstick first in even rounds, the site first in odd ones.
      for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
        const plan = sendPlan(first, config.rate, config.seconds);
        first += plan.count;
        await quiet(running);
        const measured = await measureRound(target, config, plan);
        figures[target.name].push(measured);
        log(
          `/chat ${target.name} round ${round + 1}: ${config.viewers} viewers, ${(measured.bytesPerViewer / 1024).toFixed(1)} KB each; ` +
            `${measured.sent} messages (refused: ${JSON.stringify(measured.refused)}), ${measured.delivered} of ${measured.expected} deliveries; ` +
            `p50 ${measured.p50.toFixed(1)} ms, p99 ${measured.p99.toFixed(1)} ms; server CPU ${measured.cpuMsPerMessage.toFixed(1)} ms a message, clients ${measured.clientCores.toFixed(2)} cores`,
        );
      }
    }
  } finally {
    for (const server of running) await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}
