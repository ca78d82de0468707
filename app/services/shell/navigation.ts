// The navigation helper (spec section 2): turns an untrusted target into something safe to
// navigate or redirect to. In-site targets come back as a clean path ("/a/b?c#d"), never as the
// raw input, so what we hand to the router is what the URL parser understood.

export interface NavigationOptions {
  /** Allow absolute http(s) URLs on other origins; they come back as a full href. */
  allowExternal?: boolean;
}

const FORBIDDEN_SCHEME = /^(?:javascript|vbscript|data|blob):/;
// Two slashes in any mix of "/" and "\" make a protocol-relative URL in browsers.
const PROTOCOL_RELATIVE = /^[/\\]{2}/;
// Whitespace, C0/C1 controls and invisible format characters: browsers skip some of these inside
// a scheme, so we remove them all before looking at how the target starts.
// eslint-disable-next-line no-control-regex -- looking for control characters is the point
const INVISIBLE_CHARACTERS = /[\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g;
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  bsol: "\\",
  period: ".",
  amp: "&",
  nbsp: "\u00a0",
};
// Enough rounds for double or triple encoding; anything still changing after that is refused.
const MAX_DECODE_ROUNDS = 5;
const SAFE_PROTOCOLS = new Set(["http:", "https:"]);
// Used by safeRedirect, where the request's own origin does not matter: only a path comes out.
const PLACEHOLDER_ORIGIN = "http://in-site.invalid";

function decodeHtmlEntities(text: string): string {
  return text
    .replace(/&#(x[0-9a-f]+|\d+);?/gi, (entity, code: string) => {
      const codePoint = code[0] === "x" || code[0] === "X" ? parseInt(code.slice(1), 16) : parseInt(code, 10);
      return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
    })
    .replace(/&([a-z]+);/gi, (entity, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? entity);
}

// Byte by byte, so malformed sequences such as "%E0%A4%A" never throw.
function decodePercentEscapes(text: string): string {
  return text.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The target as a browser might end up reading its beginning: entity and percent escapes undone
 * (repeatedly), invisible characters dropped, lower-cased. Returns null when decoding never settles.
 */
function revealTarget(target: string): string | null {
  let current = target;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    const decoded = decodePercentEscapes(decodeHtmlEntities(current));
    if (decoded === current) return current.replace(INVISIBLE_CHARACTERS, "").toLowerCase();
    current = decoded;
  }
  return null;
}

/** True when the target uses, or hides, a blob:, data:, javascript: or vbscript: scheme. */
export function hasForbiddenScheme(target: string): boolean {
  const revealed = revealTarget(target);
  return revealed === null || FORBIDDEN_SCHEME.test(revealed);
}

function parseOrigin(origin: string): URL | null {
  try {
    const url = new URL(origin);
    return SAFE_PROTOCOLS.has(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

/**
 * Returns a safe in-site path for `target` (relative targets resolve against the site root), or
 * null. External http(s) URLs are refused unless `allowExternal` is set, and then come back as an
 * absolute href. Always refused: forbidden schemes however disguised, protocol-relative targets
 * ("//x", "/\x", "\\x", even with allowExternal: an external link must name its scheme), URLs
 * with credentials, and anything that does not parse.
 */
export function safeNavigationTarget(target: string, currentOrigin: string, options: NavigationOptions = {}): string | null {
  if (typeof target !== "string" || target.trim() === "") return null;
  const revealed = revealTarget(target);
  if (revealed === null || FORBIDDEN_SCHEME.test(revealed) || PROTOCOL_RELATIVE.test(revealed)) return null;

  const base = parseOrigin(currentOrigin);
  if (base === null) return null;

  let url: URL;
  try {
    url = new URL(target, base.origin);
  } catch {
    return null;
  }
  if (!SAFE_PROTOCOLS.has(url.protocol) || url.username !== "" || url.password !== "") return null;

  if (url.origin !== base.origin) return options.allowExternal === true ? url.href : null;

  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil.com" normalises to the pathname "//evil.com", which would leave the site.
  return PROTOCOL_RELATIVE.test(path) ? null : path;
}

/**
 * For server redirects whose target comes from the request (a form field, a query parameter):
 * returns an in-site path, or `fallback` (itself checked, else "/") when the target is unsafe.
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  const safeFallback = safeNavigationTarget(fallback, PLACEHOLDER_ORIGIN) ?? "/";
  if (typeof target !== "string") return safeFallback;
  return safeNavigationTarget(target, PLACEHOLDER_ORIGIN) ?? safeFallback;
}
