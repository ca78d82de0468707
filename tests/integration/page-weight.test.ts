import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../helpers/site";

// The JavaScript budget of issue 7 (docs/decisions/019-page-weight.md): what a first visit to
// the home and schedule pages downloads, gzip-compressed, from the production build.
export const PAGE_JS_BUDGET_BYTES = 120 * 1024;
const BUDGETED_PAGES = ["/", "/lich-truc-tiep"];
const PUBLIC_DIR = path.resolve("public");

/** Every /build/….js the HTML names: module scripts, modulepreload links and the inline imports of Remix's boot script. */
function scriptsOf(html: string): string[] {
  return [...new Set([...html.matchAll(/["'](\/build\/[^"']+\.js)["']/g)].map((match) => match[1]!))].sort();
}

function gzipSizeOf(href: string): number {
  return gzipSync(readFileSync(path.join(PUBLIC_DIR, href)), { level: 9 }).length;
}

const BROWSER_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe("page weight on the production build", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site.dispose());

  it.each(BUDGETED_PAGES)(`%s loads at most ${kilobytes(PAGE_JS_BUDGET_BYTES)} of gzip JavaScript`, async (page) => {
    const response = await fetch(`${site.url}${page}`);
    expect(response.status).toBe(200);
    const scripts = scriptsOf(await response.text());
    expect(scripts.length).toBeGreaterThan(0);
    const sizes = scripts.map((href) => ({ href, bytes: gzipSizeOf(href) })).sort((a, b) => b.bytes - a.bytes);
    const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
    const report = [
      `${page}: ${kilobytes(total)} of gzip JavaScript (budget ${kilobytes(PAGE_JS_BUDGET_BYTES)}) in ${sizes.length} files:`,
      ...sizes.map(({ href, bytes }) => `  ${kilobytes(bytes).padStart(9)}  ${href}`),
    ].join("\n");
    expect(total, report).toBeLessThanOrEqual(PAGE_JS_BUDGET_BYTES);
  });

  it("keeps the account forms' libraries (zod, conform, the proof of work) and sonner off the first load", async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    const code = scriptsOf(html)
      .map((href) => readFileSync(path.join(PUBLIC_DIR, href), "utf8"))
      .join("\n");
    expect(code).not.toContain("ZodError");
    expect(code).not.toContain("data-sonner-toaster");
    expect(code).not.toContain("altcha-widget");
  });

  it.each(["/", "/lich-truc-tiep", "/news", "/account/login", "/account/register", "/tag/bong-da", "/khong-co-trang-nay"])(
    "%s has a title and a meta description",
    async (page) => {
      // A browser's user agent: bots get a missing page's status without the page (decision 004).
      const html = await (await fetch(`${site.url}${page}`, { headers: { "User-Agent": BROWSER_USER_AGENT } })).text();
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    },
  );
});
