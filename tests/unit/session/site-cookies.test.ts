import { describe, expect, it } from "vitest";
import { readSiteCookies, siteCookieHeader } from "~/services/session/site-cookies.server";

// The spec's cookies (section 3) and its rule that cookie names and values are printable
// (section 5): what the site writes, and what it takes from a hostile Cookie header.
const request = (cookie: string | null) => new Request("http://localhost/", cookie === null ? {} : { headers: { Cookie: cookie } });
const http = { secureRequest: false };

// RFC 6265: a token name, then cookie-octets (visible ASCII without " , ; \ and space).
const PRINTABLE_PAIR = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+=[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/;

describe("siteCookieHeader", () => {
  it.each([
    ["sessionId", "-1763700000000482913"],
    ["isUser", "3"],
    ["darkmode1", "1"],
    ["userInfo", JSON.stringify({ uid: "-1", nickName: 'Tên; có "dấu" = và \\ ,', grow: 0, score: 0, isUser: 0 })],
  ] as const)("writes %s with a printable name and value", (name, value) => {
    const header = siteCookieHeader(http, name, value, 60);
    expect(header.split("; ")[0]).toMatch(PRINTABLE_PAIR);
    expect(readSiteCookies(request(header.split("; ")[0] ?? ""))[name]).toBe(value);
  });

  it("keeps the spec's plain values for isUser and darkmode1", () => {
    expect(siteCookieHeader(http, "darkmode1", "1", 60)).toMatch(/^darkmode1=1; Max-Age=60; Path=\/; SameSite=Lax$/);
    expect(siteCookieHeader(http, "isUser", "0")).toBe("isUser=0; Path=/; SameSite=Lax");
  });

  it("makes only sessionId httpOnly, and every cookie Secure over https", () => {
    expect(siteCookieHeader(http, "sessionId", "x")).toContain("HttpOnly");
    expect(siteCookieHeader(http, "userInfo", "{}")).not.toContain("HttpOnly");
    expect(siteCookieHeader({ secureRequest: true }, "darkmode1", "0")).toContain("Secure");
  });
});

describe("readSiteCookies", () => {
  it("reads the site's cookies and nothing else", () => {
    expect(readSiteCookies(request("sessionId=-1763700000000482913; isUser=0; darkmode1=1; other=x"))).toEqual({
      sessionId: "-1763700000000482913",
      isUser: "0",
      darkmode1: "1",
    });
  });

  it("returns nothing for missing or empty headers, and tolerates whitespace and empty segments", () => {
    expect(readSiteCookies(request(null))).toEqual({});
    expect(readSiteCookies(request(";;;"))).toEqual({});
    expect(readSiteCookies(request("  isUser=1 ;;\t darkmode1 = 0 ; "))).toEqual({ isUser: "1", darkmode1: "0" });
  });

  it("decodes percent-encoded values and keeps a broken encoding as it is", () => {
    expect(readSiteCookies(request("userInfo=%7B%22nickName%22%3A%22T%C3%AAn%22%7D")).userInfo).toBe('{"nickName":"Tên"}');
    expect(readSiteCookies(request("sessionId=%E0%A4%A")).sessionId).toBe("%E0%A4%A");
  });

  it.each([
    ["a value that decodes to a newline", "sessionId=x%0Ay"],
    ["a value that decodes to NUL", "sessionId=%00"],
    ["a value that decodes to DEL", "sessionId=%7F"],
    ["a value longer than a browser would store", `sessionId=${"v".repeat(4097)}`],
  ])("drops %s", (_case, header) => {
    expect(readSiteCookies(request(header)).sessionId).toBeUndefined();
  });

  it("keeps the first of duplicate names", () => {
    expect(readSiteCookies(request("sessionId=first; sessionId=second")).sessionId).toBe("first");
  });

  it("is not fooled by __proto__ or names of Object's methods", () => {
    const cookies = readSiteCookies(request("__proto__=x; constructor=y; hasOwnProperty=1; isUser=2"));
    expect(cookies).toEqual({ isUser: "2" });
    expect(({} as Record<string, unknown>)["x"]).toBeUndefined();
  });

  it("never throws and only returns control-free values, whatever the input", () => {
    const alphabet = [
      "a",
      "=",
      ";",
      " ",
      "\t",
      "%",
      "%0",
      "%E0",
      "%25",
      '"',
      "\\",
      ",",
      "\u0000",
      "é",
      "😀",
      "\ud800",
      "; isUser=",
      "; darkmode1=",
    ];
    let seed = 42;
    const nextRandom = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    let read = 0;
    for (let run = 0; run < 2_000; run += 1) {
      let header = "sessionId=";
      const length = Math.floor(nextRandom() * 40);
      for (let i = 0; i < length; i += 1) header += alphabet[Math.floor(nextRandom() * alphabet.length)] ?? "";
      // A Headers object refuses some of these characters itself; such headers never reach us.
      let cookies: Record<string, string | undefined>;
      try {
        cookies = readSiteCookies(request(header));
      } catch (error) {
        expect(error).toBeInstanceOf(TypeError);
        continue;
      }
      for (const value of Object.values(cookies)) {
        read += 1;
        expect([...(value ?? "")].filter((character) => character < " " || character === "\u007f")).toEqual([]);
      }
    }
    // The random headers did name the site's cookies: the loop checked values, not nothing.
    expect(read).toBeGreaterThan(100);
  });
});
