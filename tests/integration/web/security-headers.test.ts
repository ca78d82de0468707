import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../../helpers/site";
import { pageHtml, WebClient } from "./web-client";

// The headers every answer of the web node carries (helmet in server/web, decision 011): a CSP
// whose per-request nonce is the only way an inline script runs, framing refused except for the
// iframe layout, HSTS only over https.

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function nonceOf(header: string | null): string {
  const nonces = (directives(header).get("script-src") ?? [])
    .map((source) => /^'nonce-([A-Za-z0-9+/=]+)'$/.exec(source)?.[1])
    .filter((nonce) => nonce !== undefined);
  expect(nonces).toHaveLength(1);
  return nonces[0] ?? "";
}

/** The nonce attribute of every <script> of the page (null where it has none). */
function scriptNonces(html: string): (string | null)[] {
  return [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => /\bnonce="([^"]*)"/.exec(match[1] ?? "")?.[1] ?? null);
}

describe("security headers", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site.dispose());

  it("a page's CSP carries a fresh nonce that every inline script of the page carries too", async () => {
    const client = new WebClient(site);
    const seen = new Set<string>();
    for (const path of ["/", "/ket-qua", "/khong-co-trang-nay", "/?modal=login"]) {
      const response = await client.get(path);
      const nonce = nonceOf(response.headers.get("content-security-policy"));
      expect(nonce.length, path).toBeGreaterThanOrEqual(22);
      const nonces = scriptNonces(await pageHtml(response));
      expect(nonces.length, path).toBeGreaterThan(0);
      expect(
        nonces.every((value) => value === nonce),
        `${path}: ${JSON.stringify(nonces)} vs ${nonce}`,
      ).toBe(true);
      seen.add(nonce);
    }
    expect(seen.size).toBe(4);
  });

  it("the policy allows this site's own resources and nothing else", async () => {
    const response = await new WebClient(site).get("/");
    const csp = directives(response.headers.get("content-security-policy"));
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")?.filter((source) => !source.startsWith("'nonce-"))).toEqual(["'self'"]);
    expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(csp.get("media-src")).toEqual(["'self'", "blob:"]);
    expect(csp.get("connect-src")).toEqual(["'self'", "ws:", "wss:"]);
    expect(csp.get("font-src")).toEqual(["'self'", "data:"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-powered-by")).toBeNull();
    // Plain http: no HSTS.
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("pages of the iframe layout may be framed by other sites; no other page may", async () => {
    const client = new WebClient(site);
    const framed = await client.get("/ket-qua?layout=iframe");
    expect(framed.status).toBe(200);
    expect(directives(framed.headers.get("content-security-policy")).get("frame-ancestors")).toEqual(["*"]);
    expect(framed.headers.get("x-frame-options")).toBeNull();
    expect(framed.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    const nonce = nonceOf(framed.headers.get("content-security-policy"));
    expect(scriptNonces(await pageHtml(framed)).every((value) => value === nonce)).toBe(true);

    for (const path of [
      "/ket-qua",
      "/ket-qua?layout=full",
      "/ket-qua?layout=IFRAME",
      "/ket-qua?x=layout%3Diframe",
      "/user?layout=iframex",
    ]) {
      const response = await client.get(path);
      expect(directives(response.headers.get("content-security-policy")).get("frame-ancestors"), path).toEqual(["'none'"]);
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      expect(response.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
    }
  });

  it("the web node's own answers carry the headers too", async () => {
    const refused = await fetch(`${site.url}/theme`, { method: "POST", body: new URLSearchParams({ theme: "dark" }) });
    expect(refused.status).toBe(403);
    expect(directives(refused.headers.get("content-security-policy")).get("frame-ancestors")).toEqual(["'none'"]);
    const health = await fetch(`${site.url}/healthz`);
    expect(health.headers.get("x-content-type-options")).toBe("nosniff");
    expect(health.headers.get("x-powered-by")).toBeNull();
  });
});

describe("HSTS", () => {
  it("is sent over https behind a trusted proxy, never over plain http", async () => {
    const trusting = await startTestSite({ TRUST_PROXY: "true" });
    const untrusting = await startTestSite();
    try {
      const secure = await new WebClient(trusting).request("/", { headers: { "X-Forwarded-Proto": "https" } });
      expect(secure.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      const plain = await new WebClient(trusting).get("/");
      expect(plain.headers.get("strict-transport-security")).toBeNull();
      const spoofed = await new WebClient(untrusting).request("/", { headers: { "X-Forwarded-Proto": "https" } });
      expect(spoofed.headers.get("strict-transport-security")).toBeNull();
    } finally {
      await Promise.all([trusting.dispose(), untrusting.dispose()]);
    }
  });
});
