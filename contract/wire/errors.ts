// Why a frame could not be encoded or decoded; docs/protocol.md lists when each one applies.
export type ProtocolErrorReason = "key" | "too_large" | "decrypt" | "header" | "length" | "protobuf" | "json" | "envelope";

export class ProtocolError extends Error {
  override readonly name = "ProtocolError";
  readonly reason: ProtocolErrorReason;

  constructor(reason: ProtocolErrorReason, message: string, options?: { cause?: unknown }) {
    super(`${reason}: ${message}`, options);
    this.reason = reason;
  }
}
