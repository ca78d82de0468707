import http from "node:http";
import https from "node:https";

// The web node's connections to the backend service: kept open between calls, so a page's calls
// skip the TCP handshake (docs/decisions/018-logged-in-page-cost.md). An idle connection is closed
// after 4 s, before the backend's own 10 s (BACKEND_KEEP_ALIVE_MS in server/backend/service.ts), so
// the web node never sends on a connection the backend is closing.
const IDLE_CONNECTION_MS = 4_000;

const agentOptions = { keepAlive: true, timeout: IDLE_CONNECTION_MS };
const httpAgent = new http.Agent(agentOptions);
const httpsAgent = new https.Agent(agentOptions);

export interface BackendHttpAnswer {
  status: number;
  body: Uint8Array;
}

/** POSTs `body` to `url` on a kept-alive connection; rejects on a network failure or after `timeoutMs`. */
export function postToBackend(
  url: string,
  headers: Record<string, string>,
  body: Uint8Array,
  timeoutMs: number,
): Promise<BackendHttpAnswer> {
  const target = new URL(url);
  const secure = target.protocol === "https:";
  const send = secure ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const request = send(
      target,
      {
        method: "POST",
        agent: secure ? httpsAgent : httpAgent,
        headers: { ...headers, "Content-Length": String(body.byteLength) },
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: new Uint8Array(Buffer.concat(chunks)) }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
