import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BRAND_COLOURS, DEFAULT_MENU } from "../../contract/content";
import {
  CSS_VARIABLES_MAX,
  cssVariableLines,
  isReservedSegment,
  isSlug,
  readCssVariableLines,
  RESERVED_PATH_SEGMENTS,
  SLUG_MAX_LENGTH,
} from "../../contract/site-settings";

// The rules of the admin's site settings, menu codes and page slugs (contract/site-settings.ts).

describe("readCssVariableLines", () => {
  it("reads one `--name: value` a line, with or without a semicolon, skipping blank lines", () => {
    expect(
      readCssVariableLines(
        "--color-primary: #e11d48;\n\n  --radius: 4px  \r\n--font: 'Be Vietnam Pro', sans-serif\n--gap: calc(1rem + 2px)",
      ),
    ).toEqual({
      ok: true,
      variables: { "--color-primary": "#e11d48", "--radius": "4px", "--font": "'Be Vietnam Pro', sans-serif", "--gap": "calc(1rem + 2px)" },
    });
    expect(readCssVariableLines("")).toEqual({ ok: true, variables: {} });
  });

  it("refuses anything that could leave the declaration, load a resource or run script, naming the line", () => {
    for (const [text, line] of [
      ["--x: red;}</style><script>alert(1)</script>", 1],
      ["--ok: red\n--y: url(javascript:alert(1))", 2],
      ["--z: expression(alert(1))", 1],
      ["--z: EXPRESSION (alert(1))", 1],
      ["--u: URL(x.png)", 1],
      ["--i: image-set('a.png' 1x)", 1],
      ["--s: src('font.woff')", 1],
      ["--a: red; --b: blue", 1],
      ["--q: 'unclosed", 1],
      ['--q: "a" "b', 1],
      ["--p: calc(1px", 1],
      ["--b: a\\62 c", 1],
      ["--c: /* comment */ red", 1],
      ["--at: @import", 1],
      ["--lt: a<b", 1],
      ["color: red", 1],
      ["--: red", 1],
      ["--x red", 1],
      ["--x:", 1],
      [`--long: ${"a".repeat(201)}`, 1],
      [`--${"n".repeat(65)}: red`, 1],
    ] as const) {
      expect(readCssVariableLines(text), text).toEqual({ ok: false, line });
    }
  });

  it(`refuses more than ${CSS_VARIABLES_MAX} variables`, () => {
    const lines = (count: number) => Array.from({ length: count }, (_, index) => `--v${index}: ${index}px`).join("\n");
    expect(readCssVariableLines(lines(CSS_VARIABLES_MAX)).ok).toBe(true);
    expect(readCssVariableLines(lines(CSS_VARIABLES_MAX + 1))).toEqual({ ok: false, line: CSS_VARIABLES_MAX + 1 });
  });

  it("reads back what cssVariableLines shows of the stored JSON", () => {
    const lines = cssVariableLines(JSON.stringify(BRAND_COLOURS));
    expect(lines.split("\n")).toHaveLength(Object.keys(BRAND_COLOURS).length);
    expect(readCssVariableLines(lines)).toEqual({ ok: true, variables: BRAND_COLOURS });
    expect(cssVariableLines("not json")).toBe("");
    expect(cssVariableLines("[1]")).toBe("");
    expect(cssVariableLines(undefined)).toBe("");
  });
});

describe("isSlug", () => {
  it("takes ASCII lower case words joined by single hyphens", () => {
    for (const slug of ["ha-noi-fc", "v-league", "u23", "a", "2024-25", "x".repeat(SLUG_MAX_LENGTH)]) expect(isSlug(slug), slug).toBe(true);
  });

  it("refuses diacritics, capitals, spaces, edge or double hyphens, other characters and length", () => {
    for (const slug of [
      "",
      "hà-nội",
      "Ha-Noi",
      "ha noi",
      "-ha",
      "ha-",
      "ha--noi",
      "ha_noi",
      "../etc",
      "a/b",
      "đ",
      "x".repeat(SLUG_MAX_LENGTH + 1),
    ])
      expect(isSlug(slug), slug).toBe(false);
  });
});

/** The first URL segment a Remix flat route file or folder answers, or null for a parameter or the index. */
function firstSegment(name: string): string | null {
  const route = name.replace(/\.(tsx?|jsx?)$/, "");
  // Dots split segments, except inside [] (escaped: "rss[.]xml" is "rss.xml").
  const segments: string[] = [""];
  let escaped = false;
  for (const character of route) {
    if (character === "[" || character === "]") escaped = character === "[";
    else if (character === "." && !escaped) segments.push("");
    else segments[segments.length - 1] += character;
  }
  // Pathless layouts ("_auth") and the index add no segment; a trailing "_" only un-nests.
  const first = segments.find((segment) => !segment.startsWith("_"))?.replace(/_$/, "");
  if (first === undefined || first.startsWith("$")) return null;
  return first.replace(/^\((.*)\)$/, "$1");
}

describe("RESERVED_PATH_SEGMENTS", () => {
  it("holds the first segment of every fixed route in app/routes (the tag index's menu code aside)", () => {
    const segments = readdirSync("app/routes", { withFileTypes: true })
      .map((entry) => firstSegment(entry.name))
      .filter((segment): segment is string => segment !== null && segment !== "tag");
    expect(segments.length).toBeGreaterThan(10);
    expect(segments).toContain("rss.xml");
    expect(segments.filter((segment) => !isReservedSegment(segment))).toEqual([]);
  });

  it("reads route names as Remix does", () => {
    expect(["_index.tsx", "$slug.tsx", "$.tsx", "$slug_.$detail.tsx", "_auth.tsx"].map(firstSegment)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(
      ["schedule._index.tsx", "altcha-worker[.]js.ts", "user_.settings.tsx", "_auth.login.tsx", "doi-bong.$slug"].map(firstSegment),
    ).toEqual(["schedule", "altcha-worker.js", "user", "login", "doi-bong"]);
  });

  it("leaves the shipped menu's codes free, and holds only slugs or file names", () => {
    expect(DEFAULT_MENU.filter((entry) => isReservedSegment(entry.code))).toEqual([]);
    for (const segment of RESERVED_PATH_SEGMENTS) expect(isSlug(segment) || /^[a-z-]+\.[a-z]+$/.test(segment), segment).toBe(true);
  });
});
