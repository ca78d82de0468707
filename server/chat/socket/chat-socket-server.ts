import { type IncomingMessage } from "node:http";
import { type Duplex } from "node:stream";
import { parse as parseCookies } from "cookie";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { type WebSocket, WebSocketServer } from "ws";
import { CHAT_FRAME_MAX_BYTES, CHAT_SOCKET_PATH } from "../../../contract/chat/messages";
import { createGuestUser } from "../../../contract/domain/guest-user";
import { type Bus } from "../../bus";
import { type Logger } from "../../logger";
import { envelope } from "../room-frames";
import { REPORT_INTERVAL_MS, ViewerTally } from "../viewer-tally";
import { type BackendCaller, type ViewerIdentity } from "./backend-call";
import { ChatConnection, type ChatConnectionLimits } from "./chat-connection";
import { RoomFanout } from "./room-fanout";
import { clientAddressOf, originAllowed, refuseUpgrade } from "../../web/socket-upgrade";
import { ViewerReporter } from "./viewer-reports";

// The chat socket (docs/chat.md): /chat on the web node, beside the live-data socket (/ws). Rooms
// travel on the bus, so that the sockets of every web node in a room see the same frames.

export interface ChatSocketLimits extends ChatConnectionLimits {
  /** Ping interval; a connection that has not answered the previous ping by the next one is dropped. */
  heartbeatMs: number;
  /** Open connections per address. */
  maxConnectionsPerAddress: number;
  /** New connections per address per minute. */
  connectionsPerMinute: number;
  /** Viewer-count reports: the regular interval, and the wait after a socket joins or leaves. */
  reportIntervalMs: number;
  reportSoonMs: number;
}

export const DEFAULT_CHAT_SOCKET_LIMITS: ChatSocketLimits = {
  heartbeatMs: 30_000,
  maxBufferedBytes: 512 * 1024,
  maxConnectionsPerAddress: 20,
  connectionsPerMinute: 60,
  maxBadFrames: 5,
  sendBurst: 5,
  sendsPerSecond: 0.5,
  joinBurst: 3,
  joinsPerSecond: 0.2,
  heartbeatForwardMs: 20_000,
  maxJoinBuffer: 1_000,
  reportIntervalMs: REPORT_INTERVAL_MS,
  reportSoonMs: 1_000,
};

export interface ChatSocketOptions {
  bus: Bus;
  logger: Logger;
  /** The backend, called as each viewer (server/chat/socket/backend-call.ts). */
  call: BackendCaller;
  /** Behind a proxy (TRUST_PROXY): the client's address and host come from X-Forwarded-*. */
  trustProxy: boolean;
  /** Origins other than the site's own that may connect (a separate front end). */
  extraOrigins?: readonly string[];
  limits?: Partial<ChatSocketLimits>;
}

/** Longest session cookie value passed on to the backend (a session token has 43 characters, a guest uid 20). */
const SESSION_ID_MAX_LENGTH = 128;
const SESSION_ID_CHARACTERS = /^[A-Za-z0-9_-]+$/;

/** The session cookie as it is (the backend decides whose it is), or a new guest's uid when there is none. */
function sessionIdOf(request: IncomingMessage): string {
  const sessionId = parseCookies(request.headers.cookie ?? "").sessionId;
  if (sessionId && sessionId.length <= SESSION_ID_MAX_LENGTH && SESSION_ID_CHARACTERS.test(sessionId)) return sessionId;
  return createGuestUser().uid;
}

export class ChatSocketServer {
  private readonly server: WebSocketServer;
  private readonly connections = new Set<ChatConnection>();
  private readonly byAddress = new Map<string, number>();
  private readonly limits: ChatSocketLimits;
  private readonly newConnections: RateLimiterMemory;
  private readonly fanout: RoomFanout;
  private readonly tally: ViewerTally;
  private readonly reporter: ViewerReporter;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly options: ChatSocketOptions) {
    this.limits = { ...DEFAULT_CHAT_SOCKET_LIMITS, ...options.limits };
    this.server = new WebSocketServer({
      noServer: true,
      perMessageDeflate: false,
      clientTracking: false,
      // Larger frames close the connection with 1009 before being read.
      maxPayload: CHAT_FRAME_MAX_BYTES,
    });
    this.newConnections = new RateLimiterMemory({ points: this.limits.connectionsPerMinute, duration: 60 });
    this.fanout = new RoomFanout(options.bus);
    this.tally = new ViewerTally(options.bus);
    this.tally.onChange((slug, count) => {
      this.fanout.deliverHere(slug, Buffer.from(JSON.stringify(envelope({ type: "viewers", count }, Date.now()))));
    });
    this.reporter = new ViewerReporter(options.bus, () => this.fanout.counts(), {
      intervalMs: this.limits.reportIntervalMs,
      soonMs: this.limits.reportSoonMs,
    });
    this.heartbeat = setInterval(() => this.beat(), this.limits.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Handles an upgrade to /chat; returns false for another path (another socket may take it). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(request.url ?? "/", "http://site");
    if (url.pathname !== CHAT_SOCKET_PATH) return false;
    socket.on("error", () => socket.destroy());
    if (!originAllowed(request, this.options.trustProxy, this.options.extraOrigins)) {
      refuseUpgrade(socket, 403, "Forbidden");
      return true;
    }
    const address = clientAddressOf(request, this.options.trustProxy);
    if ((this.byAddress.get(address) ?? 0) >= this.limits.maxConnectionsPerAddress) {
      refuseUpgrade(socket, 429, "Too Many Requests");
      return true;
    }
    this.newConnections.consume(address).then(
      () => {
        if (socket.destroyed) return;
        const viewer = { sessionId: sessionIdOf(request), clientAddress: address };
        this.server.handleUpgrade(request, socket, head, (ws) => this.connected(ws, viewer));
      },
      () => refuseUpgrade(socket, 429, "Too Many Requests"),
    );
    return true;
  }

  private connected(socket: WebSocket, viewer: ViewerIdentity): void {
    const connection = new ChatConnection(socket, viewer, {
      call: this.options.call,
      fanout: this.fanout,
      limits: this.limits,
      logger: this.options.logger,
      viewerCount: (slug) => this.tally.count(slug),
      roomsChanged: () => this.reporter.changed(),
    });
    this.connections.add(connection);
    this.byAddress.set(viewer.clientAddress, (this.byAddress.get(viewer.clientAddress) ?? 0) + 1);
    socket.on("pong", () => {
      connection.alive = true;
    });
    socket.on("message", (data: Buffer, isBinary) => connection.onFrame(data, isBinary));
    socket.on("error", () => socket.terminate());
    socket.on("close", () => this.forget(connection));
  }

  private forget(connection: ChatConnection): void {
    if (!this.connections.delete(connection)) return;
    connection.close();
    const address = connection.viewer.clientAddress;
    const left = (this.byAddress.get(address) ?? 1) - 1;
    if (left > 0) this.byAddress.set(address, left);
    else this.byAddress.delete(address);
  }

  private beat(): void {
    for (const connection of this.connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }

  /** Open chat sockets on this node. */
  get connectionCount(): number {
    return this.connections.size;
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    for (const connection of this.connections) {
      connection.close();
      connection.socket.terminate();
    }
    this.connections.clear();
    this.byAddress.clear();
    this.reporter.stop();
    this.tally.close();
    this.fanout.close();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
