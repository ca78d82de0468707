import { and, asc, count, desc, eq, inArray, ne, type SQL } from "drizzle-orm";
import { type z } from "zod";
import {
  ADMIN_PAGE_SIZE,
  SCHEDULE_HORIZON_DAYS,
  type AdminPost,
  type AdminPostBrief,
  type adminPostSaveParam,
  type PostAction,
  type PostStatus,
} from "../../contract/backend-calls/admin-content";
import { readingMinutes, sanitizeHtml } from "../content/markup";
import { postTextColumns } from "../content/rows";
import { categories, posts, postTags, tags } from "../content/tables";
import { type AppDatabase } from "../db/types";
import { type StoredImage } from "../uploads/images";
import { recordAudit } from "./audit";
import { type EditorContext } from "./context";
import { deleteCoverQuietly, storeCover } from "./covers";
import { AdminRefusal, refused, writeInTransaction, type AdminOutcome } from "./outcome";
import { chooseSlug } from "./slugs";
import { textContains } from "./title-search";

// The admin's posts (issue 10, docs/admin.md): every post whatever its status, the editor's save
// (draft, publish now, schedule) and delete. A save writes the post, its tags and its audit row in
// one transaction; a cover is written before it and deleted again when the save is refused.

export type PostSaveInput = z.output<typeof adminPostSaveParam>;

type PostRow = typeof posts.$inferSelect;
type CategoryRef = { slug: string; name: string };

const DAY_MS = 24 * 60 * 60 * 1000;

function briefOf(post: PostRow, category: CategoryRef): AdminPostBrief {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    status: post.status,
    category,
    author: post.author,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    updatedAt: post.updatedAt.toISOString(),
    viewCount: post.viewCount,
    cover: post.coverPath,
  };
}

const withCategory = { post: posts, category: { slug: categories.slug, name: categories.name } };

export async function listAdminPosts(db: AppDatabase, query: { status?: PostStatus; q?: string; page: number }) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(posts.status, query.status));
  const q = query.q?.trim();
  if (q) conditions.push(textContains(posts.title, q));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(withCategory)
      .from(posts)
      .innerJoin(categories, eq(categories.id, posts.categoryId))
      .where(where)
      .orderBy(desc(posts.updatedAt), desc(posts.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(posts).where(where),
  ]);
  return { items: rows.map((row) => briefOf(row.post, row.category)), page: query.page, size: ADMIN_PAGE_SIZE, total };
}

/** One post as the editor shows it, with the sanitised HTML readers would see; null when there is none. */
export async function findAdminPost(db: AppDatabase, id: number): Promise<AdminPost | null> {
  const [row] = await db
    .select(withCategory)
    .from(posts)
    .innerJoin(categories, eq(categories.id, posts.categoryId))
    .where(eq(posts.id, id));
  if (!row) return null;
  const tagRows = await db
    .select({ slug: tags.slug, name: tags.name })
    .from(postTags)
    .innerJoin(tags, eq(tags.id, postTags.tagId))
    .where(eq(postTags.postId, id))
    .orderBy(asc(tags.name));
  return {
    ...briefOf(row.post, row.category),
    summary: row.post.summary,
    bodyMarkdown: row.post.bodyMarkdown,
    bodyHtml: sanitizeHtml(row.post.bodyHtml),
    tags: tagRows,
    readingMinutes: readingMinutes(row.post.wordCount),
  };
}

/** Whether readers see the post at `now`: published, or scheduled with its time come (server/content/read.ts). */
function isPublicAt(post: PostRow, now: Date): boolean {
  return post.publishedAt !== null && (post.status === "published" || post.status === "scheduled") && post.publishedAt <= now;
}

/** The status and published time an action gives. */
function publicationOf(action: PostAction, existing: PostRow | undefined, publishAt: Date | null, now: Date) {
  switch (action) {
    case "draft":
      return { status: "draft" as const, publishedAt: null };
    case "schedule":
      return { status: "scheduled" as const, publishedAt: publishAt };
    case "publish":
      // A post already out keeps its time (a correction is not news); anything else comes out now.
      return { status: "published" as const, publishedAt: existing && isPublicAt(existing, now) ? existing.publishedAt : now };
  }
}

/** The audit log's word for a save: post.create, post.update, post.publish, post.schedule or post.unpublish. */
function auditActionOf(action: PostAction, existing: PostRow | undefined, publishedAt: Date | null, now: Date): string {
  if (!existing) return action === "draft" ? "post.create" : `post.${action}`;
  switch (action) {
    case "draft":
      return existing.status === "draft" ? "post.update" : "post.unpublish";
    case "publish":
      return isPublicAt(existing, now) ? "post.update" : "post.publish";
    case "schedule":
      return existing.status === "scheduled" && existing.publishedAt?.getTime() === publishedAt?.getTime()
        ? "post.update"
        : "post.schedule";
  }
}

/** When a schedule asks for publication: after now and within SCHEDULE_HORIZON_DAYS; null when it is out of range. */
function scheduledTime(input: PostSaveInput, now: Date): Date | null {
  if (input.action !== "schedule") return null;
  const at = input.publishAt === undefined ? Number.NaN : Date.parse(input.publishAt);
  return at > now.getTime() && at <= now.getTime() + SCHEDULE_HORIZON_DAYS * DAY_MS ? new Date(at) : null;
}

interface SavedPost {
  id: number;
  previousCover: string | null;
  cover: string | null;
}

async function writePost(
  tx: AppDatabase,
  context: EditorContext,
  input: PostSaveInput,
  cover: StoredImage | undefined,
): Promise<SavedPost> {
  const { now } = context;
  const existing = input.id === undefined ? undefined : (await tx.select().from(posts).where(eq(posts.id, input.id)))[0];
  if (input.id !== undefined && !existing) throw new AdminRefusal("postNotFound");

  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, input.category));
  if (!category) throw new AdminRefusal("categoryNotFound", "category");
  const tagSlugs = [...new Set(input.tags)];
  const tagRows = tagSlugs.length === 0 ? [] : await tx.select().from(tags).where(inArray(tags.slug, tagSlugs)).orderBy(asc(tags.name));
  if (tagRows.length !== tagSlugs.length) throw new AdminRefusal("tagNotFound", "tags");

  const slug = await chooseSlug({
    given: input.slug,
    text: input.title,
    current: existing?.slug,
    fallback: "bai-viet",
    isTaken: async (candidate) => {
      const others = await tx
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.slug, candidate), existing ? ne(posts.id, existing.id) : undefined));
      return others.length > 0;
    },
  });

  const publishAt = scheduledTime(input, now);
  const { status, publishedAt } = publicationOf(input.action, existing, publishAt, now);
  const coverPath = cover ? cover.url : input.removeCover ? null : (existing?.coverPath ?? null);
  const values = {
    slug,
    ...postTextColumns({
      title: input.title,
      summary: input.summary,
      bodyMarkdown: input.bodyMarkdown,
      tagNames: tagRows.map((tag) => tag.name),
    }),
    coverPath,
    categoryId: category.id,
    author: input.author,
    status,
    publishedAt,
    updatedAt: now,
    // An admin's edit makes the post theirs: the shipped seed no longer rewrites it (docs/content.md).
    seeded: false,
  };

  let id: number;
  let detail: Record<string, unknown>;
  if (existing) {
    const previousTags = (await tx.select({ tagId: postTags.tagId }).from(postTags).where(eq(postTags.postId, existing.id))).map(
      (row) => row.tagId,
    );
    await tx.update(posts).set(values).where(eq(posts.id, existing.id));
    id = existing.id;
    const changed = (
      [
        ["title", existing.title !== values.title],
        ["slug", existing.slug !== slug],
        ["summary", existing.summary !== values.summary],
        ["bodyMarkdown", existing.bodyMarkdown !== values.bodyMarkdown],
        ["category", existing.categoryId !== category.id],
        [
          "tags",
          [...previousTags].sort().join() !==
            tagRows
              .map((tag) => tag.id)
              .sort()
              .join(),
        ],
        ["author", existing.author !== values.author],
        ["cover", existing.coverPath !== coverPath],
      ] as const
    ).flatMap(([field, differs]) => (differs ? [field] : []));
    detail = { changed, ...(existing.slug !== slug ? { previousSlug: existing.slug } : {}) };
  } else {
    const [inserted] = await tx
      .insert(posts)
      .values({ ...values, createdAt: now })
      .returning({ id: posts.id });
    if (!inserted) throw new Error("post not inserted");
    id = inserted.id;
    detail = { created: true, title: values.title };
  }
  await tx.delete(postTags).where(eq(postTags.postId, id));
  if (tagRows.length > 0) await tx.insert(postTags).values(tagRows.map((tag) => ({ postId: id, tagId: tag.id })));

  await recordAudit(
    tx,
    {
      actorId: context.actorId,
      action: auditActionOf(input.action, existing, publishedAt, now),
      subject: `post:${slug}`,
      detail: {
        ...detail,
        status,
        publishedAt: publishedAt?.toISOString() ?? null,
        category: input.category,
        tags: tagSlugs,
        cover: coverPath,
      },
    },
    now,
  );
  return { id, previousCover: existing?.coverPath ?? null, cover: coverPath };
}

/**
 * Creates or updates a post (adminPostSave). Everything is checked before anything is kept: a
 * refused save leaves the post as it was and no new cover file behind.
 */
export async function savePost(context: EditorContext, input: PostSaveInput): Promise<AdminOutcome<AdminPost>> {
  if (input.action === "schedule" && !scheduledTime(input, context.now)) return refused("scheduleTimeInvalid", "publishAt");

  let cover: StoredImage | undefined;
  if (input.cover) {
    const stored = await storeCover(input.cover.base64, context.uploadsDir);
    if (!stored.ok) return stored;
    cover = stored.value;
  }

  let outcome: AdminOutcome<SavedPost>;
  try {
    outcome = await writeInTransaction(context.db, (tx) => writePost(tx, context, input, cover));
  } catch (error) {
    if (cover) await deleteCoverQuietly(cover, context.uploadsDir, context.logger);
    throw error;
  }
  if (!outcome.ok) {
    if (cover) await deleteCoverQuietly(cover, context.uploadsDir, context.logger);
    return outcome;
  }
  const { id, previousCover, cover: coverPath } = outcome.value;
  // The old cover goes once nothing uses it: only an upload (/uploads/covers/), never a shipped one.
  if (previousCover && previousCover !== coverPath) await deleteCoverQuietly(previousCover, context.uploadsDir, context.logger);
  const post = await findAdminPost(context.db, id);
  return post ? { ok: true, value: post } : refused("postNotFound");
}

/** Deletes a post (its tags and counted views go with it) and then its uploaded cover. */
export async function deletePost(context: EditorContext, id: number): Promise<AdminOutcome<Record<string, never>>> {
  const outcome = await writeInTransaction(context.db, async (tx) => {
    const [row] = await tx
      .delete(posts)
      .where(eq(posts.id, id))
      .returning({ slug: posts.slug, title: posts.title, status: posts.status, coverPath: posts.coverPath });
    if (!row) throw new AdminRefusal("postNotFound");
    await recordAudit(
      tx,
      { actorId: context.actorId, action: "post.delete", subject: `post:${row.slug}`, detail: { title: row.title, status: row.status } },
      context.now,
    );
    return row;
  });
  if (!outcome.ok) return outcome;
  if (outcome.value.coverPath) await deleteCoverQuietly(outcome.value.coverPath, context.uploadsDir, context.logger);
  return { ok: true, value: {} };
}
