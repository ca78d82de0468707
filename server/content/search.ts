import { and, desc, like, sql } from "drizzle-orm";
import { type ContentSearchJson } from "../../contract/content";
import { foldForSearch } from "../../contract/sports/search-text";
import { type AppDatabase } from "../db/types";
import { isPublic } from "./read";
import { categories, posts, tags } from "./tables";

// The content half of the site's search (docs/content.md): posts by PostgreSQL's full text over
// their folded text ("ha noi" finds "Hà Nội", "d" finds "đ"), each word also as a prefix, ranked by
// ts_rank_cd; tags by their folded names. The sports half is /api/v1/search.

export const SEARCH_HITS = 10;
const MAX_WORDS = 8;

/** LIKE's own characters (%, _ and the escape character) taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export async function searchContent(db: AppDatabase, query: string, now: Date): Promise<ContentSearchJson> {
  const folded = foldForSearch(query);
  const words = folded.split(" ").filter(Boolean).slice(0, MAX_WORDS);
  if (words.length === 0) return { folded, posts: [], tags: [] };
  // Folded text holds only letters, digits and spaces: nothing in it means anything to to_tsquery.
  const tsQuery = words.map((word) => `${word}:*`).join(" & ");
  const document = sql`to_tsvector('simple', ${posts.searchText})`;
  const matchQuery = sql`to_tsquery('simple', ${tsQuery})`;
  const [postRows, tagRows] = await Promise.all([
    db
      .select({
        slug: posts.slug,
        title: posts.title,
        summary: posts.summary,
        publishedAt: posts.publishedAt,
        category: categories.name,
        rank: sql<number>`ts_rank_cd(${document}, ${matchQuery})`,
      })
      .from(posts)
      .innerJoin(categories, sql`${categories.id} = ${posts.categoryId}`)
      .where(and(isPublic(now), sql`${document} @@ ${matchQuery}`))
      .orderBy(desc(sql`ts_rank_cd(${document}, ${matchQuery})`), desc(posts.publishedAt))
      .limit(SEARCH_HITS),
    db
      .select({ slug: tags.slug, name: tags.name })
      .from(tags)
      .where(like(tags.searchText, `%${escapeLike(folded)}%`))
      .orderBy(tags.name)
      .limit(SEARCH_HITS),
  ]);
  return {
    folded,
    posts: postRows.map((row) => ({
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      publishedAt: (row.publishedAt ?? now).toISOString(),
      category: row.category,
    })),
    tags: tagRows,
  };
}
