import { describe, expect, it } from "vitest";
import { buildMenuRoutes, DEFAULT_MENU, findMenuEntry, MENU_KINDS, MENU_SCREEN_TEXT } from "~/services/shell/menu";
import { t } from "~/services/locale/messages";

describe("buildMenuRoutes", () => {
  it("keeps every default entry, in order", () => {
    const routes = buildMenuRoutes(DEFAULT_MENU);
    expect(routes.rejected).toEqual([]);
    expect(routes.entries).toEqual(DEFAULT_MENU);
    expect(routes.entries.length).toBeGreaterThan(1);
  });

  it("ignores unknown kinds, unsafe, reserved and duplicate codes, with a reason", () => {
    const routes = buildMenuRoutes([
      { code: "video", description: "VIDEO", name: "Video" },
      { code: "../etc", description: "NEWS", name: "x" },
      { code: "Tin Tuc", description: "NEWS", name: "x" },
      { code: "user", description: "NEWS", name: "x" },
      { code: "news", description: "NEWS", name: "Tin tức" },
      { code: "news", description: "RESULTS", name: "again" },
    ]);
    expect(routes.entries).toEqual([{ code: "news", description: "NEWS", name: "Tin tức" }]);
    expect(routes.rejected.map((rejected) => rejected.reason)).toEqual([
      'unknown menu kind "VIDEO"',
      'code "../etc" is not a URL path segment',
      'code "Tin Tuc" is not a URL path segment',
      'code "user" is reserved',
      'code "news" appears twice',
    ]);
  });

  it("finds an entry by code, so a changed code moves the screen", () => {
    const moved = buildMenuRoutes([{ code: "lich-thi-dau", description: "SCHEDULE", name: "Lịch thi đấu" }]).entries;
    expect(findMenuEntry(moved, "lich-thi-dau")?.description).toBe("SCHEDULE");
    expect(findMenuEntry(moved, "lich-truc-tiep")).toBeUndefined();
  });

  it("has a Vietnamese title and empty state for every kind", () => {
    expect(MENU_KINDS.length).toBeGreaterThan(0);
    for (const kind of MENU_KINDS) {
      expect(t(MENU_SCREEN_TEXT[kind].title)).not.toBe(MENU_SCREEN_TEXT[kind].title);
      expect(t(MENU_SCREEN_TEXT[kind].empty)).not.toBe(MENU_SCREEN_TEXT[kind].empty);
      expect(t(MENU_SCREEN_TEXT[kind].description)).not.toBe(MENU_SCREEN_TEXT[kind].description);
    }
  });
});
