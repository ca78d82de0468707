import { createCipheriv, createDecipheriv } from "node:crypto";
import { ProtocolError } from "./errors";

export const AES_BLOCK_BYTES = 16;

const KEY_HEX_PATTERN = /^[0-9a-fA-F]{32}$/;

/** A 128-bit key written as exactly 32 hex characters; anything else is a `key` error. */
export function parseAesKey(keyHex: string): Buffer {
  if (typeof keyHex !== "string" || !KEY_HEX_PATTERN.test(keyHex)) {
    throw new ProtocolError("key", "an AES-128 key must be exactly 32 hex characters");
  }
  return Buffer.from(keyHex, "hex");
}

/** Size of the ciphertext for a plaintext of this many bytes: PKCS7 always adds 1 to 16 bytes. */
export function paddedLength(plaintextBytes: number): number {
  return (Math.floor(plaintextBytes / AES_BLOCK_BYTES) + 1) * AES_BLOCK_BYTES;
}

export function encryptAes128Ecb(key: Buffer, plaintext: Uint8Array): Buffer {
  const cipher = createCipheriv("aes-128-ecb", key, null);
  return Buffer.concat([cipher.update(plaintext), cipher.final()]);
}

/** Decrypts and strips PKCS7 padding; a bad size or bad padding is a `decrypt` error. */
export function decryptAes128Ecb(key: Buffer, ciphertext: Uint8Array): Buffer {
  if (ciphertext.length === 0 || ciphertext.length % AES_BLOCK_BYTES !== 0) {
    throw new ProtocolError("decrypt", `ciphertext of ${ciphertext.length} bytes is not a whole number of 16-byte blocks`);
  }
  const decipher = createDecipheriv("aes-128-ecb", key, null);
  try {
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch (cause) {
    throw new ProtocolError("decrypt", "invalid padding (wrong key or damaged frame)", { cause });
  }
}
