import { parseCookieHeader } from "../session/cookies";
import { type ThemeMode } from "./site-config";

export const THEME_COOKIE = "darkmode1";
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The theme the visitor chose (darkmode1 = 1 is dark, any other value light), or null when no cookie was set. */
export function themeFromCookie(request: Request): ThemeMode | null {
  const value = parseCookieHeader(request.headers.get("Cookie") ?? "")[THEME_COOKIE];
  if (value === undefined) return null;
  return value === "1" ? "dark" : "light";
}

export function serializeThemeCookie(theme: ThemeMode, secure: boolean): string {
  // Not httpOnly: it holds no secret and the page script may read it.
  return `${THEME_COOKIE}=${theme === "dark" ? "1" : "0"}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
