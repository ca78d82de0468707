import { and, count, desc, eq, inArray, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { type AppDatabase } from "../db/types";
import { readingMinutes, sanitizeHtml } from "./markup";
import { categories, languages, pages, posts, postTags, tags } from "./tables";

// What the content API reads (docs/content.md). A post is public when it is published, or
// scheduled with its time come: a scheduled post appears at its time without anything running.

export interface CategoryJson {
  slug: string;
  name: string;
  description: string;
}
export interface TagJson {
  slug: string;
  name: string;
}
export interface PostSummaryJson {
  slug: string;
  title: string;
  summary: string;
  cover: string | null;
  category: CategoryJson;
  tags: TagJson[];
  author: string;
  publishedAt: string;
  updatedAt: string;
  readingMinutes: number;
  viewCount: number;
}
export interface PostJson extends PostSummaryJson {
  html: string;
  related: PostSummaryJson[];
}
export interface ContentPage<T> {
  data: T[];
  page: number;
  size: number;
  total: number;
}

const RELATED_POSTS = 4;

export function isPublic(now: Date): SQL {
  return and(inArray(posts.status, ["published", "scheduled"]), lte(posts.publishedAt, now)) as SQL;
}

type PostRow = typeof posts.$inferSelect;

async function summaries(db: AppDatabase, rows: PostRow[]): Promise<PostSummaryJson[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [categoryRows, tagRows] = await Promise.all([
    db.select().from(categories),
    db
      .select({ postId: postTags.postId, slug: tags.slug, name: tags.name })
      .from(postTags)
      .innerJoin(tags, eq(tags.id, postTags.tagId))
      .where(inArray(postTags.postId, ids))
      .orderBy(tags.name),
  ]);
  const categoryById = new Map(categoryRows.map((row) => [row.id, { slug: row.slug, name: row.name, description: row.description }]));
  const tagsByPost = new Map<number, TagJson[]>();
  for (const row of tagRows) tagsByPost.set(row.postId, [...(tagsByPost.get(row.postId) ?? []), { slug: row.slug, name: row.name }]);
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    cover: row.coverPath,
    category: categoryById.get(row.categoryId) ?? { slug: "", name: "", description: "" },
    tags: tagsByPost.get(row.id) ?? [],
    author: row.author,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    readingMinutes: readingMinutes(row.wordCount),
    viewCount: row.viewCount,
  }));
}

export interface PostListQuery {
  page: number;
  size: number;
  category?: string;
  tag?: string;
}

/** Public posts, newest first, by category or tag; null when the category or tag does not exist. */
export async function listPosts(db: AppDatabase, query: PostListQuery, now: Date): Promise<ContentPage<PostSummaryJson> | null> {
  const conditions: SQL[] = [isPublic(now)];
  if (query.category) {
    const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, query.category));
    if (!category) return null;
    conditions.push(eq(posts.categoryId, category.id));
  }
  if (query.tag) {
    const [tag] = await db.select({ id: tags.id }).from(tags).where(eq(tags.slug, query.tag));
    if (!tag) return null;
    conditions.push(inArray(posts.id, db.select({ id: postTags.postId }).from(postTags).where(eq(postTags.tagId, tag.id))));
  }
  const where = and(...conditions);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(posts)
      .where(where)
      .orderBy(desc(posts.publishedAt), desc(posts.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(posts).where(where),
  ]);
  return { data: await summaries(db, rows), page: query.page, size: query.size, total };
}

/** One public post with its HTML (sanitised again on the way out) and related posts (shared tags first, then its category). */
export async function findPost(db: AppDatabase, slug: string, now: Date): Promise<PostJson | null> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.slug, slug), isPublic(now)));
  if (!row) return null;
  const [summary] = await summaries(db, [row]);
  const tagIds = db.select({ id: postTags.tagId }).from(postTags).where(eq(postTags.postId, row.id));
  const shared = sql<number>`(select count(*) from ${postTags} where ${postTags.postId} = ${posts.id} and ${postTags.tagId} in ${tagIds})`;
  const relatedRows = await db
    .select()
    .from(posts)
    .where(and(isPublic(now), ne(posts.id, row.id), or(eq(posts.categoryId, row.categoryId), sql`${shared} > 0`)))
    .orderBy(desc(shared), desc(posts.publishedAt))
    .limit(RELATED_POSTS);
  return { ...(summary as PostSummaryJson), html: sanitizeHtml(row.bodyHtml), related: await summaries(db, relatedRows) };
}

/** Counts a reader once a day: true when this was the first view today. */
export async function countView(db: AppDatabase, slug: string, viewer: string, now: Date): Promise<boolean> {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Bangkok" }).format(now);
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.slug, slug), isPublic(now)));
    if (!post) return false;
    const inserted = await tx.execute(
      sql`insert into post_views (post_id, viewer, day) values (${post.id}, ${viewer}, ${day}) on conflict do nothing returning post_id`,
    );
    if (inserted.rows.length === 0) return false;
    await tx
      .update(posts)
      .set({ viewCount: sql`${posts.viewCount} + 1` })
      .where(eq(posts.id, post.id));
    return true;
  });
}

export async function listCategories(db: AppDatabase, now: Date) {
  const counts = await db
    .select({ categoryId: posts.categoryId, posts: count() })
    .from(posts)
    .where(isPublic(now))
    .groupBy(posts.categoryId);
  const byCategory = new Map(counts.map((row) => [row.categoryId, row.posts]));
  const rows = await db.select().from(categories).orderBy(categories.position, categories.name);
  return rows.map((row) => ({ slug: row.slug, name: row.name, description: row.description, postCount: byCategory.get(row.id) ?? 0 }));
}

export async function listTags(db: AppDatabase, now: Date) {
  const counts = await db
    .select({ tagId: postTags.tagId, posts: count() })
    .from(postTags)
    .innerJoin(posts, eq(posts.id, postTags.postId))
    .where(isPublic(now))
    .groupBy(postTags.tagId);
  const byTag = new Map(counts.map((row) => [row.tagId, row.posts]));
  const rows = await db.select().from(tags).orderBy(tags.name);
  return rows.map((row) => ({ slug: row.slug, name: row.name, postCount: byTag.get(row.id) ?? 0 }));
}

export async function listPages(db: AppDatabase) {
  const rows = await db
    .select({ slug: pages.slug, title: pages.title, summary: pages.summary, updatedAt: pages.updatedAt })
    .from(pages)
    .where(eq(pages.published, true))
    .orderBy(pages.title);
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}

export async function findPage(db: AppDatabase, slug: string) {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.published, true)));
  if (!row) return null;
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    html: sanitizeHtml(row.bodyHtml),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every public post, page and used tag with its last change, for the sitemap (docs/content.md). */
export async function sitemapEntries(db: AppDatabase, now: Date) {
  const [postRows, pageRows, tagRows] = await Promise.all([
    db
      .select({ slug: posts.slug, updatedAt: posts.updatedAt })
      .from(posts)
      .where(isPublic(now))
      .orderBy(desc(posts.publishedAt))
      .limit(45_000),
    db.select({ slug: pages.slug, updatedAt: pages.updatedAt }).from(pages).where(eq(pages.published, true)),
    listTags(db, now),
  ]);
  return {
    posts: postRows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt.toISOString() })),
    pages: pageRows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt.toISOString() })),
    tags: tagRows.filter((tag) => tag.postCount > 0).map((tag) => ({ slug: tag.slug })),
  };
}

export async function listLanguages(db: AppDatabase) {
  return db.select().from(languages).orderBy(desc(languages.isDefault), languages.code);
}
