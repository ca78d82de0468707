import { type AppLoadContext } from "@remix-run/node";
import { type RoutableMenuEntry, newsPath } from "~/services/shell/menu";
import { fetchContent, fetchSports } from "~/services/transport/read-api.server";

// /robots.txt, /sitemap.xml, /sitemaps/{content|matches-N}.xml and /rss.xml (docs/content.md, "SEO").

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

export const xmlResponse = (body: string, type = "application/xml") =>
  new Response(body, { headers: { "Content-Type": `${type}; charset=utf-8`, "Cache-Control": "public, max-age=600" } });

interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

function urlset(entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map((entry) => `<url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""}</url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

interface MatchPage {
  data: { slug: string; updatedAt: string }[];
  size: number;
  total: number;
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /user",
    "Disallow: /commentator",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/** The index: the content's file, then one file per 10,000 real matches. */
export async function sitemapIndex(context: AppLoadContext, origin: string): Promise<string> {
  const first = await fetchSports<MatchPage>(context, "/sitemap/matches", { page: 1 });
  const matchFiles = Math.ceil(first.total / first.size);
  const files = ["content", ...Array.from({ length: matchFiles }, (_, index) => `matches-${index + 1}`)];
  const items = files.map((file) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${file}.xml`)}</loc></sitemap>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

/** The home page, the menu's screens, every post, page and used tag. */
export async function contentSitemap(context: AppLoadContext, origin: string, menu: readonly RoutableMenuEntry[]): Promise<string> {
  const { data } = await fetchContent<{
    data: { posts: { slug: string; updatedAt: string }[]; pages: { slug: string; updatedAt: string }[]; tags: { slug: string }[] };
  }>(context, "/sitemap");
  const news = newsPath(menu);
  return urlset([
    { loc: `${origin}/` },
    ...menu.map((entry) => ({ loc: `${origin}/${entry.code}` })),
    ...data.posts.map((post) => ({ loc: `${origin}${news}/${post.slug}`, lastmod: post.updatedAt })),
    ...data.pages.map((page) => ({ loc: `${origin}/${page.slug}`, lastmod: page.updatedAt })),
    ...data.tags.map((tag) => ({ loc: `${origin}/tag/${tag.slug}` })),
  ]);
}

/** One file of match pages; null past the last. */
export async function matchSitemap(context: AppLoadContext, origin: string, page: number): Promise<string | null> {
  const matches = await fetchSports<MatchPage>(context, "/sitemap/matches", { page });
  if (matches.data.length === 0) return null;
  return urlset(matches.data.map((match) => ({ loc: `${origin}/schedule/${match.slug}`, lastmod: match.updatedAt })));
}

interface PostSummary {
  slug: string;
  title: string;
  summary: string;
  publishedAt: string;
  category: { name: string };
  author: string;
}

/** RSS 2.0 of the 20 newest posts. */
export async function newsFeed(
  context: AppLoadContext,
  origin: string,
  menu: readonly RoutableMenuEntry[],
  siteName: string,
): Promise<string> {
  const { data } = await fetchContent<{ data: PostSummary[] }>(context, "/posts", { size: 20 });
  const news = newsPath(menu);
  const items = data
    .map((post) => {
      const link = `${origin}${news}/${post.slug}`;
      return [
        "<item>",
        `<title>${escapeXml(post.title)}</title>`,
        `<link>${escapeXml(link)}</link>`,
        `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `<description>${escapeXml(post.summary)}</description>`,
        `<category>${escapeXml(post.category.name)}</category>`,
        `<pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
        "</item>",
      ].join("");
    })
    .join("\n");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    `<title>${escapeXml(`${siteName} – Tin tức`)}</title>`,
    `<link>${escapeXml(`${origin}${news}`)}</link>`,
    `<atom:link href="${escapeXml(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    "<description>Tin tức thể thao mới nhất</description>",
    "<language>vi</language>",
    items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
