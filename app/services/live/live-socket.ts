// The live-data connection (spec section 4; docs/live-data.md): one socket, push only.
import { inflate } from "pako";
import { LIVE_RECONNECT_DELAY_MS, LIVE_SOCKET_PATH, type LiveMessage, unpackLiveMessage } from "../../../contract/live/messages";

/** What the client needs of a WebSocket (the browser's, or a test's). */
export interface SocketLike {
  binaryType: string;
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
}

const CONNECTING = 0;
const OPEN = 1;

export interface LiveSocketOptions {
  url: string;
  onMessage(message: LiveMessage): void;
  onConnected(connected: boolean): void;
  createSocket?: (url: string) => SocketLike;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** Where a message that cannot be processed is reported (spec: the console only). */
  logError?: (...values: unknown[]) => void;
}

/** Inflates (zlib) and decodes (MessagePack) one binary message. */
export function decodeLiveFrame(data: unknown): LiveMessage {
  const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : data instanceof Uint8Array ? data : null;
  if (!bytes) throw new Error("live-data message is not binary");
  return unpackLiveMessage(inflate(bytes));
}

/**
 * Spec section 4: connected on open, not connected on close or error; a new try 15 s after a close;
 * connect does nothing while a socket is open or opening; disconnect closes, clears, marks not
 * connected and cancels the retry. A message that cannot be processed is logged and dropped.
 */
export class LiveSocketClient {
  private socket: SocketLike | null = null;
  private retry: unknown = null;
  private stopped = false;

  constructor(private readonly options: LiveSocketOptions) {}

  connect(): void {
    this.stopped = false;
    if (this.socket && (this.socket.readyState === OPEN || this.socket.readyState === CONNECTING)) return;
    this.cancelRetry();
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    const socket = create(this.options.url);
    socket.binaryType = "arraybuffer";
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket === socket) this.options.onConnected(true);
    };
    socket.onerror = () => {
      if (this.socket === socket) this.options.onConnected(false);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.options.onConnected(false);
      if (!this.stopped) this.scheduleRetry();
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      try {
        this.options.onMessage(decodeLiveFrame(event.data));
      } catch (error) {
        (this.options.logError ?? console.error)("live-data message dropped", error);
      }
    };
  }

  disconnect(): void {
    this.stopped = true;
    this.cancelRetry();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onclose = socket.onerror = null;
      socket.onmessage = null;
      socket.close();
    }
    this.options.onConnected(false);
  }

  private scheduleRetry(): void {
    this.cancelRetry();
    const setTimer = this.options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
    this.retry = setTimer(() => {
      this.retry = null;
      if (!this.stopped) this.connect();
    }, LIVE_RECONNECT_DELAY_MS);
  }

  private cancelRetry(): void {
    if (this.retry === null) return;
    (this.options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>)))(this.retry);
    this.retry = null;
  }
}

/**
 * Spec section 7: the page's own host + /ws when the page's address contains https; otherwise the
 * configured sports-data host (default: this site's /ws over ws://).
 */
export function liveSocketUrl(location: { href: string; host: string }, configuredHost?: string | null): string {
  if (location.href.includes("https")) return `wss://${location.host}${LIVE_SOCKET_PATH}`;
  if (configuredHost) return configuredHost.startsWith("ws") ? configuredHost : `wss://${configuredHost}${LIVE_SOCKET_PATH}`;
  return `ws://${location.host}${LIVE_SOCKET_PATH}`;
}
