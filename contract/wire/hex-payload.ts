// Server half of the hex payload (docs/protocol.md, "Hex payloads"); the browser half is
// app/services/transport/hex-payload.ts.
import { deflateSync } from "node:zlib";
import { encryptAes128Ecb, parseAesKey } from "./aes";
import { ProtocolError } from "./errors";

/** JSON, then zlib deflate, then AES-128-ECB with PKCS7, as lowercase hex. */
export function encryptHexPayload(value: unknown, keyHex: string): string {
  const key = parseAesKey(keyHex);
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch (cause) {
    throw new ProtocolError("json", "value cannot be written as JSON", { cause });
  }
  if (json === undefined) {
    throw new ProtocolError("json", "value cannot be written as JSON");
  }
  return encryptAes128Ecb(key, deflateSync(Buffer.from(json, "utf8"))).toString("hex");
}
