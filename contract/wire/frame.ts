import { ProtocolError } from "./errors";

// Byte layout (docs/protocol.md): magic "V", version "1", then the payload length as an
// unsigned 32-bit big-endian integer.
export const FRAME_HEADER_BYTES = 6;
export const FRAME_MAGIC = 0x56;
export const FRAME_VERSION = 0x31;
// 4 MiB: room for a 2 MB image sent as base64 inside the JSON param (avatars, feedback images).
export const MAX_PAYLOAD_BYTES = 4 * 1024 * 1024;

export function buildFrame(payload: Uint8Array): Buffer {
  if (payload.length > MAX_PAYLOAD_BYTES) {
    throw new ProtocolError("too_large", `payload of ${payload.length} bytes exceeds the ${MAX_PAYLOAD_BYTES}-byte limit`);
  }
  const frame = Buffer.alloc(FRAME_HEADER_BYTES + payload.length);
  frame[0] = FRAME_MAGIC;
  frame[1] = FRAME_VERSION;
  frame.writeUInt32BE(payload.length, 2);
  frame.set(payload, FRAME_HEADER_BYTES);
  return frame;
}

/** Checks the header of a decrypted frame and returns the payload (a view, not a copy). */
export function parseFrame(frame: Buffer): Buffer {
  if (frame.length < FRAME_HEADER_BYTES) {
    throw new ProtocolError("header", `frame of ${frame.length} bytes is shorter than its header`);
  }
  if (frame[0] !== FRAME_MAGIC) {
    throw new ProtocolError("header", `bad magic byte 0x${hexByte(frame[0])}`);
  }
  if (frame[1] !== FRAME_VERSION) {
    throw new ProtocolError("header", `unsupported version byte 0x${hexByte(frame[1])}`);
  }
  const declaredLength = frame.readUInt32BE(2);
  if (declaredLength > MAX_PAYLOAD_BYTES) {
    throw new ProtocolError("too_large", `declared payload of ${declaredLength} bytes exceeds the ${MAX_PAYLOAD_BYTES}-byte limit`);
  }
  const actualLength = frame.length - FRAME_HEADER_BYTES;
  if (declaredLength !== actualLength) {
    throw new ProtocolError("length", `header declares ${declaredLength} payload bytes but ${actualLength} follow`);
  }
  return frame.subarray(FRAME_HEADER_BYTES);
}

function hexByte(value: number | undefined): string {
  return (value ?? 0).toString(16).padStart(2, "0");
}
