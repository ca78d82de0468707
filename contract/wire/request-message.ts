import protobuf, { type Type } from "protobufjs";
import { BACKEND_PROTO } from "./backend-proto";
import { ProtocolError } from "./errors";

const REQUEST_TYPE_NAME = "vsport.backend.Request";

export interface ClientInfo {
  sessionId: string;
  seq: number;
  appVer: number;
  packageCode: number;
  plat: number;
  language: number;
}

export interface RequestMessage {
  clientInfo: ClientInfo;
  /** The request data as JSON text. */
  param: string;
}

let cachedRequestType: Type | undefined;

function requestType(): Type {
  if (!cachedRequestType) {
    const { root } = protobuf.parse(BACKEND_PROTO, { keepCase: false });
    root.resolveAll();
    cachedRequestType = root.lookupType(REQUEST_TYPE_NAME);
  }
  return cachedRequestType;
}

export function encodeRequestMessage(message: RequestMessage): Uint8Array {
  const type = requestType();
  const problem = type.verify(message);
  if (problem !== null) {
    throw new ProtocolError("protobuf", `request message is invalid: ${problem}`);
  }
  return type.encode(message).finish();
}

export function decodeRequestMessage(payload: Uint8Array): RequestMessage {
  const type = requestType();
  let decoded: Record<string, unknown>;
  try {
    decoded = type.toObject(type.decode(payload), { defaults: true });
  } catch (cause) {
    throw new ProtocolError("protobuf", "payload is not a valid Request message", { cause });
  }
  const { clientInfo, param } = decoded;
  if (!isRecord(clientInfo)) {
    throw new ProtocolError("protobuf", "Request message has no client_info");
  }
  if (typeof param !== "string") {
    throw new ProtocolError("protobuf", "Request message has no param text");
  }
  return { clientInfo: readClientInfo(clientInfo), param };
}

// protobufjs has already checked the wire types; this only turns its loose object into ours.
function readClientInfo(fields: Record<string, unknown>): ClientInfo {
  return {
    sessionId: readString(fields, "sessionId"),
    seq: readInt(fields, "seq"),
    appVer: readInt(fields, "appVer"),
    packageCode: readInt(fields, "packageCode"),
    plat: readInt(fields, "plat"),
    language: readInt(fields, "language"),
  };
}

function readString(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  if (typeof value !== "string") {
    throw new ProtocolError("protobuf", `client_info field ${name} is not a string`);
  }
  return value;
}

function readInt(fields: Record<string, unknown>, name: string): number {
  const value = fields[name];
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new ProtocolError("protobuf", `client_info field ${name} is not an integer`);
  }
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
