export type Base64DecodeResult = { ok: true; bytes: Buffer } | { ok: false; reason: "too_large" | "unreadable" };

// An optional `data:image/<anything>;base64,` prefix; the claimed type is ignored (the bytes decide).
const DATA_URL_PREFIX = /^data:image\/[A-Za-z0-9.+-]{1,64};base64,/;
const LONGEST_PREFIX = 100;
// Canonical base64: the standard alphabet, padded, no whitespace (the length is checked apart).
const BASE64_TEXT = /^[A-Za-z0-9+/]*={0,2}$/;

/** The base64 length of `byteCount` bytes. */
export function base64Length(byteCount: number): number {
  return Math.ceil(byteCount / 3) * 4;
}

/**
 * Decodes base64 text strictly, refusing anything Buffer.from would silently skip or repair.
 * The length is checked before anything is decoded, so a huge string costs nothing; the decoded
 * size is checked again because the padding lets a few more bytes through the first check.
 */
export function decodeStrictBase64(text: string, maxBytes: number): Base64DecodeResult {
  const prefix = DATA_URL_PREFIX.exec(text.slice(0, LONGEST_PREFIX))?.[0] ?? "";
  if (text.length - prefix.length > base64Length(maxBytes)) return { ok: false, reason: "too_large" };
  const body = text.slice(prefix.length);
  if (body.length === 0 || body.length % 4 !== 0 || !BASE64_TEXT.test(body)) return { ok: false, reason: "unreadable" };
  const bytes = Buffer.from(body, "base64");
  if (bytes.length > maxBytes) return { ok: false, reason: "too_large" };
  return { ok: true, bytes };
}
