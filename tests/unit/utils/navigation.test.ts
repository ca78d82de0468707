import { describe, expect, it } from "vitest";
import { hasForbiddenScheme, safeNavigationTarget, safeRedirect } from "~/services/shell/navigation";

const ORIGIN = "https://vsport.example";

const FORBIDDEN_SCHEME_TARGETS = [
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  " JaVaScRiPt:alert(1)",
  "\tjavascript:alert(1)",
  "\n\rjavascript:alert(1)",
  "\u0000javascript:alert(1)",
  "\u0001\u001fjavascript:alert(1)",
  "\u00a0javascript:alert(1)",
  "\u200bjavascript:alert(1)",
  "\ufeffjavascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "java\rscript:alert(1)",
  "jav\u0000ascript:alert(1)",
  "javascript :alert(1)",
  "javascript\t:alert(1)",
  "%6Aavascript:alert(1)",
  "%6a%61%76%61%73%63%72%69%70%74%3aalert(1)",
  "%256Aavascript:alert(1)",
  "%25256Aavascript:alert(1)",
  "java%09script:alert(1)",
  "%20javascript:alert(1)",
  "%00javascript:alert(1)",
  "&#106;avascript:alert(1)",
  "&#x6A;avascript:alert(1)",
  "&#X6a;avascript:alert(1)",
  "&#0000106avascript:alert(1)",
  "&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58alert(1)",
  "javascript&colon;alert(1)",
  "javascript&COLON;alert(1)",
  "jav&#x09;ascript:alert(1)",
  "jav&Tab;ascript:alert(1)",
  "&NewLine;javascript:alert(1)",
  "&amp;#106;avascript:alert(1)",
  "%26%23106%3Bavascript:alert(1)",
  "javascript://vsport.example/%0aalert(1)",
  "vbscript:msgbox(1)",
  "VBScript:msgbox(1)",
  " vb\tscript:msgbox(1)",
  "%76bscript:msgbox(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "DATA:text/html,<script>alert(1)</script>",
  "  da\nta:text/html,x",
  "%64ata:text/html,x",
  "&#100;ata:text/html,x",
  "blob:https://vsport.example/4f7c-uuid",
  "BLOB:https://vsport.example/4f7c-uuid",
  "b\tlob:https://vsport.example/4f7c-uuid",
  "%62lob:https://vsport.example/4f7c-uuid",
];

const PROTOCOL_RELATIVE_TARGETS = [
  "//evil.com",
  "//evil.com/path",
  " //evil.com",
  "/\\evil.com",
  "\\\\evil.com",
  "\\/evil.com",
  "/\t/evil.com",
  "/\n/evil.com",
  "%2F%2Fevil.com",
  "/%2Fevil.com",
  "%5C%5Cevil.com",
  "&#47;&#47;evil.com",
  "&sol;&sol;evil.com",
  "/.//evil.com",
  "/./\\evil.com",
];

const EXTERNAL_TARGETS = [
  "https://evil.com",
  "http://evil.com/schedule",
  "HTTPS://EVIL.COM/",
  "https://vsport.example.evil.com/",
  "https://vsport.example@evil.com/",
  "http://vsport.example/",
  "https://vsport.example:8443/",
  "https:\\\\evil.com",
  "https:/\\evil.com",
];

describe("safeNavigationTarget", () => {
  it.each(FORBIDDEN_SCHEME_TARGETS)("refuses the forbidden scheme in %j", (target) => {
    expect(safeNavigationTarget(target, ORIGIN)).toBeNull();
    expect(safeNavigationTarget(target, ORIGIN, { allowExternal: true })).toBeNull();
    expect(hasForbiddenScheme(target)).toBe(true);
  });

  it.each(PROTOCOL_RELATIVE_TARGETS)("refuses the protocol-relative %j, even with allowExternal", (target) => {
    expect(safeNavigationTarget(target, ORIGIN)).toBeNull();
    expect(safeNavigationTarget(target, ORIGIN, { allowExternal: true })).toBeNull();
  });

  it.each(EXTERNAL_TARGETS)("refuses the external %j by default", (target) => {
    expect(safeNavigationTarget(target, ORIGIN)).toBeNull();
  });

  it.each([
    ["/", "/"],
    ["/schedule", "/schedule"],
    ["/schedule/ngoai-hang-anh?date=2025-11-21#live", "/schedule/ngoai-hang-anh?date=2025-11-21#live"],
    ["https://vsport.example/news/bai-viet", "/news/bai-viet"],
    ["HTTPS://VSPORT.EXAMPLE/tag/bong-da", "/tag/bong-da"],
    ["news", "/news"],
    ["?page=2", "/?page=2"],
    ["#top", "/#top"],
    ["/a/../b", "/b"],
    ["  /user  ", "/user"],
    ["/tìm-kiếm", "/t%C3%ACm-ki%E1%BA%BFm"],
    ["/tag/100%25", "/tag/100%25"],
    ["/search?q=javascript:alert(1)", "/search?q=javascript:alert(1)"],
    ["/redirect?to=//evil.com", "/redirect?to=//evil.com"],
    ["/a\\b", "/a/b"],
  ])("keeps the in-site %j as %j", (target, expected) => {
    expect(safeNavigationTarget(target, ORIGIN)).toBe(expected);
  });

  it("returns a path, not the raw input, so nothing the parser did not understand gets through", () => {
    expect(safeNavigationTarget("/live\n/room", ORIGIN)).toBe("/live/room");
  });

  it("refuses empty targets", () => {
    expect(safeNavigationTarget("", ORIGIN)).toBeNull();
    expect(safeNavigationTarget(" \t\n", ORIGIN)).toBeNull();
  });

  it("refuses everything when the current origin is not an http(s) origin", () => {
    expect(safeNavigationTarget("/schedule", "not a url")).toBeNull();
    expect(safeNavigationTarget("/schedule", "javascript:alert(1)")).toBeNull();
    expect(safeNavigationTarget("/schedule", "file:///etc")).toBeNull();
  });

  it("accepts an origin given as a full URL", () => {
    expect(safeNavigationTarget("/news", "https://vsport.example/schedule?x=1")).toBe("/news");
  });

  it("refuses encodings that never settle", () => {
    expect(safeNavigationTarget("/%252525252525252541", ORIGIN)).toBeNull();
    expect(safeNavigationTarget("%2525252525256Aavascript:alert(1)", ORIGIN)).toBeNull();
  });

  describe("with allowExternal", () => {
    const allow = { allowExternal: true } as const;

    it("returns external http and https URLs as absolute hrefs", () => {
      expect(safeNavigationTarget("https://example.com/a?b=1#c", ORIGIN, allow)).toBe("https://example.com/a?b=1#c");
      expect(safeNavigationTarget("http://example.com", ORIGIN, allow)).toBe("http://example.com/");
      expect(safeNavigationTarget("  HTTPS://Example.COM/x", ORIGIN, allow)).toBe("https://example.com/x");
    });

    it("still returns in-site targets as paths", () => {
      expect(safeNavigationTarget("https://vsport.example/user", ORIGIN, allow)).toBe("/user");
    });

    it.each(["ftp://example.com/file", "mailto:bdv@example.com", "tel:0912345678", "file:///etc/passwd", "ws://example.com"])(
      "still refuses the non-http scheme in %j",
      (target) => {
        expect(safeNavigationTarget(target, ORIGIN, allow)).toBeNull();
      },
    );

    it("refuses URLs carrying credentials", () => {
      expect(safeNavigationTarget("https://user:pass@example.com/", ORIGIN, allow)).toBeNull();
      expect(safeNavigationTarget("https://vsport.example@evil.com/", ORIGIN, allow)).toBeNull();
    });
  });
});

describe("hasForbiddenScheme", () => {
  it("does not flag ordinary targets", () => {
    for (const target of ["/schedule", "https://example.com", "news", "/search?q=data:1", "/javascript"]) {
      expect(hasForbiddenScheme(target)).toBe(false);
    }
  });
});

describe("safeRedirect", () => {
  it("keeps in-site paths", () => {
    expect(safeRedirect("/user")).toBe("/user");
    expect(safeRedirect("/schedule?date=2025-11-21")).toBe("/schedule?date=2025-11-21");
  });

  it.each([...FORBIDDEN_SCHEME_TARGETS, ...PROTOCOL_RELATIVE_TARGETS, ...EXTERNAL_TARGETS, "", "   "])("falls back for %j", (target) => {
    expect(safeRedirect(target)).toBe("/");
    expect(safeRedirect(target, "/user")).toBe("/user");
  });

  it("refuses absolute URLs, since a server redirect target must be a path", () => {
    expect(safeRedirect("https://vsport.example/user")).toBe("/");
  });

  it("falls back for values that are not strings (missing or file form fields)", () => {
    for (const target of [null, undefined, 42, {}, ["/user"], new Blob(["x"])]) {
      expect(safeRedirect(target, "/schedule")).toBe("/schedule");
    }
  });

  it("does not trust the fallback either", () => {
    expect(safeRedirect(null, "//evil.com")).toBe("/");
    expect(safeRedirect(null, "javascript:alert(1)")).toBe("/");
    expect(safeRedirect(null, "https://evil.com")).toBe("/");
  });
});
