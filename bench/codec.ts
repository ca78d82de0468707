// Micro-benchmark of the binary protocol (docs/protocol.md): request frames (AES-128-ECB + protobuf)
// encoded and decoded per second on one core, in this process.
import { performance } from "node:perf_hooks";
import { decodeRequest, encodeRequest } from "../contract/wire/codec";

export interface CodecFigures {
  encodePerSecond: number;
  decodePerSecond: number;
}

export function codecThroughput(rounds = 20_000): CodecFigures {
  const key = "000102030405060708090a0b0c0d0e0f";
  const request = { sessionId: "-1763700000000123456", param: { account: "fan_hanoi", password: "mat-khau-123", remember: true } };
  let frame = encodeRequest(request, key);
  let started = performance.now();
  for (let index = 0; index < rounds; index += 1) frame = encodeRequest(request, key);
  const encodePerSecond = rounds / ((performance.now() - started) / 1000);
  started = performance.now();
  for (let index = 0; index < rounds; index += 1) decodeRequest(frame, key);
  const decodePerSecond = rounds / ((performance.now() - started) / 1000);
  return { encodePerSecond, decodePerSecond };
}
