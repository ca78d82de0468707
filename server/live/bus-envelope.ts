// What travels on the bus's live channel: the socket bytes, encoded once by the publisher, with the
// few fields a socket server needs to route them without inflating them.
import { deflateSync } from "node:zlib";
import { decode, encode } from "@msgpack/msgpack";
import { type LiveMessage, type LiveMessageType, packLiveMessage } from "../../contract/live/messages";

export interface LiveBusEnvelope {
  type: LiveMessageType;
  matchId: number | null;
  competitionId: number | null;
  /** Whether the match is live after this message (a socket server keeps live matches' latest bytes for newcomers). */
  live: boolean;
  seq: number;
  /** The message as sent on /ws: MessagePack, deflated. */
  bytes: Uint8Array;
}

/** The one encoding of a live message: MessagePack, then zlib deflate (the browser inflates with pako). */
export function encodeLiveMessage(message: LiveMessage): Uint8Array {
  return deflateSync(packLiveMessage(message));
}

export function liveEnvelope(message: LiveMessage): LiveBusEnvelope {
  return {
    type: message.type,
    matchId: message.matchId,
    competitionId: message.type === "match" ? message.match.competitionId : null,
    live: message.type === "match" ? message.match.status === "Live" : false,
    seq: message.seq,
    bytes: encodeLiveMessage(message),
  };
}

export function packEnvelope(envelope: LiveBusEnvelope): Uint8Array {
  return encode(envelope);
}

export function unpackEnvelope(bytes: Uint8Array): LiveBusEnvelope {
  const value = decode(bytes) as LiveBusEnvelope;
  if (typeof value !== "object" || value === null || !(value.bytes instanceof Uint8Array) || typeof value.type !== "string")
    throw new Error("not a live bus envelope");
  return value;
}
