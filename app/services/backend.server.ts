import { type AppLoadContext } from "@remix-run/node";
import { decodeResponse, encodeRequest, INTERNAL_ERROR_ENVELOPE, RESULT_INTERNAL } from "../../server/protocol/codec";

/** The browser's names (spec section 7) and the backend paths they go to. */
export const BACKEND_PATHS = {
  login: "/login/login",
  register: "/login/reg",
  attention: "/live/attention",
  attentionList: "/live/attentionList",
  reservationList: "/match/reservationList",
  reservationMatch: "/match/reservationMatch",
  highlights: "/highlight/list",
  highlightDetail: "/highlight/detail",
  getSmsCode: "/sys/getSmsCode",
  checkSmsCode: "/sys/checkSmsCode",
  sendGift: "/gift/sendGift",
  userDetail: "/user/detail",
  userInfo: "/user/detail",
  feedback: "/sys/feedback",
  feedbackList: "/sys/feedbackList",
  updateUser: "/user/updateUser",
  kaptcha: "/api/kaptcha",
  forbiddenStatus: "/live/forbiddenStatus",
  forbidden: "/live/forbidden",
  liveDetail: "/live/detail",
  liveRoute: "/anchor/liveRoute",
  liveSet: "/anchor/liveSet",
  liveData: "/anchor/liveData",
  initSdkUser: "/user/initSdkUser",
} as const;

export type BackendName = keyof typeof BACKEND_PATHS;
/** Backend paths the web node calls itself but the browser's door does not expose. */
export const LOGOUT_PATH = "/login/logout";

export function isBackendName(name: string): name is BackendName {
  return Object.hasOwn(BACKEND_PATHS, name);
}

export interface BackendAnswer {
  /** 100 session expired, 200 success, 400 refused, 500 the answer could not be read. */
  code: number;
  /** A message key on 400; on /user/detail the user as JSON text. */
  message: string;
  data: unknown;
  newSessionId: string;
}

const BACKEND_TIMEOUT_MS = 10_000;

function parseResult(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * One backend call through the encrypted binary protocol (docs/protocol.md). Never throws: a
 * network failure or an unreadable answer is code 500 'Internal Error', as spec section 8 says.
 */
export async function callBackend(context: AppLoadContext, path: string, param: unknown, sessionId: string): Promise<BackendAnswer> {
  try {
    const response = await fetch(`${context.backendUrl}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/octet-stream", "X-Forwarded-For": context.clientAddress },
      body: new Uint8Array(encodeRequest({ sessionId, param }, context.secrets.requestKey)),
      signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS),
    });
    if (!response.ok) {
      console.warn(`backend ${path} answered HTTP ${response.status}`);
      return internalError();
    }
    const envelope = decodeResponse(new Uint8Array(await response.arrayBuffer()), context.secrets.responseKey);
    return { code: envelope.errCode, message: envelope.errMsg, data: parseResult(envelope.result), newSessionId: envelope.newSessionId };
  } catch (error) {
    console.warn(`backend ${path} unreachable: ${error instanceof Error ? error.message : String(error)}`);
    return internalError();
  }
}

function internalError(): BackendAnswer {
  return { code: RESULT_INTERNAL, message: INTERNAL_ERROR_ENVELOPE.errMsg, data: null, newSessionId: "" };
}
