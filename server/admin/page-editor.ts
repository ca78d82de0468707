import { and, asc, eq, ne } from "drizzle-orm";
import { type z } from "zod";
import { type AdminPage, type adminPageSaveParam } from "../../contract/backend-calls/admin-content";
import { isReservedSegment } from "../../contract/site-settings";
import { sanitizeHtml } from "../content/markup";
import { pageTextColumns } from "../content/rows";
import { pages } from "../content/tables";
import { menuEntries } from "../db/schema";
import { type AppDatabase } from "../db/types";
import { recordAudit } from "./audit";
import { type EditorContext } from "./context";
import { AdminRefusal, writeInTransaction, type AdminOutcome } from "./outcome";
import { chooseSlug } from "./slugs";

// The site's pages at /{slug} (issue 10, docs/admin.md): Giới thiệu, Điều khoản … A page's slug
// is a first path segment, so it may take neither a fixed route's (contract/site-settings.ts) nor
// a menu entry's code; the menu's save refuses a page's slug in turn (server/admin/site-editor.ts).

export type PageSaveInput = z.output<typeof adminPageSaveParam>;

type PageRow = typeof pages.$inferSelect;

function pageOf(row: PageRow): AdminPage {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    bodyMarkdown: row.bodyMarkdown,
    bodyHtml: sanitizeHtml(row.bodyHtml),
    published: row.published,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listAdminPages(db: AppDatabase) {
  const rows = await db
    .select({
      id: pages.id,
      slug: pages.slug,
      title: pages.title,
      summary: pages.summary,
      published: pages.published,
      updatedAt: pages.updatedAt,
    })
    .from(pages)
    .orderBy(asc(pages.slug));
  return { items: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })) };
}

export async function findAdminPage(db: AppDatabase, id: number): Promise<AdminPage | null> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  return row ? pageOf(row) : null;
}

async function isMenuCode(db: AppDatabase, code: string): Promise<boolean> {
  return (await db.select({ id: menuEntries.id }).from(menuEntries).where(eq(menuEntries.code, code))).length > 0;
}

export async function savePage(context: EditorContext, input: PageSaveInput): Promise<AdminOutcome<AdminPage>> {
  return writeInTransaction(context.db, async (tx) => {
    const existing = input.id === undefined ? undefined : (await tx.select().from(pages).where(eq(pages.id, input.id)))[0];
    if (input.id !== undefined && !existing) throw new AdminRefusal("pageNotFound");
    if (input.slug && (isReservedSegment(input.slug) || (await isMenuCode(tx, input.slug)))) throw new AdminRefusal("slugReserved", "slug");

    const slug = await chooseSlug({
      given: input.slug,
      text: input.title,
      current: existing?.slug,
      fallback: "trang",
      // A made slug also steps around the routes and the menu's codes ("user" → "user-2").
      isTaken: async (candidate) =>
        isReservedSegment(candidate) ||
        (await isMenuCode(tx, candidate)) ||
        (
          await tx
            .select({ id: pages.id })
            .from(pages)
            .where(and(eq(pages.slug, candidate), existing ? ne(pages.id, existing.id) : undefined))
        ).length > 0,
    });
    const values = {
      slug,
      ...pageTextColumns({ title: input.title, summary: input.summary, bodyMarkdown: input.bodyMarkdown }),
      published: input.published,
      updatedAt: context.now,
      seeded: false,
    };
    const [row] = existing
      ? await tx.update(pages).set(values).where(eq(pages.id, existing.id)).returning()
      : await tx.insert(pages).values(values).returning();
    if (!row) throw new Error("page not written");

    const changed = existing
      ? (["title", "slug", "summary", "bodyMarkdown", "published"] as const).filter((field) => existing[field] !== row[field])
      : undefined;
    const detail = existing
      ? { changed, published: row.published, ...(existing.slug !== slug ? { previousSlug: existing.slug } : {}) }
      : { created: true, title: row.title, published: row.published };
    await recordAudit(tx, { actorId: context.actorId, action: "page.save", subject: `page:${slug}`, detail }, context.now);
    return pageOf(row);
  });
}

export async function deletePage(context: EditorContext, id: number): Promise<AdminOutcome<Record<string, never>>> {
  return writeInTransaction(context.db, async (tx) => {
    const [row] = await tx.delete(pages).where(eq(pages.id, id)).returning({ slug: pages.slug, title: pages.title });
    if (!row) throw new AdminRefusal("pageNotFound");
    await recordAudit(
      tx,
      { actorId: context.actorId, action: "page.delete", subject: `page:${row.slug}`, detail: { title: row.title } },
      context.now,
    );
    return {};
  });
}
