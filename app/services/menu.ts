import { type MessageKey } from "./messages";

// Route kinds a menu entry may have (spec section 2). Anything else is ignored with a warning.
export const MENU_KINDS = ["SCHEDULE", "NEWS", "RANKINGS", "HIGHLIGHTS", "RESULTS", "TOP_PLAYER"] as const;
export type MenuKind = (typeof MENU_KINDS)[number];

export interface MenuEntry {
  code: string;
  description: string;
  name: string;
}

export interface RoutableMenuEntry extends MenuEntry {
  description: MenuKind;
}

/** The seeded menu, also the fallback when the content API cannot be reached. */
export const DEFAULT_MENU: readonly RoutableMenuEntry[] = [
  { code: "lich-truc-tiep", description: "SCHEDULE", name: "Lịch trực tiếp" },
  { code: "ket-qua", description: "RESULTS", name: "Kết quả" },
  { code: "bang-xep-hang", description: "RANKINGS", name: "Bảng xếp hạng" },
  { code: "highlights", description: "HIGHLIGHTS", name: "Highlight" },
  { code: "news", description: "NEWS", name: "Tin tức" },
  { code: "top-player", description: "TOP_PLAYER", name: "Cầu thủ" },
  { code: "tag", description: "NEWS", name: "Thẻ" },
];

// Paths the app owns itself: a menu code may not take them.
const RESERVED_CODES = new Set(["api", "oapi", "build", "schedule", "user", "commentator", "account", "theme", "uploads", "healthz", "readyz", "images", "img"]);
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

export function findMenuEntry(entries: readonly RoutableMenuEntry[], code: string): RoutableMenuEntry | undefined {
  return entries.find((entry) => entry.code === code);
}

export const MENU_SCREEN_TEXT: Record<MenuKind, { title: MessageKey; empty: MessageKey }> = {
  SCHEDULE: { title: "screenSchedule", empty: "emptySchedule" },
  NEWS: { title: "screenNews", empty: "emptyNews" },
  RANKINGS: { title: "screenRankings", empty: "emptyRankings" },
  HIGHLIGHTS: { title: "screenHighlights", empty: "emptyHighlights" },
  RESULTS: { title: "screenResults", empty: "emptyResults" },
  TOP_PLAYER: { title: "screenTopPlayer", empty: "emptyTopPlayer" },
};
