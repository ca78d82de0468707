import { describe, expect, it } from "vitest";
import {
  MAX_COOKIE_HEADER_LENGTH,
  MAX_COOKIE_PAIR_LENGTH,
  isPrintableCookieName,
  isPrintableCookieValue,
  parseCookieHeader,
} from "~/services/session/cookies";

describe("isPrintableCookieName", () => {
  it.each(["sessionId", "isUser", "userInfo", "darkmode1", "__Host-session", "a!#$%&'*+-.^_`|~9"])("accepts %j", (name) => {
    expect(isPrintableCookieName(name)).toBe(true);
  });

  it.each([
    "",
    "a b",
    "a=b",
    "a;b",
    "a,b",
    'a"b',
    "a(b)",
    "a<b>",
    "a@b",
    "a:b",
    "a\\b",
    "a/b",
    "a[b]",
    "a?b",
    "a{b}",
    "a\tb",
    "a\u0000",
    "a\u007f",
    "tên",
    "a\u00a0",
  ])("refuses %j", (name) => {
    expect(isPrintableCookieName(name)).toBe(false);
  });

  it("refuses values that are not strings", () => {
    for (const name of [42, null, undefined, {}, ["a"]]) expect(isPrintableCookieName(name)).toBe(false);
  });
});

describe("isPrintableCookieValue", () => {
  it.each(["", "1", "-1763700000000482913", "%7B%22uid%22%3A1%7D", "abc-DEF_123", "!#$%&'()*+-./:<=>?@[]^_`{|}~"])(
    "accepts %j",
    (value) => {
      expect(isPrintableCookieValue(value)).toBe(true);
    },
  );

  it.each(["a b", 'a"b', '"quoted"', "a,b", "a;b", "a\\b", "\t", "a\nb", "\u0000", "\u007f", "é", "tên"])("refuses %j", (value) => {
    expect(isPrintableCookieValue(value)).toBe(false);
  });

  it("refuses values that are not strings", () => {
    for (const value of [1, null, undefined, {}]) expect(isPrintableCookieValue(value)).toBe(false);
  });
});

describe("parseCookieHeader", () => {
  it("reads the site's cookies", () => {
    expect(parseCookieHeader("sessionId=-1763700000000482913; isUser=0; darkmode1=1")).toEqual({
      sessionId: "-1763700000000482913",
      isUser: "0",
      darkmode1: "1",
    });
  });

  it("tolerates extra whitespace and empty segments", () => {
    expect(parseCookieHeader("  a=1 ;b=2;;\t c = 3 ; ")).toEqual({ a: "1", b: "2", c: "3" });
  });

  it("returns an empty result for missing or empty headers", () => {
    expect(parseCookieHeader(null)).toEqual({});
    expect(parseCookieHeader(undefined)).toEqual({});
    expect(parseCookieHeader("")).toEqual({});
    expect(parseCookieHeader(";;;")).toEqual({});
  });

  it("decodes percent-encoded values", () => {
    expect(parseCookieHeader("userInfo=%7B%22uid%22%3A%22-1%22%2C%22nickName%22%3A%22T%C3%AAn%22%7D")).toEqual({
      userInfo: '{"uid":"-1","nickName":"Tên"}',
    });
  });

  it("keeps the raw value when its percent-encoding is broken", () => {
    expect(parseCookieHeader("a=%E0%A4%A; b=100%; c=%zz; d=%")).toEqual({ a: "%E0%A4%A", b: "100%", c: "%zz", d: "%" });
  });

  it("keeps '=' inside values and accepts empty values", () => {
    expect(parseCookieHeader("token=abc==; empty=")).toEqual({ token: "abc==", empty: "" });
  });

  it("unwraps a double-quoted value", () => {
    expect(parseCookieHeader('a="1"; b=""')).toEqual({ a: "1", b: "" });
  });

  it.each([
    ["a pair without '='", "orphan; a=1", { a: "1" }],
    ["an empty name", "=1; a=1", { a: "1" }],
    ["a name with a space", "bad name=1; a=1", { a: "1" }],
    ["a name with a separator", "a(b)=1; a=1", { a: "1" }],
    ["a non-ASCII name", "tên=1; a=1", { a: "1" }],
    ["a value with a space", "b=x y; a=1", { a: "1" }],
    ["a value with a backslash", "b=x\\y; a=1", { a: "1" }],
    ["a value with a lone quote", 'b="x; a=1', { a: "1" }],
    ["a non-ASCII value", "b=Tên; a=1", { a: "1" }],
    ["a value with a control character", "b=x\u0001y; a=1", { a: "1" }],
    ["a value that decodes to a newline", "b=x%0Ay; a=1", { a: "1" }],
    ["a value that decodes to NUL", "b=%00; a=1", { a: "1" }],
    ["a value that decodes to DEL", "b=%7F; a=1", { a: "1" }],
  ])("skips %s", (_case, header, expected) => {
    expect(parseCookieHeader(header)).toEqual(expected);
  });

  it("keeps the first of duplicate names", () => {
    expect(parseCookieHeader("sessionId=first; sessionId=second")).toEqual({ sessionId: "first" });
  });

  it("treats __proto__ and constructor as ordinary names without touching prototypes", () => {
    const cookies = parseCookieHeader("__proto__=x; constructor=y; toString=z");
    expect(Object.getPrototypeOf(cookies)).toBeNull();
    expect(Object.keys(cookies)).toEqual(["__proto__", "constructor", "toString"]);
    expect(cookies["__proto__"]).toBe("x");
    expect(({} as Record<string, unknown>)["x"]).toBeUndefined();
  });

  it("does not let a name seen only on the prototype count as a duplicate", () => {
    expect(parseCookieHeader("hasOwnProperty=1")).toEqual({ hasOwnProperty: "1" });
  });

  it("skips a pair longer than a browser would store", () => {
    const long = "v".repeat(MAX_COOKIE_PAIR_LENGTH);
    expect(parseCookieHeader(`big=${long}; a=1`)).toEqual({ a: "1" });
    const fits = "v".repeat(MAX_COOKIE_PAIR_LENGTH - 3);
    expect(parseCookieHeader(`big=${fits}`)).toEqual({ big: fits });
  });

  it("reads only the start of a huge header and never returns a cut pair", () => {
    const value = "v".repeat(100);
    const pairs = Array.from({ length: 1_000 }, (_, i) => `k${i}=${value}`);
    const header = pairs.join("; ");
    expect(header.length).toBeGreaterThan(MAX_COOKIE_HEADER_LENGTH);

    const cookies = parseCookieHeader(header);
    const entries = Object.entries(cookies);
    expect(entries.length).toBeGreaterThan(100);
    expect(entries.length).toBeLessThan(pairs.length);
    expect(cookies["k0"]).toBe(value);
    for (const [, parsed] of entries) expect(parsed).toBe(value);
  });

  it("copes with a megabyte of junk quickly", () => {
    const started = performance.now();
    expect(() => parseCookieHeader("=;%".repeat(350_000))).not.toThrow();
    expect(() => parseCookieHeader("a".repeat(1_000_000))).not.toThrow();
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("never throws and only returns printable names and control-free values, whatever the input", () => {
    const alphabet = ["a", "Z", "0", "=", ";", " ", "\t", "%", "%0", "%E0", "%25", '"', "\\", ",", "\u0000", "\n", "é", "😀", "\ud800"];
    let seed = 42;
    const nextRandom = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let run = 0; run < 2_000; run += 1) {
      let header = "";
      const length = Math.floor(nextRandom() * 40);
      for (let i = 0; i < length; i += 1) header += alphabet[Math.floor(nextRandom() * alphabet.length)] ?? "";
      const cookies = parseCookieHeader(header);
      for (const [name, value] of Object.entries(cookies)) {
        expect(isPrintableCookieName(name)).toBe(true);
        const controlCharacters = [...value].filter((character) => character < " " || character === "\u007f");
        expect(controlCharacters).toEqual([]);
      }
    }
  });
});
