import { describe, expect, it } from "vitest";
import { customCssVariablesRule, safeThemeColor, socialLinks, themeModeOf, toConfigurationMap } from "~/services/shell/site-config";

describe("site configuration", () => {
  it("turns the configuration list into a code-to-value map over the defaults", () => {
    const map = toConfigurationMap([
      { code: "site_name", value: "Thể thao" },
      { code: "extra", value: "1" },
    ]);
    expect(map.site_name).toBe("Thể thao");
    expect(map.extra).toBe("1");
    expect(map.theme_mode).toBe("light");
  });

  it("injects only well-formed CSS variables", () => {
    expect(customCssVariablesRule('{"--color-primary":"#e11d48","--gap":"8px"}')).toBe(":root{--color-primary:#e11d48;--gap:8px}");
    expect(customCssVariablesRule('{"--x":"red;}</style><script>alert(1)</script>","color":"red","--y":"blue"}')).toBe(":root{--y:blue}");
    expect(customCssVariablesRule('{"--x":"url(javascript:alert(1))"}')).toBe("");
    expect(customCssVariablesRule("not json")).toBe("");
    expect(customCssVariablesRule("[1,2]")).toBe("");
    expect(customCssVariablesRule(undefined)).toBe("");
  });

  it("falls back on a bad theme colour or mode", () => {
    expect(safeThemeColor("#0f172a")).toBe("#0f172a");
    expect(safeThemeColor('red"/><script>')).toBe("#e11d48");
    expect(themeModeOf("dark")).toBe("dark");
    expect(themeModeOf("DARK")).toBe("light");
    expect(themeModeOf(undefined)).toBe("light");
  });

  it("keeps only https social links", () => {
    expect(
      socialLinks({ social_facebook: "https://facebook.com/vsport", social_youtube: "javascript:alert(1)", social_tiktok: "http://x" }),
    ).toEqual([{ network: "facebook", url: "https://facebook.com/vsport" }]);
  });
});
