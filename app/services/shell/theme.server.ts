import { type AppLoadContext } from "@remix-run/node";
import { readSiteCookies, siteCookieHeader, THEME_COOKIE } from "../session/site-cookies.server";
import { type ThemeMode } from "./site-config";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The theme the visitor chose (darkmode1 = 1 is dark, any other value light), or null when no cookie was set. */
export function themeFromCookie(request: Request): ThemeMode | null {
  const value = readSiteCookies(request)[THEME_COOKIE];
  if (value === undefined) return null;
  return value === "1" ? "dark" : "light";
}

/** Not httpOnly: it holds no secret and the page script may read it. */
export function serializeThemeCookie(theme: ThemeMode, context: Pick<AppLoadContext, "secureRequest">): string {
  return siteCookieHeader(context, THEME_COOKIE, theme === "dark" ? "1" : "0", ONE_YEAR_SECONDS);
}
