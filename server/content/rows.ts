import { asc, eq, inArray } from "drizzle-orm";
import { foldForSearch } from "../../contract/sports/search-text";
import { type AppDatabase } from "../db/types";
import { renderMarkdown, textOf, wordCount } from "./markup";
import { posts, postTags, tags } from "./tables";

// The columns a post or a page gets from what its author wrote, made in one place for the shipped
// seed (server/content/seed.ts) and the admin's editor (server/admin/post-editor.ts,
// page-editor.ts): the Markdown, its sanitised HTML, and for a post the folded search text and
// the word count (docs/content.md).

/** What search compares (folded: "ha noi" finds "Hà Nội"): title, summary, tag names and the body's text. */
export function postSearchText(title: string, summary: string, bodyHtml: string, tagNames: readonly string[]): string {
  return foldForSearch([title, summary, tagNames.join(" "), textOf(bodyHtml)].join(" "));
}

export interface PostText {
  title: string;
  summary: string;
  bodyMarkdown: string;
  /** The names of its tags, for search. */
  tagNames: readonly string[];
}

/** A post's written columns: title, summary, Markdown, sanitised HTML, search text and word count. */
export function postTextColumns({ title, summary, bodyMarkdown, tagNames }: PostText) {
  const bodyHtml = renderMarkdown(bodyMarkdown);
  return {
    title,
    summary,
    bodyMarkdown,
    bodyHtml,
    searchText: postSearchText(title, summary, bodyHtml, tagNames),
    wordCount: wordCount(textOf(bodyHtml)),
  };
}

/** A page's written columns: title, summary, Markdown and sanitised HTML. */
export function pageTextColumns({ title, summary, bodyMarkdown }: Omit<PostText, "tagNames">) {
  return { title, summary, bodyMarkdown, bodyHtml: renderMarkdown(bodyMarkdown) };
}

/** Writes the search text of these posts again from their stored columns and current tags (a tag renamed or deleted). */
export async function refreshPostSearchText(db: AppDatabase, postIds: readonly number[]): Promise<void> {
  if (postIds.length === 0) return;
  // One query after the other: inside a transaction there is one connection.
  const rows = await db
    .select({ id: posts.id, title: posts.title, summary: posts.summary, bodyHtml: posts.bodyHtml })
    .from(posts)
    .where(inArray(posts.id, [...postIds]));
  const tagRows = await db
    .select({ postId: postTags.postId, name: tags.name })
    .from(postTags)
    .innerJoin(tags, eq(tags.id, postTags.tagId))
    .where(inArray(postTags.postId, [...postIds]))
    .orderBy(asc(tags.name));
  for (const row of rows) {
    const tagNames = tagRows.filter((tag) => tag.postId === row.id).map((tag) => tag.name);
    await db
      .update(posts)
      .set({ searchText: postSearchText(row.title, row.summary, row.bodyHtml, tagNames) })
      .where(eq(posts.id, row.id));
  }
}
