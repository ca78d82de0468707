import { DEFAULT_MENU, MENU_KINDS, type MenuKind, type RoutableMenuEntry } from "../../../contract/content";
import { type MenuEntry } from "../../../contract/domain/types";
import { type MessageKey } from "../locale/messages";

export { DEFAULT_MENU, MENU_KINDS, type MenuEntry, type MenuKind, type RoutableMenuEntry };

// Paths the app owns itself: a menu code may not take them.
const RESERVED_CODES = new Set([
  "api",
  "oapi",
  "build",
  "schedule",
  "user",
  "commentator",
  "account",
  "theme",
  "uploads",
  "healthz",
  "readyz",
  "images",
  "img",
]);
const CODE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isMenuKind(value: string): value is MenuKind {
  return (MENU_KINDS as readonly string[]).includes(value);
}

export interface MenuRoutes {
  entries: RoutableMenuEntry[];
  rejected: { entry: MenuEntry; reason: string }[];
}

/** Keeps the entries that can become routes: a known kind and a URL-safe, unreserved, unique code. */
export function buildMenuRoutes(entries: readonly MenuEntry[]): MenuRoutes {
  const routes: MenuRoutes = { entries: [], rejected: [] };
  const seen = new Set<string>();
  for (const entry of entries) {
    const reason = !isMenuKind(entry.description)
      ? `unknown menu kind "${entry.description}"`
      : !CODE_PATTERN.test(entry.code)
        ? `code "${entry.code}" is not a URL path segment`
        : RESERVED_CODES.has(entry.code)
          ? `code "${entry.code}" is reserved`
          : seen.has(entry.code)
            ? `code "${entry.code}" appears twice`
            : null;
    if (reason || !isMenuKind(entry.description)) {
      routes.rejected.push({ entry, reason: reason ?? "unknown" });
      continue;
    }
    seen.add(entry.code);
    routes.entries.push({ ...entry, description: entry.description });
  }
  return routes;
}

/** The path of the first menu entry of a kind (its screen), or the kind's default path. */
export function menuPath(entries: readonly RoutableMenuEntry[], kind: MenuKind): string {
  const entry =
    entries.find((candidate) => candidate.description === kind) ?? DEFAULT_MENU.find((candidate) => candidate.description === kind);
  return entry ? `/${entry.code}` : "/";
}

/** The NEWS entry at this code lists the tags, not the posts (spec section 2: /tag and /tag/{slug}). */
export const TAG_INDEX_CODE = "tag";

/** Where the news list (and so every article, under it) lives. */
export function newsPath(entries: readonly RoutableMenuEntry[]): string {
  const entry = entries.find((candidate) => candidate.description === "NEWS" && candidate.code !== TAG_INDEX_CODE);
  return entry ? `/${entry.code}` : "/news";
}

export function findMenuEntry(entries: readonly RoutableMenuEntry[], code: string): RoutableMenuEntry | undefined {
  return entries.find((entry) => entry.code === code);
}

export const MENU_SCREEN_TEXT: Record<MenuKind, { title: MessageKey; empty: MessageKey; description: MessageKey }> = {
  SCHEDULE: { title: "screenSchedule", empty: "emptySchedule", description: "describeSchedule" },
  NEWS: { title: "screenNews", empty: "emptyNews", description: "describeNews" },
  RANKINGS: { title: "screenRankings", empty: "emptyRankings", description: "describeRankings" },
  HIGHLIGHTS: { title: "screenHighlights", empty: "emptyHighlights", description: "describeHighlights" },
  RESULTS: { title: "screenResults", empty: "emptyResults", description: "describeResults" },
  TOP_PLAYER: { title: "screenTopPlayer", empty: "emptyTopPlayer", description: "describeTopPlayer" },
};
