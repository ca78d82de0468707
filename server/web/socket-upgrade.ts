import { type IncomingMessage } from "node:http";
import { type Duplex } from "node:stream";

// Checks on a WebSocket upgrade before it is accepted, shared by the live-data socket (/ws) and
// the chat (/chat, docs/chat.md "Connect"): the client's address (behind a trusted proxy, from X-Forwarded-For)
// and the page's Origin.

export function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function firstHeaderValue(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim() || undefined;
}

export function clientAddressOf(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? firstHeaderValue(request.headers["x-forwarded-for"]) : undefined;
  return forwarded || request.socket.remoteAddress || "unknown";
}

/** Browsers always send Origin with a WebSocket: it must be this site (or an allowed origin). Tools without one may connect. */
export function originAllowed(request: IncomingMessage, trustProxy: boolean, extraOrigins: readonly string[] = []): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let originHost: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== "http:" && url.protocol !== "https:") return false;
    originHost = url.host;
  } catch {
    return false;
  }
  if (extraOrigins.includes(origin)) return true;
  const host = (trustProxy ? firstHeaderValue(request.headers["x-forwarded-host"]) : undefined) || request.headers.host;
  return host !== undefined && originHost === host;
}
