// Cookie checks (spec section 5: "Cookie names and values must be printable characters") and a
// Cookie header parser that never throws.

// RFC 6265 / RFC 2616 token: visible ASCII except separators ()<>@,;:\"/[]?={} and space.
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// RFC 6265 cookie-octet: 0x21-0x7E without " , ; \ (quoted values are not produced by this site).
const COOKIE_VALUE = /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/;
// eslint-disable-next-line no-control-regex -- looking for control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** Longest Cookie header we read; the rest is ignored (servers commonly cap all headers at 8-16 KB). */
export const MAX_COOKIE_HEADER_LENGTH = 16 * 1024;
/** Browsers refuse a cookie whose name and value together exceed this many characters. */
export const MAX_COOKIE_PAIR_LENGTH = 4096;

export function isPrintableCookieName(name: unknown): boolean {
  return typeof name === "string" && COOKIE_NAME.test(name);
}

/** An empty value is printable (RFC 6265 allows "name="). */
export function isPrintableCookieValue(value: unknown): boolean {
  return typeof value === "string" && COOKIE_VALUE.test(value);
}

function decodeCookieValue(raw: string): string {
  if (!raw.includes("%")) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    // Not our encoding (a stray "%"): the raw value is still printable, so keep it as it is.
    return raw;
  }
}

function withinLengthLimit(header: string): string {
  if (header.length <= MAX_COOKIE_HEADER_LENGTH) return header;
  const kept = header.slice(0, MAX_COOKIE_HEADER_LENGTH);
  // Drop the pair that the cut went through.
  return header[MAX_COOKIE_HEADER_LENGTH] === ";" ? kept : kept.slice(0, Math.max(0, kept.lastIndexOf(";")));
}

/**
 * Parses a Cookie request header into name → decoded value. Pairs without "=", with a name that
 * is not a token, a value that is not printable or decodes to control characters, or longer than
 * MAX_COOKIE_PAIR_LENGTH are skipped. The first pair with a given name wins (browsers send the
 * most specific cookie first). The result has no prototype, so "__proto__" is an ordinary name.
 */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null) as Record<string, string>;
  if (typeof header !== "string" || header === "") return cookies;

  for (const pair of withinLengthLimit(header).split(";")) {
    const separator = pair.indexOf("=");
    if (separator === -1) continue;
    const name = pair.slice(0, separator).trim();
    let rawValue = pair.slice(separator + 1).trim();
    if (rawValue.length >= 2 && rawValue.startsWith('"') && rawValue.endsWith('"')) rawValue = rawValue.slice(1, -1);

    if (name.length + rawValue.length > MAX_COOKIE_PAIR_LENGTH) continue;
    if (!isPrintableCookieName(name) || !isPrintableCookieValue(rawValue)) continue;
    if (Object.prototype.hasOwnProperty.call(cookies, name)) continue;

    const value = decodeCookieValue(rawValue);
    if (CONTROL_CHARACTER.test(value)) continue;
    cookies[name] = value;
  }
  return cookies;
}
