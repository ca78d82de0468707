// The browser's door to the backend (spec section 7: /api/{name} → backend path). The browser
// sends JSON; the web node adds the session id from the httpOnly cookie and nothing else (the
// isUser and userInfo cookies are display hints and never reach the backend), speaks the
// encrypted protocol, and answers {code, msg, data} with msg in Vietnamese.
import { type AppLoadContext } from "@remix-run/node";
import { exceedsJsonDepth, MAX_JSON_DEPTH } from "../../../contract/json-depth";
import { cookiesOfNewSession } from "../account/new-session.server";
import { RESULT } from "../../../contract/result-codes";
import { type ApiAnswer } from "./api-envelope";
import { type BackendCallName } from "../../../contract/backend-calls";
import { callBackend, forwardCall, type BackendAnswer } from "./backend.server";
import { captchaIdCookie } from "../account/captcha-cookie.server";
import { isMessageKey, t } from "../locale/messages";
import { resolveViewer, startGuestSession } from "../session/session.server";

export const MAX_JSON_BODY_BYTES = 4 * 1024 * 1024;
const TOO_MANY_REQUESTS = 429;
const SERVICE_UNAVAILABLE = 503;

export type DoorRefusal = 400 | 404 | 405 | 413 | 415;

/** The door's own refusals (not the backend's): an HTTP status and the same JSON shape. */
export function doorRefusal(status: DoorRefusal, headers: Record<string, string> = {}): Response {
  return jsonAnswer({ code: RESULT.refused, msg: t("errorOccurred"), data: null }, [], status, headers);
}

function jsonAnswer(answer: ApiAnswer, setCookies: readonly string[], status = 200, extraHeaders: Record<string, string> = {}): Response {
  const headers = new Headers({ "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...extraHeaders });
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return new Response(JSON.stringify(answer), { status, headers });
}

function isJsonContentType(header: string | null): boolean {
  return (header ?? "").split(";")[0]?.trim().toLowerCase() === "application/json";
}

async function readLimitedBytes(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) return null;
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The JSON object of a POST, or the status that refuses it. */
export async function readJsonParam(
  request: Request,
): Promise<{ ok: true; param: Record<string, unknown> } | { ok: false; status: DoorRefusal }> {
  if (!isJsonContentType(request.headers.get("Content-Type"))) return { ok: false, status: 415 };
  const bytes = await readLimitedBytes(request, MAX_JSON_BODY_BYTES);
  if (bytes === null) return { ok: false, status: 413 };
  let param: unknown;
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    // Counted before parsing: megabytes of [[[[ cost seconds to parse (decision 011).
    if (exceedsJsonDepth(text, MAX_JSON_DEPTH)) return { ok: false, status: 400 };
    param = JSON.parse(text);
  } catch {
    return { ok: false, status: 400 };
  }
  if (typeof param !== "object" || param === null || Array.isArray(param)) return { ok: false, status: 400 };
  return { ok: true, param: param as Record<string, unknown> };
}

/** msg: the Vietnamese text of the backend's message key; on success a message that is not a key passes as it is (the user JSON of /user/detail, spec section 7). */
export function browserAnswer(answer: BackendAnswer): ApiAnswer {
  const text = isMessageKey(answer.message) ? t(answer.message) : null;
  switch (answer.code) {
    case RESULT.ok:
      return { code: RESULT.ok, msg: text ?? answer.message, data: answer.data };
    case RESULT.sessionExpired:
      return { code: RESULT.sessionExpired, msg: t("sessionExpired"), data: null };
    case RESULT.refused:
      return { code: RESULT.refused, msg: text ?? t("errorOccurred"), data: answer.data };
    default:
      return { code: RESULT.internal, msg: t("errorOccurred"), data: null };
  }
}

function wantsRemembering(param: Record<string, unknown>): boolean {
  return param.remember === true;
}

const OPENS_A_SESSION: ReadonlySet<BackendCallName> = new Set(["login", "register"]);

/** POST /api/{name}: one backend call with the browser's session. */
export async function forwardToBackend(
  request: Request,
  context: AppLoadContext,
  name: BackendCallName,
  param: Record<string, unknown>,
): Promise<Response> {
  const resolved = await resolveViewer(request, context);
  const answer = await forwardCall(context, name, param, resolved.viewer.sessionId);

  // Spec section 4: code 100 means a new guest session replaces the dead one.
  if (answer.code === RESULT.sessionExpired) return jsonAnswer(browserAnswer(answer), startGuestSession(context).setCookies);

  if (OPENS_A_SESSION.has(name) && answer.code === RESULT.ok) {
    const cookies = cookiesOfNewSession(context, answer, wantsRemembering(param));
    if (!cookies) return jsonAnswer(browserAnswer({ ...answer, code: RESULT.internal }), resolved.setCookies);
    return jsonAnswer(browserAnswer(answer), cookies);
  }
  return jsonAnswer(browserAnswer(answer), resolved.setCookies);
}

/**
 * GET /api/kaptcha: the captcha as an image, for `<img src>`. Its id goes into a signed httpOnly
 * cookie that the register action reads, so the form works without JavaScript.
 */
export async function captchaImage(request: Request, context: AppLoadContext): Promise<Response> {
  const resolved = await resolveViewer(request, context);
  const answer = await callBackend(context, "kaptcha", {}, resolved.viewer.sessionId);
  if (answer.code !== RESULT.ok) {
    const status = answer.code === RESULT.refused ? TOO_MANY_REQUESTS : SERVICE_UNAVAILABLE;
    return jsonAnswer(browserAnswer(answer), resolved.setCookies, status);
  }
  const captcha = answer.data;
  const headers = new Headers({
    "Content-Type": "image/svg+xml; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    // Opened on its own, the image can run nothing.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
  });
  for (const cookie of resolved.setCookies) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await captchaIdCookie(context, captcha.captchaId));
  return new Response(captcha.svg, { status: 200, headers });
}

/**
 * GET /api/powChallenge: the proof-of-work challenge as the altcha widget reads it from its
 * challenge URL, the bare challenge object rather than the door's envelope. Same origin, so the
 * widget needs no other host (docs/decisions/014-proof-of-work.md).
 */
export async function powChallengeJson(request: Request, context: AppLoadContext): Promise<Response> {
  const resolved = await resolveViewer(request, context);
  const answer = await callBackend(context, "powChallenge", {}, resolved.viewer.sessionId);
  if (answer.code !== RESULT.ok) return jsonAnswer(browserAnswer(answer), resolved.setCookies, SERVICE_UNAVAILABLE);
  const headers = new Headers({ "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  for (const cookie of resolved.setCookies) headers.append("Set-Cookie", cookie);
  return new Response(JSON.stringify(answer.data), { status: 200, headers });
}
