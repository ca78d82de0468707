import { type IncomingMessage } from "node:http";
import { type Duplex } from "node:stream";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { WebSocket, WebSocketServer } from "ws";
import { LIVE_SOCKET_PATH } from "../../../contract/live/messages";
import { BUS_CHANNELS, type Bus } from "../../bus";
import { type Logger } from "../../logger";
import { clientAddressOf, originAllowed, refuseUpgrade } from "../../web/socket-upgrade";
import { type LiveBusEnvelope, unpackEnvelope } from "../bus-envelope";
import { LiveState } from "./live-state";
import { type SessionUserLookup } from "./session-user";
import { parseTopic, topicWants, type LiveTopic } from "./topic";

// The live-data socket (docs/live-data.md): push only. Every message arrives from the bus already
// encoded; the same bytes go to every connection that wants them.

export interface LiveSocketLimits {
  /** Ping interval; a connection that has not answered the previous ping by the next one is dropped. */
  heartbeatMs: number;
  /** A connection with more than this waiting to be sent is too slow: dropped. */
  maxBufferedBytes: number;
  /** Open connections per address. */
  maxConnectionsPerAddress: number;
  /** New connections per address per minute. */
  connectionsPerMinute: number;
  /** Frames from clients are refused anyway; anything larger closes with 1009 before being read. */
  maxClientFrameBytes: number;
}

export const DEFAULT_LIVE_SOCKET_LIMITS: LiveSocketLimits = {
  heartbeatMs: 30_000,
  maxBufferedBytes: 1 << 20,
  maxConnectionsPerAddress: 20,
  connectionsPerMinute: 60,
  maxClientFrameBytes: 1024,
};

/** Close codes (RFC 6455): a client frame breaks the push-only policy; too slow to keep up. */
export const CLOSE_POLICY = 1008;
export const CLOSE_TOO_SLOW = 1013;

interface Client {
  socket: WebSocket;
  topic: LiveTopic;
  address: string;
  userId: number | null;
  alive: boolean;
}

export interface LiveSocketOptions {
  bus: Bus;
  logger: Logger;
  sessionUser: SessionUserLookup;
  /** Behind a proxy (TRUST_PROXY): the client's address and host come from X-Forwarded-*. */
  trustProxy: boolean;
  /** Origins other than the site's own that may connect (a separate front end). */
  extraOrigins?: readonly string[];
  limits?: Partial<LiveSocketLimits>;
}

export class LiveSocketServer {
  private readonly server: WebSocketServer;
  private readonly clients = new Set<Client>();
  private readonly byAddress = new Map<string, number>();
  private readonly byUser = new Map<number, { clients: Set<Client>; stop: () => void }>();
  private readonly state = new LiveState();
  private readonly limits: LiveSocketLimits;
  private readonly newConnections: RateLimiterMemory;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly stopListening: () => void;

  constructor(private readonly options: LiveSocketOptions) {
    this.limits = { ...DEFAULT_LIVE_SOCKET_LIMITS, ...options.limits };
    this.server = new WebSocketServer({
      noServer: true,
      perMessageDeflate: false,
      clientTracking: false,
      maxPayload: this.limits.maxClientFrameBytes,
    });
    this.newConnections = new RateLimiterMemory({ points: this.limits.connectionsPerMinute, duration: 60 });
    this.stopListening = options.bus.subscribe(BUS_CHANNELS.live, (bytes) => this.onLive(bytes));
    this.heartbeat = setInterval(() => this.beat(), this.limits.heartbeatMs);
    this.heartbeat.unref();
    // A socket server that starts after the feed asks it for the live state.
    options.bus.publish(BUS_CHANNELS.liveSync, new Uint8Array(0));
  }

  /** Handles an upgrade to /ws; returns false for another path (another socket may take it). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(request.url ?? "/", "http://site");
    if (url.pathname !== LIVE_SOCKET_PATH) return false;
    socket.on("error", () => socket.destroy());
    const address = clientAddressOf(request, this.options.trustProxy);
    if (!originAllowed(request, this.options.trustProxy, this.options.extraOrigins)) {
      refuseUpgrade(socket, 403, "Forbidden");
      return true;
    }
    const topic = parseTopic(url.searchParams);
    if (!topic) {
      refuseUpgrade(socket, 400, "Bad Request");
      return true;
    }
    if ((this.byAddress.get(address) ?? 0) >= this.limits.maxConnectionsPerAddress) {
      refuseUpgrade(socket, 429, "Too Many Requests");
      return true;
    }
    this.newConnections.consume(address).then(
      () => void this.accept(request, socket, head, topic, address),
      () => refuseUpgrade(socket, 429, "Too Many Requests"),
    );
    return true;
  }

  private async accept(request: IncomingMessage, socket: Duplex, head: Buffer, topic: LiveTopic, address: string): Promise<void> {
    const userId = await this.options.sessionUser(request.headers.cookie);
    if (socket.destroyed) return;
    this.server.handleUpgrade(request, socket, head, (ws) => this.connected(ws, topic, address, userId));
  }

  private connected(socket: WebSocket, topic: LiveTopic, address: string, userId: number | null): void {
    const client: Client = { socket, topic, address, userId, alive: true };
    this.clients.add(client);
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    if (userId !== null) this.followUser(client, userId);
    socket.on("pong", () => {
      client.alive = true;
    });
    // Push only: whatever a client sends breaks the protocol.
    socket.on("message", () => socket.close(CLOSE_POLICY, "push only"));
    socket.on("error", () => socket.terminate());
    socket.on("close", () => this.forget(client));
    for (const envelope of this.state.snapshot((candidate) => topicWants(topic, candidate.matchId, candidate.competitionId))) {
      this.send(client, envelope.bytes);
    }
  }

  private followUser(client: Client, userId: number): void {
    let entry = this.byUser.get(userId);
    if (!entry) {
      const clients = new Set<Client>();
      const stop = this.options.bus.subscribe(BUS_CHANNELS.user(userId), (bytes) => {
        const envelope = this.unpack(bytes);
        if (envelope) for (const each of clients) this.send(each, envelope.bytes);
      });
      entry = { clients, stop };
      this.byUser.set(userId, entry);
    }
    entry.clients.add(client);
  }

  private forget(client: Client): void {
    if (!this.clients.delete(client)) return;
    const left = (this.byAddress.get(client.address) ?? 1) - 1;
    if (left > 0) this.byAddress.set(client.address, left);
    else this.byAddress.delete(client.address);
    if (client.userId !== null) {
      const entry = this.byUser.get(client.userId);
      entry?.clients.delete(client);
      if (entry && entry.clients.size === 0) {
        entry.stop();
        this.byUser.delete(client.userId);
      }
    }
  }

  private unpack(bytes: Uint8Array): LiveBusEnvelope | null {
    try {
      return unpackEnvelope(bytes);
    } catch (error) {
      this.options.logger.warn({ err: error }, "live bus message dropped: not an envelope");
      return null;
    }
  }

  private onLive(bytes: Uint8Array): void {
    const envelope = this.unpack(bytes);
    if (!envelope || !this.state.take(envelope)) return;
    for (const client of this.clients) {
      if (topicWants(client.topic, envelope.matchId, envelope.competitionId)) this.send(client, envelope.bytes);
    }
  }

  /** The same bytes to every client; one that cannot keep up is dropped, never waited for. */
  private send(client: Client, bytes: Uint8Array): void {
    const socket = client.socket;
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > this.limits.maxBufferedBytes) {
      socket.terminate();
      return;
    }
    socket.send(bytes, { binary: true });
  }

  private beat(): void {
    for (const client of this.clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }

  get connections(): number {
    return this.clients.size;
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    this.stopListening();
    for (const entry of this.byUser.values()) entry.stop();
    this.byUser.clear();
    for (const client of this.clients) client.socket.terminate();
    this.clients.clear();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
