import { parse } from "cookie";
import { decodeResponse, encodeRequest } from "../../../contract/wire/codec";

/**
 * The logged-in user of a socket's request, from its sessionId cookie, asked of the backend as a
 * page would (userDetail); null for a guest, an expired session or a backend that does not answer.
 * The web node holds no session of its own (DESIGN.md).
 */
export type SessionUserLookup = (cookieHeader: string | undefined) => Promise<number | null>;

export function backendSessionUser(backendUrl: string, keys: { requestKey: string; responseKey: string }): SessionUserLookup {
  return async (cookieHeader) => {
    const sessionId = parse(cookieHeader ?? "").sessionId;
    if (!sessionId || sessionId.startsWith("-") || sessionId.length > 200) return null;
    try {
      const response = await fetch(`${backendUrl}/user/detail`, {
        method: "POST",
        body: new Uint8Array(encodeRequest({ sessionId, param: {} }, keys.requestKey)),
        headers: { "Content-Type": "application/octet-stream" },
        signal: AbortSignal.timeout(3_000),
      });
      const envelope = decodeResponse(new Uint8Array(await response.arrayBuffer()), keys.responseKey);
      if (envelope.errCode !== 200 || !envelope.result) return null;
      const uid = Number((JSON.parse(envelope.result) as { user?: { uid?: unknown } }).user?.uid);
      return Number.isSafeInteger(uid) && uid > 0 ? uid : null;
    } catch {
      return null;
    }
  };
}
