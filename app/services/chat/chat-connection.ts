// The browser's /chat socket (docs/chat.md): joins one room, asks for what it missed after a
// reconnect, retries with a growing, jittered delay, and sends heartbeats while the player plays.
import { readServerFrame, type ServerFrame } from "../../../contract/chat/messages";

/** The first retry after this, doubling up to RETRY_MAX_MS, each with up to 50 % jitter. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 15_000;

export type ChatConnectionStatus = "connecting" | "open" | "closed";

/** What the backend's initSdkUser says the chat client needs (docs/chat.md). */
export interface ChatAccess {
  path: string;
  heartbeatSeconds: number;
}

export interface ChatConnectionOptions {
  room: string;
  access: ChatAccess;
  /** The newest message id this browser has, for a reconnect's join. */
  lastMessageId(): string | null;
  onFrame(frame: ServerFrame): void;
  onStatus(status: ChatConnectionStatus): void;
}

export function chatSocketUrl(location: Pick<Location, "protocol" | "host">, path: string): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}${path}`;
}

export class ChatConnection {
  private socket: WebSocket | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private failures = 0;
  private stopped = false;
  private playing = false;

  constructor(private readonly options: ChatConnectionOptions) {}

  start(): void {
    this.stopped = false;
    this.open();
  }

  stop(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.setPlaying(false);
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  /** Sends one frame; false when the socket is not open (the caller keeps what the user typed). */
  send(frame: Record<string, unknown>): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  /** Heartbeats go out every 30 s while the player plays, and one at once when it starts. */
  setPlaying(playing: boolean): void {
    if (playing === this.playing) return;
    this.playing = playing;
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
    if (!playing) return;
    this.send({ type: "heartbeat", playing: true });
    this.heartbeatTimer = setInterval(() => this.send({ type: "heartbeat", playing: true }), this.options.access.heartbeatSeconds * 1000);
  }

  private open(): void {
    this.options.onStatus("connecting");
    const socket = new WebSocket(chatSocketUrl(window.location, this.options.access.path));
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.failures = 0;
      const after = this.options.lastMessageId();
      socket.send(JSON.stringify({ type: "join", room: this.options.room, ...(after ? { after } : {}) }));
      this.options.onStatus("open");
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      const frame = readServerFrame(event.data);
      if (frame) this.options.onFrame(frame);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.options.onStatus("closed");
      if (!this.stopped) this.retry();
    };
  }

  private retry(): void {
    const base = Math.min(RETRY_FIRST_MS * 2 ** this.failures, RETRY_MAX_MS);
    this.failures += 1;
    this.retryTimer = setTimeout(() => this.open(), base * (0.5 + Math.random() * 0.5));
  }
}
