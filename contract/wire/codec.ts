// Both ends of the backend wire protocol (docs/protocol.md): the Remix server encodes requests
// and decodes responses, the backend service decodes requests and encodes responses.
import { exceedsJsonDepth, MAX_JSON_DEPTH } from "../../contract/json-depth";
import { decryptAes128Ecb, encryptAes128Ecb, paddedLength, parseAesKey } from "./aes";
import { ProtocolError } from "./errors";
import { buildFrame, FRAME_HEADER_BYTES, MAX_PAYLOAD_BYTES, parseFrame } from "./frame";
import { INTERNAL_ERROR_MESSAGE, RESULT } from "../result-codes";
import { type ClientInfo, decodeRequestMessage, encodeRequestMessage } from "./request-message";

export { ProtocolError, type ProtocolErrorReason } from "./errors";
export { type ClientInfo } from "./request-message";
export { MAX_PAYLOAD_BYTES } from "./frame";

// Client info every request of this site carries (spec section 9).
export const CLIENT_SEQ = 0;
export const CLIENT_APP_VER = 0;
export const CLIENT_PACKAGE_CODE = 0;
export const CLIENT_PLAT = 3;
export const CLIENT_LANGUAGE = 1;

/** The largest encrypted body a decoder accepts: a full-size frame plus its padding. */
export const MAX_ENCRYPTED_BODY_BYTES = paddedLength(FRAME_HEADER_BYTES + MAX_PAYLOAD_BYTES);

// Refuses bytes that are not UTF-8 (and keeps a BOM, which JSON.parse then refuses).
const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

export interface ResponseEnvelope {
  errCode: number;
  errMsg: string;
  seq: number;
  newSessionId: string;
  /** The call's data as JSON text, "" when there is none; read it with parseResult. */
  result: string;
}

export const INTERNAL_ERROR_ENVELOPE: Readonly<ResponseEnvelope> = Object.freeze({
  errCode: RESULT.internal,
  errMsg: INTERNAL_ERROR_MESSAGE,
  seq: 0,
  newSessionId: "",
  result: "",
});

export interface RequestInput {
  sessionId: string;
  param: unknown;
}

export interface DecodedRequest {
  clientInfo: ClientInfo;
  param: unknown;
}

export function encodeRequest({ sessionId, param }: RequestInput, requestKeyHex: string): Buffer {
  const key = parseAesKey(requestKeyHex);
  const payload = encodeRequestMessage({
    clientInfo: {
      sessionId,
      seq: CLIENT_SEQ,
      appVer: CLIENT_APP_VER,
      packageCode: CLIENT_PACKAGE_CODE,
      plat: CLIENT_PLAT,
      language: CLIENT_LANGUAGE,
    },
    param: toJsonText(param, "param"),
  });
  return encryptAes128Ecb(key, buildFrame(payload));
}

/** Throws ProtocolError for anything but a well-formed request frame made with this key. */
export function decodeRequest(body: Buffer | Uint8Array, requestKeyHex: string): DecodedRequest {
  const message = decodeRequestMessage(decryptFrame(body, requestKeyHex));
  return { clientInfo: message.clientInfo, param: parseJsonText(message.param, "param") };
}

export function encodeResponse(envelope: ResponseEnvelope, responseKeyHex: string): Buffer {
  const key = parseAesKey(responseKeyHex);
  const { errCode, errMsg, seq, newSessionId, result } = readEnvelope(envelope);
  // Built field by field so the key order on the wire is fixed whatever the caller passed.
  const json = JSON.stringify({ errCode, errMsg, seq, newSessionId, result });
  return encryptAes128Ecb(key, buildFrame(Buffer.from(json, "utf8")));
}

/** Never throws: any failure reads as a fresh copy of INTERNAL_ERROR_ENVELOPE (code 500). */
export function decodeResponse(body: Buffer | Uint8Array, responseKeyHex: string): ResponseEnvelope {
  try {
    return decodeResponseOrThrow(body, responseKeyHex);
  } catch {
    return { ...INTERNAL_ERROR_ENVELOPE };
  }
}

/** decodeResponse with the ProtocolError left in, for callers that log why a response failed. */
export function decodeResponseOrThrow(body: Buffer | Uint8Array, responseKeyHex: string): ResponseEnvelope {
  const payload = decryptFrame(body, responseKeyHex);
  let json: string;
  try {
    json = strictUtf8.decode(payload);
  } catch (cause) {
    throw new ProtocolError("json", "response payload is not valid UTF-8", { cause });
  }
  return readEnvelope(parseJsonText(json, "response payload"));
}

/** The envelope's result as a value: null when it is empty; ProtocolError ("json") when it is not JSON. */
export function parseResult(envelope: Pick<ResponseEnvelope, "result">): unknown {
  return envelope.result === "" ? null : parseJsonText(envelope.result, "result");
}

function decryptFrame(body: Buffer | Uint8Array, keyHex: string): Buffer {
  const key = parseAesKey(keyHex);
  if (!(body instanceof Uint8Array)) {
    throw new ProtocolError("decrypt", "body is not binary data");
  }
  if (body.length > MAX_ENCRYPTED_BODY_BYTES) {
    throw new ProtocolError("too_large", `body of ${body.length} bytes exceeds the ${MAX_ENCRYPTED_BODY_BYTES}-byte limit`);
  }
  return parseFrame(decryptAes128Ecb(key, body));
}

function toJsonText(value: unknown, what: string): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch (cause) {
    throw new ProtocolError("json", `${what} cannot be written as JSON`, { cause });
  }
  if (text === undefined) {
    throw new ProtocolError("json", `${what} cannot be written as JSON`);
  }
  return text;
}

function parseJsonText(text: string, what: string): unknown {
  // Counted before parsing: a deep text costs seconds to parse and breaks recursive walks later.
  if (exceedsJsonDepth(text, MAX_JSON_DEPTH)) {
    throw new ProtocolError("json", `${what} nests deeper than ${MAX_JSON_DEPTH} levels`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new ProtocolError("json", `${what} is not JSON text`, { cause });
  }
}

function readEnvelope(value: unknown): ResponseEnvelope {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ProtocolError("envelope", "response envelope is not a JSON object");
  }
  const fields: Record<string, unknown> = { ...value };
  const { errCode, errMsg, seq, newSessionId, result } = fields;
  if (!Number.isSafeInteger(errCode) || typeof errCode !== "number") {
    throw new ProtocolError("envelope", "errCode is not an integer");
  }
  if (!Number.isSafeInteger(seq) || typeof seq !== "number") {
    throw new ProtocolError("envelope", "seq is not an integer");
  }
  if (typeof errMsg !== "string" || typeof newSessionId !== "string" || typeof result !== "string") {
    throw new ProtocolError("envelope", "errMsg, newSessionId and result must be strings");
  }
  return { errCode, errMsg, seq, newSessionId, result };
}
