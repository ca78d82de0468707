import { BACKEND_CALLS, type BackendCallName, type ParamOf, type ResultOf } from "../../../contract/backend-calls";
import { isMessageKey, type MessageKey } from "../../../contract/message-keys";
import { RESULT } from "../../../contract/result-codes";
import { decodeResponse, encodeRequest } from "../../../contract/wire/codec";

// How the web node's own servers (the sockets) call the backend as one of their viewers: the
// binary protocol (docs/protocol.md) with the viewer's session id, so that the backend alone decides
// who the viewer is (DESIGN.md: the web node holds no session). The Remix side has its own client
// (app/services/transport/backend.server.ts); this one never throws either.

export interface BackendEndpoint {
  url: string;
  requestKey: string;
  responseKey: string;
}

/** Whose call it is: their session cookie's value, and their address for the backend's rate limits. */
export interface ViewerIdentity {
  sessionId: string;
  clientAddress: string;
}

export type BackendAnswer<N extends BackendCallName> =
  | { kind: "ok"; data: ResultOf<N> }
  /** `details` are what the refusal carries besides its key (a wait in seconds, a mute's end…). */
  | { kind: "refused"; key: MessageKey; details: Record<string, unknown> }
  | { kind: "sessionExpired" }
  /** No answer in time, or one that could not be read. */
  | { kind: "unavailable" };

export type BackendCaller = <N extends BackendCallName>(name: N, param: ParamOf<N>, viewer: ViewerIdentity) => Promise<BackendAnswer<N>>;

const BACKEND_TIMEOUT_MS = 5_000;

function detailsOf(result: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(result);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function backendCaller(endpoint: BackendEndpoint, timeoutMs = BACKEND_TIMEOUT_MS): BackendCaller {
  return async (name, param, viewer) => {
    const call = BACKEND_CALLS[name];
    try {
      const response = await fetch(`${endpoint.url}${call.path}`, {
        method: "POST",
        body: new Uint8Array(encodeRequest({ sessionId: viewer.sessionId, param }, endpoint.requestKey)),
        headers: { "Content-Type": "application/octet-stream", "X-Forwarded-For": viewer.clientAddress },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return { kind: "unavailable" };
      const envelope = decodeResponse(new Uint8Array(await response.arrayBuffer()), endpoint.responseKey);
      if (envelope.errCode === RESULT.sessionExpired) return { kind: "sessionExpired" };
      if (envelope.errCode === RESULT.refused) {
        return {
          kind: "refused",
          key: isMessageKey(envelope.errMsg) ? envelope.errMsg : "errorOccurred",
          details: detailsOf(envelope.result),
        };
      }
      if (envelope.errCode !== RESULT.ok) return { kind: "unavailable" };
      const result = call.result.safeParse(JSON.parse(envelope.result));
      return result.success ? { kind: "ok", data: result.data as ResultOf<typeof name> } : { kind: "unavailable" };
    } catch {
      return { kind: "unavailable" };
    }
  };
}
