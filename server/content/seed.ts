import { eq } from "drizzle-orm";
import { foldForSearch } from "../../contract/sports/search-text";
import { type AppDatabase } from "../db/types";
import { pageTextColumns, postTextColumns } from "./rows";
import { coverPathOf, readShippedContent, type ShippedContent } from "./shipped";
import { categories, languages, pages, posts, postTags, tags } from "./tables";

export { postSearchText } from "./rows";

export interface ContentSeedReport {
  categories: number;
  tags: number;
  posts: number;
  pages: number;
}

/**
 * Writes the shipped content (datasets/content). Rows are found by slug and updated in place, so
 * running it again changes nothing; a post or page an admin has edited (seeded = false) is left alone.
 */
export async function seedShippedContent(db: AppDatabase, content: ShippedContent): Promise<ContentSeedReport> {
  return db.transaction(async (tx) => {
    for (const [position, category] of content.categories.entries()) {
      const values = { slug: category.slug, name: category.name, description: category.description, position };
      await tx.insert(categories).values(values).onConflictDoUpdate({ target: categories.slug, set: values });
    }
    for (const tag of content.tags) {
      const values = { ...tag, searchText: foldForSearch(tag.name) };
      await tx.insert(tags).values(values).onConflictDoUpdate({ target: tags.slug, set: values });
    }
    await tx
      .insert(languages)
      .values([
        { code: "vi", name: "Tiếng Việt", isDefault: true },
        { code: "en", name: "English", isDefault: false },
      ])
      .onConflictDoNothing();

    const categoryIds = new Map(
      (await tx.select({ id: categories.id, slug: categories.slug }).from(categories)).map((row) => [row.slug, row.id]),
    );
    const tagRows = await tx.select().from(tags);
    const tagIds = new Map(tagRows.map((row) => [row.slug, row.id]));
    const tagNames = new Map(tagRows.map((row) => [row.slug, row.name]));
    const edited = new Set((await tx.select({ slug: posts.slug }).from(posts).where(eq(posts.seeded, false))).map((row) => row.slug));
    for (const post of content.posts) {
      if (edited.has(post.slug)) continue;
      const publishedAt = new Date(post.publishedAt);
      const values = {
        slug: post.slug,
        ...postTextColumns({
          title: post.title,
          summary: post.summary,
          bodyMarkdown: post.body,
          tagNames: post.tags.map((tag) => tagNames.get(tag) ?? tag),
        }),
        coverPath: coverPathOf(post.slug),
        categoryId: categoryIds.get(post.category) as number,
        author: post.author,
        status: "published" as const,
        publishedAt,
        updatedAt: publishedAt,
        seeded: true,
      };
      const [row] = await tx
        .insert(posts)
        .values({ ...values, createdAt: publishedAt })
        .onConflictDoUpdate({ target: posts.slug, set: values })
        .returning({ id: posts.id });
      if (!row) continue;
      await tx.delete(postTags).where(eq(postTags.postId, row.id));
      await tx.insert(postTags).values(post.tags.map((tag) => ({ postId: row.id, tagId: tagIds.get(tag) as number })));
    }
    const editedPages = new Set((await tx.select({ slug: pages.slug }).from(pages).where(eq(pages.seeded, false))).map((row) => row.slug));
    for (const page of content.pages) {
      if (editedPages.has(page.slug)) continue;
      const values = {
        slug: page.slug,
        ...pageTextColumns({ title: page.title, summary: page.summary, bodyMarkdown: page.body }),
        published: true,
        updatedAt: new Date(page.updatedAt),
        seeded: true,
      };
      await tx.insert(pages).values(values).onConflictDoUpdate({ target: pages.slug, set: values });
    }
    return { categories: content.categories.length, tags: content.tags.length, posts: content.posts.length, pages: content.pages.length };
  });
}

/** At a start: the shipped content, when the database has none yet (an operator's later changes are kept). */
export async function seedContentIfEmpty(db: AppDatabase): Promise<ContentSeedReport | null> {
  const [any] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (any) return null;
  return seedShippedContent(db, await readShippedContent());
}
