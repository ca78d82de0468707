// Browser half of the hex payload (docs/protocol.md, "Hex payloads"); the server half is
// contract/wire/hex-payload.ts. No node modules here: this runs in the browser.
// WebCrypto has no ECB mode, hence crypto-js; only the parts AES-ECB needs are imported.
import AES from "crypto-js/aes.js";
import CryptoJS from "crypto-js/core.js";
import Hex from "crypto-js/enc-hex.js";
import ECB from "crypto-js/mode-ecb.js";
import NoPadding from "crypto-js/pad-nopadding.js";
import { inflate } from "pako";

const KEY_HEX_PATTERN = /^[0-9a-fA-F]{32}$/;
const CIPHERTEXT_HEX_PATTERN = /^(?:[0-9a-fA-F]{32})+$/;
const AES_BLOCK_BYTES = 16;

/**
 * Hex of AES-128-ECB(key, PKCS7(zlib deflate(UTF-8 JSON))) back to the value, or null when
 * anything about it is wrong.
 */
export function decryptHexPayload(hex: string, keyHex: string): unknown {
  if (typeof hex !== "string" || typeof keyHex !== "string") return null;
  if (!KEY_HEX_PATTERN.test(keyHex) || !CIPHERTEXT_HEX_PATTERN.test(hex)) return null;
  try {
    const padded = decryptWithoutPadding(hex, keyHex);
    const compressed = stripPkcs7(padded);
    if (!compressed) return null;
    const json = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(inflate(compressed));
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
}

// crypto-js's Pkcs7 unpadder trusts the last byte without checking it, so a wrong key would
// give a wrong-length buffer instead of a failure; the padding is checked here instead.
function decryptWithoutPadding(hex: string, keyHex: string): Uint8Array {
  const ciphertext = CryptoJS.lib.CipherParams.create({ ciphertext: Hex.parse(hex) });
  const plaintext = AES.decrypt(ciphertext, Hex.parse(keyHex), { mode: ECB, padding: NoPadding });
  return wordArrayToBytes(plaintext);
}

function wordArrayToBytes(wordArray: CryptoJS.lib.WordArray): Uint8Array {
  const bytes = new Uint8Array(wordArray.sigBytes);
  for (let index = 0; index < bytes.length; index++) {
    const word = wordArray.words[index >>> 2] ?? 0;
    bytes[index] = (word >>> (24 - (index % 4) * 8)) & 0xff;
  }
  return bytes;
}

function stripPkcs7(padded: Uint8Array): Uint8Array | null {
  const paddingBytes = padded[padded.length - 1] ?? 0;
  if (paddingBytes < 1 || paddingBytes > AES_BLOCK_BYTES || paddingBytes > padded.length) return null;
  for (let index = padded.length - paddingBytes; index < padded.length; index++) {
    if (padded[index] !== paddingBytes) return null;
  }
  return padded.subarray(0, padded.length - paddingBytes);
}
