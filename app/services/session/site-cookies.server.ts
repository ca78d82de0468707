import { parse, serialize } from "cookie";
import { type AppLoadContext } from "@remix-run/node";

// The spec's own cookies (section 3): sessionId, isUser, userInfo and darkmode1, with the values
// the spec gives them (isUser 0–3, darkmode1 1 for dark, userInfo the user as JSON), read and
// written with the `cookie` package that Remix's createCookie uses underneath. createCookie itself
// would store every value as base64 JSON (darkmode1=MQ%3D%3D), which the spec's values rule out;
// the site's other cookies (toast, captcha id, pending phone) use it, signed
// (signed-cookie.server.ts). Only sessionId is httpOnly; isUser and userInfo are display hints,
// never trusted for a role.

export const SESSION_COOKIE = "sessionId";
export const IS_USER_COOKIE = "isUser";
export const USER_INFO_COOKIE = "userInfo";
export const THEME_COOKIE = "darkmode1";

type SiteCookieName = typeof SESSION_COOKIE | typeof IS_USER_COOKIE | typeof USER_INFO_COOKIE | typeof THEME_COOKIE;

const HTTP_ONLY: Readonly<Record<SiteCookieName, boolean>> = { sessionId: true, isUser: false, userInfo: false, darkmode1: false };

/** Longest value read; browsers refuse a name and value over 4096 characters together anyway. */
const MAX_VALUE_LENGTH = 4096;
// eslint-disable-next-line no-control-regex -- looking for control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** One Set-Cookie header; `maxAge` undefined makes the cookie last as long as the browser session. */
export function siteCookieHeader(
  context: Pick<AppLoadContext, "secureRequest">,
  name: SiteCookieName,
  value: string,
  maxAge?: number,
): string {
  // serialize percent-encodes the value and refuses a name that is not a token: what is sent is printable (spec section 5).
  return serialize(name, value, { path: "/", sameSite: "lax", httpOnly: HTTP_ONLY[name], secure: context.secureRequest, maxAge });
}

/** The spec's cookies of a request, decoded; a missing, oversized or control-character value is absent. */
export function readSiteCookies(request: Request): Partial<Record<SiteCookieName, string>> {
  const header = request.headers.get("Cookie");
  if (!header) return {};
  const all = parse(header);
  const cookies: Partial<Record<SiteCookieName, string>> = {};
  for (const name of Object.keys(HTTP_ONLY) as SiteCookieName[]) {
    const value = Object.hasOwn(all, name) ? all[name] : undefined;
    if (typeof value === "string" && value.length <= MAX_VALUE_LENGTH && !CONTROL_CHARACTER.test(value)) cookies[name] = value;
  }
  return cookies;
}
