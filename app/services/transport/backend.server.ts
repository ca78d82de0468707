import { type AppLoadContext } from "@remix-run/node";
import { BACKEND_CALLS, type BackendCallName, type ParamOf, type ResultOf } from "../../../contract/backend-calls";
import { RESULT, type ResultCode } from "../../../contract/result-codes";
import { decodeResponse, encodeRequest, INTERNAL_ERROR_ENVELOPE } from "../../../contract/wire/codec";
import { postToBackend } from "./backend-connection.server";

interface AnswerFields {
  /** A message key on 400; on /user/detail the user as JSON text. */
  message: string;
  newSessionId: string;
}

/** A backend answer: on success its result, already checked against the call's result schema. */
export type BackendAnswer<N extends BackendCallName = BackendCallName> =
  | (AnswerFields & { code: typeof RESULT.ok; data: ResultOf<N> })
  | (AnswerFields & { code: Exclude<ResultCode, typeof RESULT.ok>; data: unknown });

const BACKEND_TIMEOUT_MS = 10_000;
const HTTP_OK = 200;

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function internalError(): BackendAnswer<never> {
  return { code: RESULT.internal, message: INTERNAL_ERROR_ENVELOPE.errMsg, data: null, newSessionId: "" };
}

/**
 * One backend call of the registry (contract/backend-calls) through the encrypted binary protocol
 * (docs/protocol.md). Never throws: a network failure, an unreadable answer or a result that does
 * not fit the call's schema is code 500 'Internal Error', as spec section 8 says.
 */
export function callBackend<N extends BackendCallName>(
  context: AppLoadContext,
  name: N,
  param: ParamOf<N>,
  sessionId: string,
): Promise<BackendAnswer<N>> {
  return forwardCall(context, name, param, sessionId);
}

/** callBackend with a param the backend will check (the browser's door forwards what it was sent). */
export async function forwardCall<N extends BackendCallName>(
  context: AppLoadContext,
  name: N,
  param: unknown,
  sessionId: string,
): Promise<BackendAnswer<N>> {
  const call = BACKEND_CALLS[name];
  try {
    const response = await postToBackend(
      `${context.backendUrl}${call.path}`,
      { "Content-Type": "application/octet-stream", "X-Forwarded-For": context.clientAddress },
      encodeRequest({ sessionId, param }, context.secrets.requestKey),
      BACKEND_TIMEOUT_MS,
    );
    if (response.status !== HTTP_OK) {
      console.warn(`backend ${call.path} answered HTTP ${response.status}`);
      return internalError();
    }
    const envelope = decodeResponse(response.body, context.secrets.responseKey);
    const fields = { message: envelope.errMsg, newSessionId: envelope.newSessionId };
    const data = parseJson(envelope.result);
    if (envelope.errCode !== RESULT.ok) {
      const code = envelope.errCode === RESULT.sessionExpired || envelope.errCode === RESULT.refused ? envelope.errCode : RESULT.internal;
      return { ...fields, code, data };
    }
    const result = call.result.safeParse(data);
    if (!result.success) {
      console.warn(`backend ${call.path} answered a result that does not fit its schema: ${result.error.issues[0]?.message ?? ""}`);
      return internalError();
    }
    return { ...fields, code: RESULT.ok, data: result.data as ResultOf<N> };
  } catch (error) {
    console.warn(`backend ${call.path} unreachable: ${error instanceof Error ? error.message : String(error)}`);
    return internalError();
  }
}
