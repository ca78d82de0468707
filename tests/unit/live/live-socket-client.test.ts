import { deflateSync } from "node:zlib";
import { encode } from "@msgpack/msgpack";
import { describe, expect, it, vi } from "vitest";
import { LIVE_RECONNECT_DELAY_MS, type LiveMessage } from "../../../contract/live/messages";
import { LiveSocketClient, liveSocketUrl, type SocketLike } from "~/services/live/live-socket";

class FakeSocket implements SocketLike {
  binaryType = "blob";
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const messages: LiveMessage[] = [];
  const connected: boolean[] = [];
  const errors: unknown[][] = [];
  const client = new LiveSocketClient({
    url: "ws://site/ws",
    onMessage: (message) => messages.push(message),
    onConnected: (value) => connected.push(value),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
    logError: (...values) => errors.push(values),
  });
  return { client, sockets, timers, messages, connected, errors };
}

const frame = (value: unknown) => {
  const bytes = deflateSync(encode(value));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
};

describe("the live-data client (spec section 4)", () => {
  it("is connected on open and not on close or error, and asks for binary frames", () => {
    const { client, sockets, connected } = setup();
    client.connect();
    expect(sockets[0]?.binaryType).toBe("arraybuffer");
    sockets[0]?.open();
    sockets[0]?.onerror?.({});
    sockets[0]?.drop();
    expect(connected).toEqual([true, false, false]);
  });

  it("does nothing when asked to connect while a socket is open or opening", () => {
    const { client, sockets } = setup();
    client.connect();
    client.connect();
    sockets[0]?.open();
    client.connect();
    expect(sockets).toHaveLength(1);
  });

  it("tries again 15 seconds after a close, and only once", () => {
    const { client, sockets, timers } = setup();
    client.connect();
    sockets[0]?.open();
    sockets[0]?.drop();
    expect(timers.map((timer) => timer.ms)).toEqual([LIVE_RECONNECT_DELAY_MS]);
    expect(LIVE_RECONNECT_DELAY_MS).toBe(15_000);
    expect(sockets).toHaveLength(1);
    timers[0]?.run();
    expect(sockets).toHaveLength(2);
  });

  it("on disconnect closes the socket, cancels the retry and marks not connected", () => {
    const { client, sockets, timers, connected } = setup();
    client.connect();
    sockets[0]?.open();
    sockets[0]?.drop();
    client.disconnect();
    expect(timers[0]?.cleared).toBe(true);
    client.connect();
    sockets[1]?.open();
    client.disconnect();
    expect(sockets[1]?.closed).toBe(true);
    expect(connected.at(-1)).toBe(false);
    // A close event after the teardown schedules nothing.
    sockets[1]?.onclose?.({});
    expect(timers).toHaveLength(1);
  });

  it("inflates and decodes each binary message, and logs and drops one that fails", () => {
    const { client, sockets, messages, errors } = setup();
    client.connect();
    sockets[0]?.open();
    const count = { type: "liveCount", matchId: null, seq: 5, ts: 1, count: { football: 2, basketball: 1, total: 3 } };
    sockets[0]?.onmessage?.({ data: frame(count) });
    sockets[0]?.onmessage?.({ data: new Uint8Array([1, 2, 3]).buffer });
    sockets[0]?.onmessage?.({ data: frame({ hello: "world" }) });
    sockets[0]?.onmessage?.({ data: "text" });
    expect(messages).toEqual([count]);
    expect(errors).toHaveLength(3);
  });

  it("addresses the page's own host over wss when the page is https, else the configured host or this site over ws", () => {
    expect(liveSocketUrl({ href: "https://vsport.vn/lich-truc-tiep", host: "vsport.vn" })).toBe("wss://vsport.vn/ws");
    expect(liveSocketUrl({ href: "http://localhost:3000/", host: "localhost:3000" })).toBe("ws://localhost:3000/ws");
    expect(liveSocketUrl({ href: "http://localhost:3000/", host: "localhost:3000" }, "live.example.com")).toBe("wss://live.example.com/ws");
  });
});

describe("the live-data client's timers", () => {
  it("uses the platform's timers by default", () => {
    vi.useFakeTimers();
    try {
      const sockets: FakeSocket[] = [];
      const client = new LiveSocketClient({
        url: "ws://site/ws",
        onMessage: () => undefined,
        onConnected: () => undefined,
        createSocket: (url) => {
          const socket = new FakeSocket(url);
          sockets.push(socket);
          return socket;
        },
      });
      client.connect();
      sockets[0]?.drop();
      vi.advanceTimersByTime(14_999);
      expect(sockets).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(2);
      client.disconnect();
    } finally {
      vi.useRealTimers();
    }
  });
});
