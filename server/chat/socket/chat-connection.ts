import { WebSocket } from "ws";
import { type ChatMessage, type ClientFrame, readClientFrame, type ServerFrame } from "../../../contract/chat/messages";
import { type MessageKey } from "../../../contract/message-keys";
import { type Logger } from "../../logger";
import { envelope, type FrameBody } from "../room-frames";
import { type BackendCaller, type ViewerIdentity } from "./backend-call";
import { type RoomFanout, type RoomFrame, type RoomMember } from "./room-fanout";
import { TokenBucket } from "./token-bucket";

// One viewer's chat socket (docs/chat.md): it reads each frame the viewer sends, and asks the
// backend with the viewer's session (join, send, heartbeat); it never decides who the viewer is.

export interface ChatConnectionLimits {
  /** A connection with more than this waiting to be sent is too slow: dropped. */
  maxBufferedBytes: number;
  /** Frames refused (binary, unreadable) before the connection is closed (1008). */
  maxBadFrames: number;
  /** `send` frames at once, then per second (the backend also counts each writer across tabs and nodes). */
  sendBurst: number;
  sendsPerSecond: number;
  /** `join` frames at once, then per second: each one is a backend call. */
  joinBurst: number;
  joinsPerSecond: number;
  /** Watch heartbeats forwarded to the backend: at most one per this many ms a connection. */
  heartbeatForwardMs: number;
  /** Room frames held while the history is asked for; more closes the connection (1013: try again). */
  maxJoinBuffer: number;
}

/** Close codes (RFC 6455) besides 1009 (a frame over CHAT_FRAME_MAX_BYTES, closed by `ws` itself). */
export const CLOSE_POLICY = 1008;
export const CLOSE_TRY_AGAIN = 1013;

/** The writer's own messages remembered by a connection, so that each reaches it once (from the room or from its answer). */
const OWN_MESSAGES_REMEMBERED = 20;

type Phase =
  | { kind: "outside" }
  | { kind: "joining"; slug: string; held: RoomFrame[] }
  /** `user` is who the backend said the session is (null: a guest, who reads only). */
  | { kind: "inside"; slug: string; userId: number | null };

export interface ChatConnectionDeps {
  call: BackendCaller;
  fanout: RoomFanout;
  limits: ChatConnectionLimits;
  logger: Logger;
  /** Sockets in the room across every node, as last reported. */
  viewerCount(slug: string): number;
  /** A socket entered or left a room. */
  roomsChanged(): void;
}

export class ChatConnection implements RoomMember {
  private phase: Phase = { kind: "outside" };
  /** Increases with each join, so that the answer of a join that was replaced is dropped. */
  private joins = 0;
  private badFrames = 0;
  private lastHeartbeatForward = Number.NEGATIVE_INFINITY;
  private readonly sends: TokenBucket;
  private readonly joinTokens: TokenBucket;
  private readonly ownMessages: string[] = [];
  private closed = false;
  /** Answered the last ping (the server's heartbeat). */
  alive = true;

  constructor(
    readonly socket: WebSocket,
    readonly viewer: ViewerIdentity,
    private readonly deps: ChatConnectionDeps,
  ) {
    const { limits } = deps;
    this.sends = new TokenBucket(limits.sendBurst, limits.sendsPerSecond);
    this.joinTokens = new TokenBucket(limits.joinBurst, limits.joinsPerSecond);
  }

  onFrame(data: Buffer, isBinary: boolean): void {
    const reading = readClientFrame(isBinary ? data : data.toString("utf8"), isBinary);
    if (!reading.ok) {
      this.badFrames += 1;
      if (this.badFrames >= this.deps.limits.maxBadFrames) this.socket.close(CLOSE_POLICY, "unreadable frames");
      else this.refuse("chatMessageInvalid");
      return;
    }
    void this.act(reading.frame).catch((error: unknown) => {
      this.deps.logger.warn({ err: error, type: reading.frame.type }, "chat frame failed");
      this.refuse("chatUnavailable");
    });
  }

  /** A room frame from the bus: held while the history is on its way, else sent as it is. */
  receive(frame: RoomFrame): void {
    if (this.phase.kind === "joining") {
      if (this.phase.held.length >= this.deps.limits.maxJoinBuffer) this.socket.close(CLOSE_TRY_AGAIN, "too busy");
      else this.phase.held.push(frame);
      return;
    }
    if (this.phase.kind === "inside" && this.phase.userId !== null && frame.writerId === this.phase.userId) {
      if (!this.rememberOwn(frame.id)) return;
    }
    this.sendBytes(frame.bytes);
  }

  /** The socket closed: out of its room. */
  close(): void {
    this.closed = true;
    this.leave();
  }

  private async act(frame: ClientFrame): Promise<void> {
    switch (frame.type) {
      case "join":
        if (!this.joinTokens.take()) return this.refuse("chatTooFast");
        return this.join(frame.room, frame.after);
      case "send":
        return this.send(frame.key, frame.text);
      case "heartbeat":
        return this.heartbeat(frame.playing);
    }
  }

  /**
   * Enters a room without duplicates or gaps: listens to the room first, holding what arrives, then
   * asks the backend for the history; sends the history, then what was held that the history does
   * not already hold, then lets the room's frames through.
   */
  private async join(slug: string, after: string | undefined): Promise<void> {
    this.leave();
    const attempt = ++this.joins;
    const held: RoomFrame[] = [];
    this.phase = { kind: "joining", slug, held };
    this.deps.fanout.add(slug, this);
    this.deps.roomsChanged();
    const answer = await this.deps.call("chatJoin", { room: slug, ...(after === undefined ? {} : { after }) }, this.viewer);
    if (this.closed || attempt !== this.joins) return;
    if (answer.kind !== "ok") {
      this.leave();
      return this.refuse(answer.kind === "refused" ? answer.key : "chatUnavailable");
    }
    const { messages, gifts, canModerate, canWrite, user, mutedUntil, deletedIds } = answer.data;
    this.phase = { kind: "inside", slug, userId: user?.id ?? null };
    this.sendFrame({
      type: "history",
      room: slug,
      messages,
      gifts,
      canModerate,
      canWrite,
      me: user,
      ...(mutedUntil === undefined ? {} : { mutedUntil }),
      ...(deletedIds === undefined ? {} : { deletedIds }),
    });
    for (const message of messages) if (message.user.id === user?.id) this.rememberOwn(message.id);
    const inHistory = new Set([...messages.map((message) => message.id), ...gifts.map((gift) => gift.id)]);
    for (const frame of held) if (frame.id === null || !inHistory.has(frame.id)) this.receive(frame);
    this.sendFrame({ type: "viewers", count: this.deps.viewerCount(slug) });
  }

  private async send(key: string, text: string): Promise<void> {
    const phase = this.phase;
    if (phase.kind !== "inside") return this.refuse("chatMessageInvalid");
    if (phase.userId === null) return this.refuse("chatLoginToWrite");
    if (!this.sends.take()) return this.refuse("chatTooFast");
    const answer = await this.deps.call("chatSend", { room: phase.slug, key, text }, this.viewer);
    if (this.closed) return;
    switch (answer.kind) {
      case "ok":
        return this.confirm(answer.data.message);
      case "refused": {
        const mutedUntil = answer.details.mutedUntil;
        if (answer.key === "chatMuted" && (typeof mutedUntil === "number" || mutedUntil === null)) {
          return this.sendFrame({ type: "error", key: "chatMuted", mutedUntil });
        }
        return this.refuse(answer.key);
      }
      case "sessionExpired":
        // Logged out meanwhile (elsewhere, or the session ended): a reader from now on.
        if (this.phase === phase) this.phase = { ...phase, userId: null };
        return this.refuse("chatLoginToWrite");
      case "unavailable":
        return this.refuse("chatUnavailable");
    }
  }

  /** The writer's message, stored: from its answer unless the room's copy already came (a resend gets it too). */
  private confirm(message: ChatMessage): void {
    if (this.phase.kind !== "inside" || !this.rememberOwn(message.id)) return;
    this.sendFrame({ type: "message", message }, message.id, message.ts);
  }

  private heartbeat(playing: boolean): void {
    const phase = this.phase;
    if (phase.kind !== "inside" || phase.userId === null) return;
    const now = Date.now();
    if (now - this.lastHeartbeatForward < this.deps.limits.heartbeatForwardMs) return;
    this.lastHeartbeatForward = now;
    // Points are the room page's to show (it asks for the balance); the socket only carries the beat.
    void this.deps.call("watchHeartbeat", { room: phase.slug, playing }, this.viewer);
  }

  /** Remembers one of the writer's own message ids; false when it was already (the connection has it). */
  private rememberOwn(id: string | null): boolean {
    if (id === null) return true;
    if (this.ownMessages.includes(id)) return false;
    this.ownMessages.push(id);
    if (this.ownMessages.length > OWN_MESSAGES_REMEMBERED) this.ownMessages.shift();
    return true;
  }

  private leave(): void {
    if (this.phase.kind === "outside") return;
    this.deps.fanout.remove(this.phase.slug, this);
    this.phase = { kind: "outside" };
    this.deps.roomsChanged();
  }

  private refuse(key: MessageKey): void {
    this.sendFrame({ type: "error", key });
  }

  private sendFrame(body: FrameBody, id?: string, ts: number = Date.now()): void {
    const frame: ServerFrame = envelope(body, ts, id);
    this.sendBytes(Buffer.from(JSON.stringify(frame)));
  }

  /** One that cannot keep up is dropped, never waited for. */
  private sendBytes(bytes: Buffer): void {
    const socket = this.socket;
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > this.deps.limits.maxBufferedBytes) {
      socket.terminate();
      return;
    }
    socket.send(bytes, { binary: false });
  }
}
