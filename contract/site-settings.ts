// The rules of what an admin may write into the site's settings and menu (issue 10, docs/admin.md),
// shared by the admin forms (instant feedback), the backend (the truth) and the root shell (which
// drops anything that slipped past, e.g. a value written straight into the database).
import { MENU_KINDS, type MenuKind } from "./content";
import { slugify } from "./sports/search-text";

export const THEME_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
export const SOCIAL_LINK_PATTERN = /^https:\/\/[^\s"'<>]{1,300}$/;

export const CSS_VARIABLE_NAME = /^--[a-zA-Z0-9_-]{1,64}$/;
// Colours, sizes, font names and simple functions: nothing that ends the declaration, the rule or the style element.
const CSS_VARIABLE_VALUE = /^[a-zA-Z0-9#%.,()\s'"+\-_/]{1,200}$/;
// Allowed characters that still reach outside: a resource load, or old IE's script-in-CSS.
const CSS_VALUE_FORBIDDEN = /url\s*\(|expression\s*\(|image-set\s*\(|src\s*\(/i;
export const CSS_VARIABLES_MAX = 40;

function countOf(text: string, character: string): number {
  return text.split(character).length - 1;
}

/** Whether one `--name: value` pair is safe inside `:root{…}` in a style element. */
export function isSafeCssVariable(name: string, value: string): boolean {
  return (
    CSS_VARIABLE_NAME.test(name) &&
    CSS_VARIABLE_VALUE.test(value) &&
    !value.includes("</") &&
    !CSS_VALUE_FORBIDDEN.test(value) &&
    countOf(value, "'") % 2 === 0 &&
    countOf(value, '"') % 2 === 0 &&
    countOf(value, "(") === countOf(value, ")")
  );
}

export type CssVariablesReading = { ok: true; variables: Record<string, string> } | { ok: false; line: number };

/** Reads the admin's text, one `--name: value` a line (blank lines skipped); the first bad line is named (from 1). */
export function readCssVariableLines(text: string): CssVariablesReading {
  const variables: Record<string, string> = {};
  const lines = text.split(/\r\n?|\n/);
  let count = 0;
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim().replace(/;$/, "");
    if (line === "") continue;
    const colon = line.indexOf(":");
    const name = colon > 0 ? line.slice(0, colon).trim() : "";
    const value = colon > 0 ? line.slice(colon + 1).trim() : "";
    count += 1;
    if (!isSafeCssVariable(name, value) || count > CSS_VARIABLES_MAX) return { ok: false, line: index + 1 };
    variables[name] = value;
  }
  return { ok: true, variables };
}

/** The stored JSON object shown back as lines for the form. */
export function cssVariableLines(json: string | undefined): string {
  try {
    const parsed: unknown = JSON.parse(json ?? "{}");
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return "";
    return Object.entries(parsed)
      .filter((pair): pair is [string, string] => typeof pair[1] === "string")
      .map(([name, value]) => `${name}: ${value}`)
      .join("\n");
  } catch {
    return "";
  }
}

/**
 * First path segments the site routes itself (app/routes, the web node's own paths and sockets):
 * a menu code or a page slug may not take one, or the fixed route would hide it (or it the route).
 * tests/unit/site-settings.test.ts checks every app/routes file is covered; "tag" is not here because it
 * is the tag index's own menu code (app/routes/$slug.tsx).
 */
export const RESERVED_PATH_SEGMENTS: readonly string[] = [
  "account",
  "altcha-worker.js",
  "api",
  "build",
  "chat",
  "commentator",
  "doi-bong",
  "favicon.svg",
  "giai-dau",
  "healthz",
  "images",
  "img",
  "latest-build.json",
  "oapi",
  "quan-tri",
  "readyz",
  "reminder",
  "robots.txt",
  "rss.xml",
  "schedule",
  "sitemap.xml",
  "sitemaps",
  "streams",
  "sw.js",
  "theme",
  "tim-kiem",
  "truc-tiep",
  "uploads",
  "user",
  "video",
  "ws",
];

export const SLUG_MAX_LENGTH = 100;

/** An ASCII slug: a–z, 0–9 and single hyphens inside (issue 10: "Slugs are ASCII, lowercase, diacritics removed"). */
export function isSlug(value: string): boolean {
  return value.length > 0 && value.length <= SLUG_MAX_LENGTH && slugify(value.replace(/-/g, " ")) === value;
}

export function isReservedSegment(value: string): boolean {
  return RESERVED_PATH_SEGMENTS.includes(value);
}

export function isMenuKind(value: unknown): value is MenuKind {
  return typeof value === "string" && (MENU_KINDS as readonly string[]).includes(value);
}

/** Menu kinds the site's own links need (links to the schedule, the news …): each must keep one entry. */
export const REQUIRED_MENU_KINDS: readonly MenuKind[] = MENU_KINDS;
