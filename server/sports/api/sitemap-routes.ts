import { asc, count, isNull } from "drizzle-orm";
import { z } from "zod";
import { matches } from "../tables";
import { defineRoute, type SportsRouteContext } from "./define-route";

/** Matches per sitemap file: well under the protocol's 50,000 URLs and 50 MB. */
export const SITEMAP_MATCHES_PER_PAGE = 10_000;

const sitemapParameters = z
  .object({ page: z.coerce.number().int("not a page number").min(1, "from 1").max(1_000, "at most 1000").default(1) })
  .strict();

/** /sitemap/matches: every real match's slug and last change, in pages, for the web node's sitemap files (docs/content.md). */
export function registerSitemapRoutes(context: SportsRouteContext): void {
  defineRoute(context, "/sitemap/matches", sitemapParameters, async (db, query) => {
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      db
        .select({ slug: matches.slug, updatedAt: matches.updatedAt })
        .from(matches)
        .where(isNull(matches.replayOf))
        .orderBy(asc(matches.id))
        .limit(SITEMAP_MATCHES_PER_PAGE)
        .offset((query.page - 1) * SITEMAP_MATCHES_PER_PAGE),
      db.select({ total: count() }).from(matches).where(isNull(matches.replayOf)),
    ]);
    return {
      status: 200,
      body: {
        data: rows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt.toISOString() })),
        page: query.page,
        size: SITEMAP_MATCHES_PER_PAGE,
        total,
      },
    };
  });
}
