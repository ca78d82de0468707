import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultDatabaseTemplateDir } from "../../../server/db/database-template";
import { startTestSite, type TestSite } from "../../helpers/site";
import { copyFolder } from "../../helpers/test-database";

// The match page (/schedule/{slug}) served by the whole site on the shipped data, as a browser
// without JavaScript sees it; tests/e2e/match-page.spec.ts checks the 2022 final in a browser.

/** The page's visible text, tags and scripts removed. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

// A phone's browser: a bot would get the status without the error page (docs/decisions/004-bots-get-status-not-error-pages.md).
const BROWSER = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";

describe("the match page", () => {
  let site: TestSite;
  const page = async (slug: string) => {
    const response = await fetch(`${site.url}/schedule/${slug}`, { headers: { "User-Agent": BROWSER } });
    return { status: response.status, html: await response.text() };
  };

  beforeAll(async () => {
    // The site's first start copies its DATA_DIR/db: here the template `npm run build` filled with the sports data.
    const dataDir = mkdtempSync(path.join(tmpdir(), "vsport-match-page-"));
    await copyFolder(defaultDatabaseTemplateDir(), path.join(dataDir, "db"));
    site = await startTestSite({}, dataDir);
  });
  afterAll(() => site.dispose());

  it("shows a match known only by its date with its day, 'Giờ chưa rõ' and clear empty sections", async () => {
    // The international results give no time, no lineups and no statistics; this match has no scorers either.
    const { status, html } = await page("thuy-si-vs-colombia-2026-07-07");
    expect(status).toBe(200);
    const text = textOf(html);
    expect(text).toContain("Giờ chưa rõ");
    expect(text).toContain("7 tháng 7, 2026");
    expect(text).toContain("Chưa có diễn biến cho trận đấu này");
    expect(text).toContain("Chưa có đội hình cho trận đấu này");
    expect(text).toContain("Không thể tải dữ liệu thống kê");
    const jsonLd = /<script type="application\/ld\+json" nonce="[^"]+">(.*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(JSON.parse(jsonLd)).toMatchObject({ "@type": "SportsEvent", startDate: "2026-07-07" });
    // CC0 data owes no credit.
    expect(html).not.toContain('data-testid="data-credits"');
  });

  it("shows a group match's group table with both teams marked", async () => {
    const { status, html } = await page("argentina-vs-a-rap-xe-ut-2022-11-22");
    expect(status).toBe(200);
    const marked = [...html.matchAll(/<tr[^>]*aria-current="true"[^>]*>(.*?)<\/tr>/gs)].map((row) => textOf(row[1] ?? ""));
    expect(marked).toHaveLength(2);
    expect(marked.some((row) => row.includes("Argentina"))).toBe(true);
    expect(marked.some((row) => row.includes("Ả Rập Xê Út"))).toBe(true);
    expect(textOf(html)).toContain("Ba Lan");
  });

  it("credits the CC BY data of an NBA game", async () => {
    const { status, html } = await page("denver-nuggets-vs-miami-heat-2023-06-12");
    expect(status).toBe(200);
    expect(html).toContain('data-dataset="nba"');
    expect(textOf(html)).toContain("CC BY 4.0");
  });

  it("gives the JSON-LD the response's CSP nonce", async () => {
    const response = await fetch(`${site.url}/schedule/argentina-vs-phap-2022-12-18`);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(await response.text()).toContain(`<script type="application/ld+json" nonce="${nonce}">`);
  });

  it("shows the shoot-out's winner when only the winner is known", async () => {
    const { status, html } = await page("han-quoc-vs-iraq-1972-05-07");
    expect(status).toBe(200);
    expect(textOf(html)).toMatch(/thắng luân lưu/);
  });

  it("answers an unknown slug, and one the API could not name, with the 404 page", async () => {
    for (const slug of ["argentina-vs-phap-1800-01-01", "Argentina_vs_Phap", "a".repeat(201)]) {
      const { status, html } = await page(slug);
      expect(status, slug).toBe(404);
      expect(textOf(html)).toContain("Không tìm thấy trang");
    }
  });
});
