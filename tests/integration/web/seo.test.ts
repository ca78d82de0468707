import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultDatabaseTemplateDir } from "../../../server/db/database-template";
import { readShippedContent } from "../../../server/content/shipped";
import { copyFolder } from "../../helpers/test-database";
import { startTestSite, type TestSite } from "../../helpers/site";

// Search engines and link previews (docs/content.md, "SEO") on the shipped data, with SITE_URL set.
const ORIGIN = "https://vsport.example";

describe("SEO and sharing", () => {
  let site: TestSite;
  const get = async (pathname: string) => {
    const response = await fetch(`${site.url}${pathname}`);
    return { status: response.status, type: response.headers.get("content-type") ?? "", body: await response.text() };
  };
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>,
    );

  beforeAll(async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "vsport-site-"));
    await copyFolder(defaultDatabaseTemplateDir(), path.join(folder, "db"));
    site = await startTestSite({ SITE_URL: `${ORIGIN}/` }, folder);
  }, 120_000);
  afterAll(() => site.dispose());

  it("has robots.txt pointing at the sitemap, which lists the content and the real matches in files of 10,000", async () => {
    const robots = await get("/robots.txt");
    expect(robots.type).toMatch(/^text\/plain/);
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots.body).toContain("Disallow: /user");
    const index = await get("/sitemap.xml");
    expect(index.type).toMatch(/^application\/xml/);
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(files).toEqual([`${ORIGIN}/sitemaps/content.xml`, `${ORIGIN}/sitemaps/matches-1.xml`, `${ORIGIN}/sitemaps/matches-2.xml`]);
    const content = (await get("/sitemaps/content.xml")).body;
    const shipped = await readShippedContent();
    for (const post of shipped.posts) expect(content).toContain(`<loc>${ORIGIN}/news/${post.slug}</loc>`);
    expect(content).toContain(`<loc>${ORIGIN}/gioi-thieu</loc>`);
    expect(content).toContain(`<loc>${ORIGIN}/tag/ha-noi-fc</loc>`);
    const matches = (await get("/sitemaps/matches-1.xml")).body;
    expect(matches.match(/<url>/g)?.length).toBe(10_000);
    expect((await get("/sitemaps/matches-2.xml")).body).toContain("<loc>https://vsport.example/schedule/");
    expect((await get("/sitemaps/matches-3.xml")).status).toBe(404);
    expect((await get("/sitemaps/khac.xml")).status).toBe(404);
  });

  it("has an RSS feed of the 20 newest posts", async () => {
    const feed = await get("/rss.xml");
    expect(feed.type).toMatch(/^application\/rss\+xml/);
    expect(feed.body.match(/<item>/g)?.length).toBe(20);
    expect(feed.body).toContain(`<atom:link href="${ORIGIN}/rss.xml"`);
  });

  it("gives every page a canonical address, without the parameters that do not change it", async () => {
    const list = (await get("/news?trang=2&utm_source=zalo&fbclid=x")).body;
    expect(list).toContain(`<link rel="canonical" href="${ORIGIN}/news?trang=2"/>`);
    expect((await get("/")).body).toContain(`<link rel="canonical" href="${ORIGIN}/"/>`);
  });

  it("describes an article for search engines and link previews: NewsArticle, breadcrumbs, Open Graph and Twitter cards", async () => {
    const slug = "argentina-vo-dich-world-cup-2022-sau-loat-luan-luu";
    const html = (await get(`/news/${slug}`)).body;
    const data = jsonLd(html);
    expect(data.find((item) => item["@type"] === "NewsArticle")).toMatchObject({
      headline: expect.stringContaining("Argentina"),
      image: [`${ORIGIN}/images/covers/${slug}.jpg`],
      mainEntityOfPage: `${ORIGIN}/news/${slug}`,
      inLanguage: "vi",
    });
    expect(data.find((item) => item["@type"] === "BreadcrumbList")).toMatchObject({
      itemListElement: expect.arrayContaining([expect.objectContaining({ position: 4 })]),
    });
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/images/covers/${slug}.jpg"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html.match(/name="twitter:card"/g)?.length).toBe(1);
    expect(html.match(/property="og:type"/g)?.length).toBe(1);
    expect(html).toContain('<html lang="vi"');
  });

  it("tells search engines about the site and its search box on the home page", async () => {
    const site = jsonLd((await get("/")).body).find((item) => item["@type"] === "WebSite");
    expect(site).toMatchObject({
      url: `${ORIGIN}/`,
      potentialAction: { target: { urlTemplate: `${ORIGIN}/tim-kiem?q={search_term_string}` } },
    });
  });
});
