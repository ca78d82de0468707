import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import { connect as connectTcp, type AddressInfo, type Socket } from "node:net";
import { inflateSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WebSocket } from "ws";
import { type LiveMatchState, type LiveMessage, unpackLiveMessage } from "../../../contract/live/messages";
import { type Bus, openBus } from "../../../server/bus";
import { InProcessBus } from "../../../server/bus/in-process-bus";
import { LivePublisher } from "../../../server/live/publisher";
import { LiveSocketServer, type LiveSocketLimits } from "../../../server/live/socket/live-socket-server";
import { createLogger } from "../../../server/logger";
import { isTestRedisAvailable, TEST_REDIS_URL } from "../../helpers/test-redis";

const logger = createLogger("silent");
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function matchState(matchId: number, competitionId: number, status: LiveMatchState["status"] = "Live", home = 0): LiveMatchState {
  return {
    matchId,
    slug: `match-${matchId}`,
    sport: "football",
    competitionId,
    status,
    period: status === "Live" ? "1H" : null,
    clockSeconds: status === "Live" ? 600 : null,
    clockRunning: status === "Live",
    score: { home, away: 0, halfTime: null, fullTime: null, extraTime: null, penalties: null, shootoutWinner: null },
    periodScores: [],
    incidents: [],
    replay: null,
  };
}

async function startSocketServer(bus: Bus, limits: Partial<LiveSocketLimits> = {}, users: Record<string, number> = {}) {
  const live = new LiveSocketServer({
    bus,
    logger,
    trustProxy: false,
    limits,
    sessionUser: async (cookie) => {
      const sessionId = /sessionId=([^;]+)/.exec(cookie ?? "")?.[1];
      return sessionId ? (users[sessionId] ?? null) : null;
    },
  });
  const server: Server = createServer((_request, response) => response.end());
  server.on("upgrade", (request, socket, head) => {
    if (!live.handleUpgrade(request, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  cleanups.push(async () => {
    await live.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return { live, port, url: `ws://127.0.0.1:${port}/ws` };
}

function newBus(): InProcessBus {
  const bus = new InProcessBus(`live-socket-${randomBytes(6).toString("hex")}`, logger);
  cleanups.push(() => bus.close());
  return bus;
}

interface TestClient {
  socket: WebSocket;
  messages: LiveMessage[];
  raw: Buffer[];
  /** The next `count` messages not yet read by next(), waiting for them if needed. */
  next(count?: number): Promise<LiveMessage[]>;
  closed: Promise<number>;
}

function client(url: string, headers: Record<string, string> = {}): Promise<TestClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const messages: LiveMessage[] = [];
    const raw: Buffer[] = [];
    const waiting: (() => void)[] = [];
    socket.on("message", (data: Buffer) => {
      raw.push(data);
      messages.push(unpackLiveMessage(inflateSync(data)));
      waiting.splice(0).forEach((wake) => wake());
    });
    const closed = new Promise<number>((done) => socket.on("close", (code) => done(code)));
    let read = 0;
    socket.on("open", () => {
      cleanups.push(() => socket.terminate());
      resolve({
        socket,
        messages,
        raw,
        closed,
        next: async (count = 1) => {
          const until = read + count;
          while (messages.length < until) await new Promise<void>((wake) => waiting.push(wake));
          read = until;
          return messages.slice(until - count, until);
        },
      });
    });
    socket.on("unexpected-response", (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.on("error", reject);
  });
}

const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the live-data socket server", () => {
  it("gives a newcomer the live state at once, and after a reconnect the latest, never an older one", async () => {
    const bus = newBus();
    const publisher = new LivePublisher(bus);
    const { url } = await startSocketServer(bus);
    publisher.publish({ type: "liveCount", matchId: null, count: { football: 1, basketball: 0, total: 1 } });
    publisher.publish({ type: "match", matchId: 7, match: matchState(7, 3) });
    publisher.publish({ type: "match", matchId: 8, match: matchState(8, 3, "Ended") });
    const first = await client(url);
    const snapshot = await first.next(2);
    expect(snapshot.map((message) => message.type)).toEqual(["liveCount", "match"]);
    expect(snapshot[1]?.matchId).toBe(7);
    first.socket.close();
    publisher.publish({ type: "match", matchId: 7, match: matchState(7, 3, "Live", 1) });
    const again = await client(url);
    const [, match] = await again.next(2);
    expect(match?.type === "match" && match.match.score.home).toBe(1);
  });

  it("sends one message's very bytes to every connection, encoded once by the publisher", async () => {
    const bus = newBus();
    const publisher = new LivePublisher(bus);
    const { url } = await startSocketServer(bus);
    const clients = await Promise.all([client(url), client(url), client(url)]);
    const send = vi.spyOn(WebSocket.prototype, "send");
    publisher.publish({ type: "match", matchId: 9, match: matchState(9, 4) });
    await Promise.all(clients.map((each) => each.next()));
    const payloads = send.mock.calls.map(([data]) => data);
    send.mockRestore();
    expect(payloads).toHaveLength(3);
    expect(new Set(payloads).size).toBe(1);
    expect(clients.map((each) => each.raw[0]?.toString("hex"))).toEqual(Array(3).fill(clients[0]?.raw[0]?.toString("hex")));
  });

  it("narrows to one match or one competition, the live count always included", async () => {
    const bus = newBus();
    const publisher = new LivePublisher(bus);
    const { url } = await startSocketServer(bus);
    const oneMatch = await client(`${url}?match=2`);
    const oneCompetition = await client(`${url}?competition=5`);
    publisher.publish({ type: "match", matchId: 1, match: matchState(1, 5) });
    publisher.publish({ type: "match", matchId: 2, match: matchState(2, 6) });
    publisher.publish({ type: "liveCount", matchId: null, count: { football: 2, basketball: 0, total: 2 } });
    await settle();
    expect(oneMatch.messages.map((message) => [message.type, message.matchId])).toEqual([
      ["match", 2],
      ["liveCount", null],
    ]);
    expect(oneCompetition.messages.map((message) => [message.type, message.matchId])).toEqual([
      ["match", 1],
      ["liveCount", null],
    ]);
  });

  it("refuses unknown topics (400), other sites' pages (403) and floods from one address (429)", async () => {
    const bus = newBus();
    const { url } = await startSocketServer(bus, { maxConnectionsPerAddress: 2 });
    for (const query of ["?team=1", "?match=abc", "?match=0", "?match=1&competition=2", "?match=99999999999", "?match=1&match=2"])
      await expect(client(`${url}${query}`), query).rejects.toThrow("HTTP 400");
    await expect(client(url, { Origin: "https://evil.example" })).rejects.toThrow("HTTP 403");
    await expect(client(url, { Origin: "null" })).rejects.toThrow("HTTP 403");
    const own = await client(url, { Origin: `http://${new URL(url).host}` });
    await client(url);
    await expect(client(url)).rejects.toThrow("HTTP 429");
    own.socket.close();
    await own.closed;
    await settle();
    await client(url);
  });

  it("closes a connection that sends anything (1008) or too much (1009); the others stay", async () => {
    const bus = newBus();
    const publisher = new LivePublisher(bus);
    const { url } = await startSocketServer(bus);
    const talker = await client(url);
    const shouter = await client(url);
    const quiet = await client(url);
    talker.socket.send("subscribe please");
    shouter.socket.send(Buffer.alloc(4096));
    expect(await talker.closed).toBe(1008);
    expect(await shouter.closed).toBe(1009);
    publisher.publish({ type: "match", matchId: 3, match: matchState(3, 1) });
    expect((await quiet.next())[0]?.matchId).toBe(3);
  });

  /** A client that completes the handshake and then never reads and never answers pings. */
  function deafClient(port: number): Promise<Socket> {
    return new Promise((resolve) => {
      const socket = connectTcp(port, "127.0.0.1", () => {
        socket.write(
          `GET /ws HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString("base64")}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
        );
        socket.once("data", () => {
          socket.pause();
          resolve(socket);
        });
      });
      cleanups.push(() => void socket.destroy());
    });
  }

  it("drops a client that does not read without delaying the others", async () => {
    const bus = newBus();
    const publisher = new LivePublisher(bus);
    const { live, port, url } = await startSocketServer(bus, { maxBufferedBytes: 512 * 1024 });
    await deafClient(port);
    const reader = await client(url);
    await settle();
    expect(live.connections).toBe(2);
    const bulky = matchState(4, 1);
    bulky.incidents = Array.from({ length: 2000 }, (_, index) => ({
      sequence: index + 1,
      position: 1,
      type: 9,
      minute: index % 90,
      stoppage: 0,
      player_name: randomBytes(24).toString("hex"),
      in_player_name: randomBytes(24).toString("hex"),
      out_player_name: randomBytes(24).toString("hex"),
      player_slug: null,
    }));
    // About 15 MB in all: the deaf client's socket buffers fill, then its queue passes the limit.
    for (let round = 0; round < 100; round++) {
      publisher.publish({ type: "match", matchId: 4, match: { ...bulky, clockSeconds: round } });
      await settle(2);
    }
    await reader.next(100);
    await settle(200);
    expect(live.connections).toBe(1);
    expect(reader.messages).toHaveLength(100);
  });

  it("drops a connection that misses its heartbeat deadline", async () => {
    const bus = newBus();
    const { live, port, url } = await startSocketServer(bus, { heartbeatMs: 100 });
    await deafClient(port);
    const healthy = await client(url);
    await settle(50);
    expect(live.connections).toBe(2);
    // Pinged at 100 ms, no pong by 200 ms: dropped; the healthy client answers its pings.
    await settle(400);
    expect(live.connections).toBe(1);
    expect(healthy.socket.readyState).toBe(WebSocket.OPEN);
  });

  it("delivers a user's notification to that user's pages only", async () => {
    const bus = newBus();
    const publisher = new LivePublisher(bus);
    const { url } = await startSocketServer(bus, {}, { "session-of-42": 42 });
    const mine = await client(url, { Cookie: "sessionId=session-of-42" });
    const guest = await client(url);
    await settle();
    const notification = {
      id: 1,
      kind: "matchSoon" as const,
      title: "Sắp bắt đầu",
      body: "A vs B",
      link: "/schedule/a-vs-b",
      createdAt: 1,
      read: false,
    };
    publisher.publishToUser(42, { type: "notification", matchId: null, notification, unread: 1 });
    publisher.publishToUser(43, { type: "notification", matchId: null, notification, unread: 1 });
    const [received] = await mine.next();
    expect(received).toMatchObject({ type: "notification", unread: 1, notification: { title: "Sắp bắt đầu" } });
    await settle();
    expect(mine.messages).toHaveLength(1);
    expect(guest.messages).toHaveLength(0);
  });
});

const redisAvailable = await isTestRedisAvailable();

describe.skipIf(!redisAvailable)("two web nodes on one Redis bus", () => {
  it("both deliver a match published once on a third node", async () => {
    const scope = `live-socket-${randomBytes(6).toString("hex")}`;
    const buses = await Promise.all([0, 1, 2].map(() => openBus({ redisUrl: TEST_REDIS_URL, scope }, logger)));
    for (const bus of buses) cleanups.push(() => bus.close());
    const [feedBus, firstBus, secondBus] = buses as [Bus, Bus, Bus];
    const first = await startSocketServer(firstBus);
    const second = await startSocketServer(secondBus);
    const clients = await Promise.all([client(first.url), client(second.url)]);
    await settle(200);
    const publisher = new LivePublisher(feedBus);
    publisher.publish({ type: "match", matchId: 11, match: matchState(11, 2) });
    const received = await Promise.all(clients.map((each) => each.next()));
    expect(received.map(([message]) => message?.matchId)).toEqual([11, 11]);
  });
});
