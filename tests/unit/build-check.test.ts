import { describe, expect, it } from "vitest";
import { isNewerBuild, RELOAD_GUARD_MS, reloadAllowed } from "~/services/shell/build-check";

describe("new build check", () => {
  it("sees a newer build only when the latest-build file names another id", () => {
    expect(isNewerBuild("abc", { buildId: "def" })).toBe(true);
    expect(isNewerBuild("abc", { buildId: "abc" })).toBe(false);
    expect(isNewerBuild("abc", { buildId: "" })).toBe(false);
    expect(isNewerBuild("abc", { buildId: 5 })).toBe(false);
    expect(isNewerBuild("abc", null)).toBe(false);
    expect(isNewerBuild("abc", "def")).toBe(false);
  });

  it("guards reloads for 10 seconds", () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(reloadAllowed(1_000_000, null)).toBe(true);
    expect(reloadAllowed(1_000_000, 1_000_000 - 9_999)).toBe(false);
    expect(reloadAllowed(1_000_000, 1_000_000 - 10_000)).toBe(true);
    expect(reloadAllowed(1_000_000, Number.NaN)).toBe(true);
    // A clock that went backwards must not block reloads forever.
    expect(reloadAllowed(1_000_000, 2_000_000)).toBe(true);
  });
});
