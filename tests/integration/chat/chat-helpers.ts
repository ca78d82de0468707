import { createServer, type Server } from "node:http";
import { type AddressInfo } from "node:net";
import { WebSocket } from "ws";
import { CHAT_SOCKET_PATH, readServerFrame, type ServerFrame, type ServerFrameType } from "../../../contract/chat/messages";
import { type Bus } from "../../../server/bus";
import { createSession } from "../../../server/db/repositories/sessions";
import { insertUser, type UserRow, type UserType } from "../../../server/db/repositories/users";
import { type AppDatabase } from "../../../server/db/types";
import { insertRoom, type RoomRow } from "../../../server/rooms/repository";
import { backendCaller, type BackendCaller } from "../../../server/chat/socket/backend-call";
import { ChatSocketServer, type ChatSocketLimits } from "../../../server/chat/socket/chat-socket-server";
import { createLogger } from "../../../server/logger";
import { TEST_REQUEST_KEY, TEST_RESPONSE_KEY, type TestBackend } from "../../helpers/test-backend";

// A chat socket server on a test backend, and chat clients over real sockets (docs/chat.md).

export type Cleanup = () => Promise<void> | void;

export function callerOf(backendUrl: string): BackendCaller {
  return backendCaller({ url: backendUrl, requestKey: TEST_REQUEST_KEY, responseKey: TEST_RESPONSE_KEY });
}

export interface RunningChatServer {
  chat: ChatSocketServer;
  port: number;
  url: string;
}

/** A web node's chat socket alone, on its own port, calling the test backend over HTTP and listening to its bus. */
export async function startChatServer(
  cleanups: Cleanup[],
  backend: Pick<TestBackend, "url"> & { services: { bus: Bus } },
  options: { limits?: Partial<ChatSocketLimits>; call?: BackendCaller } = {},
): Promise<RunningChatServer> {
  const chat = new ChatSocketServer({
    bus: backend.services.bus,
    logger: createLogger("silent"),
    call: options.call ?? callerOf(backend.url),
    trustProxy: false,
    limits: { reportSoonMs: 20, ...options.limits },
  });
  const server: Server = createServer((_request, response) => response.end());
  server.on("upgrade", (request, socket, head) => {
    if (!chat.handleUpgrade(request, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  cleanups.push(async () => {
    await chat.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return { chat, port, url: `ws://127.0.0.1:${port}${CHAT_SOCKET_PATH}` };
}

type FrameOf<T extends ServerFrameType> = Extract<ServerFrame, { type: T }>;

export interface ChatClient {
  socket: WebSocket;
  /** Every frame received, in order. */
  frames: ServerFrame[];
  /** The next frame of that type not yet taken by next(), waiting for it. */
  next<T extends ServerFrameType>(type: T): Promise<FrameOf<T>>;
  /** The first frame received that fits, waiting for it. */
  until(fits: (frame: ServerFrame) => boolean): Promise<ServerFrame>;
  /** Sends a client frame as JSON text. */
  send(frame: unknown): void;
  /** Sends `join` and waits for the history. */
  join(room: string, after?: string): Promise<FrameOf<"history">>;
  closed: Promise<number>;
}

/** A chat client; `sessionId` goes in the cookie as a browser's would. */
export function chatClient(
  cleanups: Cleanup[],
  url: string,
  options: { sessionId?: string; headers?: Record<string, string> } = {},
): Promise<ChatClient> {
  const headers = { ...options.headers, ...(options.sessionId ? { Cookie: `sessionId=${options.sessionId}` } : {}) };
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const frames: ServerFrame[] = [];
    const taken = new Set<ServerFrame>();
    const waiting: (() => void)[] = [];
    socket.on("message", (data: Buffer, isBinary) => {
      const frame = isBinary ? null : readServerFrame(data.toString("utf8"));
      if (!frame) throw new Error(`unreadable server frame: ${data.toString("utf8").slice(0, 200)}`);
      frames.push(frame);
      waiting.splice(0).forEach((wake) => wake());
    });
    const closed = new Promise<number>((done) =>
      socket.on("close", (code) => {
        done(code);
        waiting.splice(0).forEach((wake) => wake());
      }),
    );
    const next = async <T extends ServerFrameType>(type: T): Promise<FrameOf<T>> => {
      for (;;) {
        const found = frames.find((frame) => frame.type === type && !taken.has(frame));
        if (found) {
          taken.add(found);
          return found as FrameOf<T>;
        }
        if (socket.readyState !== WebSocket.OPEN) throw new Error(`socket closed while waiting for a ${type} frame`);
        await new Promise<void>((wake) => waiting.push(wake));
      }
    };
    const until = async (fits: (frame: ServerFrame) => boolean): Promise<ServerFrame> => {
      for (;;) {
        const found = frames.find(fits);
        if (found) return found;
        if (socket.readyState !== WebSocket.OPEN) throw new Error("socket closed while waiting for a frame");
        await new Promise<void>((wake) => waiting.push(wake));
      }
    };
    socket.on("open", () => {
      cleanups.push(() => socket.terminate());
      const send = (frame: unknown) => socket.send(JSON.stringify(frame));
      resolve({
        socket,
        frames,
        next,
        until,
        send,
        closed,
        join: (room, after) => {
          send({ type: "join", room, ...(after === undefined ? {} : { after }) });
          return next("history");
        },
      });
    });
    socket.on("unexpected-response", (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.on("error", reject);
  });
}

export const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

let keys = 0;
/** A fresh client key for a `send`. */
export function newKey(): string {
  keys += 1;
  return `key-${process.pid}-${Date.now()}-${keys}`;
}

/** The texts of the `message` frames received so far. */
export function textsOf(client: ChatClient): string[] {
  return client.frames.flatMap((frame) => (frame.type === "message" ? [frame.message.text] : []));
}

let users = 0;
/** A user with a live session, straight in the database (no password hashing: nobody logs in with it). */
export async function chatter(db: AppDatabase, userType: UserType = 1, now = new Date()): Promise<{ user: UserRow; sessionId: string }> {
  users += 1;
  const user = await insertUser(db, {
    username: `chatter_${process.pid}_${users}`,
    passwordHash: "-",
    nickname: `Người xem ${users}`,
    userType,
  });
  if (!user) throw new Error("test user not stored");
  return { user, sessionId: await createSession(db, user.id, true, now) };
}

let rooms = 0;
/** A commentator's room. */
export async function roomOf(db: AppDatabase, anchorId: number): Promise<RoomRow> {
  rooms += 1;
  return insertRoom(db, { slug: `phong-chat-${process.pid}-${rooms}`, anchorId, name: `Phòng chat ${rooms}`, isLive: true });
}
