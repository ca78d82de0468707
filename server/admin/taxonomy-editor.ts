import { and, asc, count, eq, ne } from "drizzle-orm";
import { type z } from "zod";
import {
  type AdminCategory,
  type adminCategorySaveParam,
  type AdminTag,
  type adminTagSaveParam,
} from "../../contract/backend-calls/admin-content";
import { foldForSearch } from "../../contract/sports/search-text";
import { readHomeLayout } from "../content/home-layout";
import { refreshPostSearchText } from "../content/rows";
import { categories, posts, postTags, tags } from "../content/tables";
import { type AppDatabase } from "../db/types";
import { recordAudit } from "./audit";
import { type EditorContext } from "./context";
import { AdminRefusal, writeInTransaction, type AdminOutcome } from "./outcome";
import { chooseSlug } from "./slugs";

// Categories and tags (issue 10, docs/admin.md). A category is deleted only when no post (and no
// section of the home page) uses it; a tag leaves its posts when deleted. A tag's name is part of
// its posts' search text (server/content/rows.ts), written again when it is renamed or deleted.

export type CategorySaveInput = z.output<typeof adminCategorySaveParam>;
export type TagSaveInput = z.output<typeof adminTagSaveParam>;

async function postsPerCategory(db: AppDatabase): Promise<Map<number, number>> {
  const rows = await db.select({ id: posts.categoryId, posts: count() }).from(posts).groupBy(posts.categoryId);
  return new Map(rows.map((row) => [row.id, row.posts]));
}

async function postsPerTag(db: AppDatabase): Promise<Map<number, number>> {
  const rows = await db.select({ id: postTags.tagId, posts: count() }).from(postTags).groupBy(postTags.tagId);
  return new Map(rows.map((row) => [row.id, row.posts]));
}

/** Every category and tag with how many posts (of any status) each holds. */
export async function listTaxonomy(db: AppDatabase): Promise<{ categories: AdminCategory[]; tags: AdminTag[] }> {
  const [categoryRows, tagRows, perCategory, perTag] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.name)),
    db.select({ id: tags.id, slug: tags.slug, name: tags.name }).from(tags).orderBy(asc(tags.name)),
    postsPerCategory(db),
    postsPerTag(db),
  ]);
  return {
    categories: categoryRows.map((row) => ({ ...row, posts: perCategory.get(row.id) ?? 0 })),
    tags: tagRows.map((row) => ({ ...row, posts: perTag.get(row.id) ?? 0 })),
  };
}

export async function saveCategory(context: EditorContext, input: CategorySaveInput): Promise<AdminOutcome<AdminCategory>> {
  return writeInTransaction(context.db, async (tx) => {
    const existing = input.id === undefined ? undefined : (await tx.select().from(categories).where(eq(categories.id, input.id)))[0];
    if (input.id !== undefined && !existing) throw new AdminRefusal("categoryNotFound");
    const slug = await chooseSlug({
      given: input.slug,
      text: input.name,
      current: existing?.slug,
      fallback: "chuyen-muc",
      isTaken: async (candidate) =>
        (
          await tx
            .select({ id: categories.id })
            .from(categories)
            .where(and(eq(categories.slug, candidate), existing ? ne(categories.id, existing.id) : undefined))
        ).length > 0,
    });
    const values = { slug, name: input.name, description: input.description, position: input.position };
    const [row] = existing
      ? await tx.update(categories).set(values).where(eq(categories.id, existing.id)).returning()
      : await tx.insert(categories).values(values).returning();
    if (!row) throw new Error("category not written");
    const detail = existing
      ? {
          changed: (["slug", "name", "description", "position"] as const).filter((field) => existing[field] !== row[field]),
          ...(existing.slug !== slug ? { previousSlug: existing.slug } : {}),
        }
      : { created: true, name: row.name };
    await recordAudit(tx, { actorId: context.actorId, action: "category.save", subject: `category:${slug}`, detail }, context.now);
    const [{ used } = { used: 0 }] = await tx.select({ used: count() }).from(posts).where(eq(posts.categoryId, row.id));
    return { ...row, posts: used };
  });
}

export async function deleteCategory(context: EditorContext, id: number): Promise<AdminOutcome<Record<string, never>>> {
  return writeInTransaction(context.db, async (tx) => {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id));
    if (!row) throw new AdminRefusal("categoryNotFound");
    const [{ used } = { used: 0 }] = await tx.select({ used: count() }).from(posts).where(eq(posts.categoryId, id));
    // Its posts would lose their category, and a home page section showing it would go empty.
    const onHome = (await readHomeLayout(tx)).some((section) => section.kind === "category" && section.category === row.slug);
    if (used > 0 || onHome) throw new AdminRefusal("categoryInUse");
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(
      tx,
      { actorId: context.actorId, action: "category.delete", subject: `category:${row.slug}`, detail: { name: row.name } },
      context.now,
    );
    return {};
  });
}

async function postsOfTag(db: AppDatabase, tagId: number): Promise<number[]> {
  return (await db.select({ id: postTags.postId }).from(postTags).where(eq(postTags.tagId, tagId))).map((row) => row.id);
}

export async function saveTag(context: EditorContext, input: TagSaveInput): Promise<AdminOutcome<AdminTag>> {
  return writeInTransaction(context.db, async (tx) => {
    const existing = input.id === undefined ? undefined : (await tx.select().from(tags).where(eq(tags.id, input.id)))[0];
    if (input.id !== undefined && !existing) throw new AdminRefusal("tagNotFound");
    const slug = await chooseSlug({
      given: input.slug,
      text: input.name,
      current: existing?.slug,
      fallback: "the",
      isTaken: async (candidate) =>
        (
          await tx
            .select({ id: tags.id })
            .from(tags)
            .where(and(eq(tags.slug, candidate), existing ? ne(tags.id, existing.id) : undefined))
        ).length > 0,
    });
    const values = { slug, name: input.name, searchText: foldForSearch(input.name) };
    const [row] = existing
      ? await tx.update(tags).set(values).where(eq(tags.id, existing.id)).returning()
      : await tx.insert(tags).values(values).returning();
    if (!row) throw new Error("tag not written");
    const tagged = await postsOfTag(tx, row.id);
    // Its posts are found by its name: the old one no longer, the new one from now on.
    if (existing && existing.name !== row.name) await refreshPostSearchText(tx, tagged);
    const detail = existing
      ? {
          changed: (["slug", "name"] as const).filter((field) => existing[field] !== row[field]),
          ...(existing.slug !== slug ? { previousSlug: existing.slug } : {}),
          ...(existing.name !== row.name ? { previousName: existing.name } : {}),
        }
      : { created: true, name: row.name };
    await recordAudit(tx, { actorId: context.actorId, action: "tag.save", subject: `tag:${slug}`, detail }, context.now);
    return { id: row.id, slug: row.slug, name: row.name, posts: tagged.length };
  });
}

export async function deleteTag(context: EditorContext, id: number): Promise<AdminOutcome<Record<string, never>>> {
  return writeInTransaction(context.db, async (tx) => {
    const [row] = await tx.select().from(tags).where(eq(tags.id, id));
    if (!row) throw new AdminRefusal("tagNotFound");
    const tagged = await postsOfTag(tx, id);
    // Its post_tags rows go with it (on delete cascade); its name leaves their search text.
    await tx.delete(tags).where(eq(tags.id, id));
    await refreshPostSearchText(tx, tagged);
    await recordAudit(
      tx,
      { actorId: context.actorId, action: "tag.delete", subject: `tag:${row.slug}`, detail: { name: row.name, posts: tagged.length } },
      context.now,
    );
    return {};
  });
}
