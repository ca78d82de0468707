// The `/ws` fan-out (issue 9, "Performance"): one message delivered to N connected clients, the delay
// from its publication to each client's receipt (p50, p99), against a bare `ws` broadcast of the
// same bytes (bench/yardstick/ws-broadcast.mjs) in alternating rounds; and the site's memory per
// idle connection. Both servers get the message from Redis, as a web node gets the feed's messages
// in the scale-out mode: the bench publishes, so publication and receipt share one clock.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import WebSocket from "ws";
import { openBus } from "../server/bus";
import { encodeLiveMessage } from "../server/live/bus-envelope";
import { LivePublisher } from "../server/live/publisher";
import { createLogger } from "../server/logger";
import { rssMb, stopProcess } from "./processes";
import { startSite, startYardstickScript } from "./servers";
import { percentile } from "./stats";

export interface SocketConfig {
  clients: number;
  rounds: number;
  redisUrl: string;
  sitePort: number;
  yardstickPort: number;
}

export interface DelayFigures {
  p50: number;
  p99: number;
  max: number;
  /** Clients that got the message (all of them, unless one was dropped). */
  received: number;
}

export interface SocketFigures {
  clients: number;
  rounds: number;
  site: DelayFigures[];
  yardstick: DelayFigures[];
  /** Connections per second while N clients connect. */
  siteConnectRate: number;
  yardstickConnectRate: number;
  /** (RSS with N idle clients − RSS before) / N. */
  siteBytesPerIdleConnection: number;
  yardstickBytesPerIdleConnection: number;
  messageBytes: number;
}

const CHANNEL = "bench:ws";
/** The site allows 20 sockets per address (server/live/socket): the clients come from many loopback addresses. */
const CLIENTS_PER_ADDRESS = 10;
const CONNECT_BATCH = 200;
const DELIVERY_TIMEOUT_MS = 20_000;
const BROADCASTS_PER_ROUND = 3;

export function loopbackAddress(index: number): string {
  const address = Math.floor(index / CLIENTS_PER_ADDRESS);
  return `127.${10 + Math.floor(address / 250)}.${(address % 250) + 1}.1`;
}

interface Clients {
  sockets: WebSocket[];
  /** Set before each broadcast: each client's receipt goes here. */
  onMessage: (at: number) => void;
}

async function connectClients(
  url: string,
  origin: string,
  count: number,
  spreadAddresses: boolean,
): Promise<{ clients: Clients; rate: number }> {
  const clients: Clients = { sockets: [], onMessage: () => undefined };
  const started = performance.now();
  for (let first = 0; first < count; first += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - first) }, (_, offset) => {
      const socket = new WebSocket(url, { origin, ...(spreadAddresses ? { localAddress: loopbackAddress(first + offset) } : {}) });
      socket.on("message", () => clients.onMessage(performance.now()));
      clients.sockets.push(socket);
      return new Promise<void>((resolve, reject) => {
        socket.once("open", () => resolve());
        socket.once("error", reject);
        socket.once("unexpected-response", (_request, response) => reject(new Error(`${url}: HTTP ${response.statusCode}`)));
      });
    });
    await Promise.all(batch);
  }
  return { clients, rate: count / ((performance.now() - started) / 1000) };
}

export async function closeClients(sockets: readonly WebSocket[]): Promise<void> {
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once("close", () => resolve());
          socket.terminate();
        }),
    ),
  );
}

/** Publishes once and waits until every client has the message (or the timeout); the delays in ms. */
async function broadcast(clients: Clients, publish: () => void): Promise<DelayFigures> {
  const delays: number[] = [];
  let published = 0;
  let done: () => void = () => undefined;
  const all = new Promise<void>((resolve) => (done = resolve));
  clients.onMessage = (at) => {
    delays.push(at - published);
    if (delays.length === clients.sockets.length) done();
  };
  published = performance.now();
  publish();
  await Promise.race([all, sleep(DELIVERY_TIMEOUT_MS)]);
  clients.onMessage = () => undefined;
  delays.sort((a, b) => a - b);
  return { p50: percentile(delays, 0.5), p99: percentile(delays, 0.99), max: delays.at(-1) ?? Number.NaN, received: delays.length };
}

export async function redisReachable(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  client.on("error", () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** The whole measure: its own site (Redis bus, no live feed) and yardstick, stopped at the end. */
export async function measureSocketFanout(config: SocketConfig, log: (line: string) => void): Promise<SocketFigures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vsport-bench-ws-"));
  const site = await startSite({ port: config.sitePort, dataDir, env: { REDIS_URL: config.redisUrl, LIVE_FEED: "off" } });
  const yardstick = await startYardstickScript("ws yardstick", "ws-broadcast.mjs", config.yardstickPort, {
    REDIS_URL: config.redisUrl,
    CHANNEL,
  });
  const logger = createLogger("silent");
  // The site's bus is named by its DATA_DIR (server/backend/embedded.ts busOptions): the bench joins it.
  const bus = await openBus({ scope: dataDir, redisUrl: config.redisUrl }, logger);
  const publisher = new LivePublisher(bus);
  const yardstickPublisher = new Redis(config.redisUrl);
  const figures: SocketFigures = {
    clients: config.clients,
    rounds: config.rounds,
    site: [],
    yardstick: [],
    siteConnectRate: 0,
    yardstickConnectRate: 0,
    siteBytesPerIdleConnection: 0,
    yardstickBytesPerIdleConnection: 0,
    messageBytes: 0,
  };
  const targets = [
    {
      name: "yardstick" as const,
      server: yardstick,
      url: `ws://127.0.0.1:${config.yardstickPort}/`,
      spread: false,
      publish: (count: number) => {
        const message = publisher.publish({ type: "liveCount", matchId: null, count: { football: count, basketball: 0, total: count } });
        void yardstickPublisher.publish(CHANNEL, Buffer.from(encodeLiveMessage(message)));
      },
    },
    {
      name: "site" as const,
      server: site,
      url: `ws://127.0.0.1:${config.sitePort}/ws`,
      spread: true,
      publish: (count: number) => {
        const message = publisher.publish({ type: "liveCount", matchId: null, count: { football: count, basketball: 0, total: count } });
        figures.messageBytes = encodeLiveMessage(message).length;
      },
    },
  ];
  try {
    await sleep(2000);
    let sent = 0;
    for (let round = 0; round < config.rounds; round += 1) {
      // Alternating rounds: the yardstick first in even rounds, the site first in odd ones.
      for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
        const before = rssMb(target.server.pid);
        const { clients, rate } = await connectClients(target.url, site.url, config.clients, target.spread);
        await sleep(2000);
        const perConnection = ((rssMb(target.server.pid) - before) * 1024 * 1024) / config.clients;
        for (let shot = 0; shot < BROADCASTS_PER_ROUND; shot += 1) {
          sent += 1;
          const delays = await broadcast(clients, () => target.publish(sent));
          figures[target.name].push(delays);
          await sleep(300);
        }
        if (target.name === "site") {
          figures.siteConnectRate = Math.max(figures.siteConnectRate, rate);
          figures.siteBytesPerIdleConnection = Math.max(figures.siteBytesPerIdleConnection, perConnection);
        } else {
          figures.yardstickConnectRate = Math.max(figures.yardstickConnectRate, rate);
          figures.yardstickBytesPerIdleConnection = Math.max(figures.yardstickBytesPerIdleConnection, perConnection);
        }
        const last = figures[target.name].at(-1);
        log(
          `/ws ${target.name} round ${round + 1}: ${config.clients} clients at ${rate.toFixed(0)}/s, ` +
            `${(perConnection / 1024).toFixed(1)} KB each; p50 ${last?.p50.toFixed(1)} ms, p99 ${last?.p99.toFixed(1)} ms`,
        );
        await closeClients(clients.sockets);
        await sleep(1000);
      }
    }
  } finally {
    yardstickPublisher.disconnect();
    await bus.close();
    await stopProcess(yardstick);
    await stopProcess(site);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}
