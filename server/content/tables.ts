import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, text, timestamp, boolean, date } from "drizzle-orm/pg-core";
import { type PostStatus } from "../../contract/backend-calls/admin-content";

// News, pages and their taxonomy (docs/content.md). Bodies are stored twice: the Markdown an author
// wrote, and its sanitised HTML (server/content/markup.ts), made when the post is written.

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  position: integer("position").notNull().default(0),
});

export const tags = pgTable("tags", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  /** The name folded (contract/sports/search-text.ts), for search. */
  searchText: text("search_text").notNull().default(""),
});

// A post's status (contract/backend-calls/admin-content.ts): draft, only admins see it; scheduled,
// published by itself at publishedAt; published, everyone sees it.
export { POST_STATUSES, type PostStatus } from "../../contract/backend-calls/admin-content";

export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    bodyMarkdown: text("body_markdown").notNull(),
    bodyHtml: text("body_html").notNull(),
    coverPath: text("cover_path"),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    author: text("author").notNull(),
    status: text("status").$type<PostStatus>().notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    viewCount: integer("view_count").notNull().default(0),
    /** Title, summary, body text and tag names folded (contract/sports/search-text.ts) for full-text search. */
    searchText: text("search_text").notNull().default(""),
    /** Words in the body, for the reading time. */
    wordCount: integer("word_count").notNull().default(0),
    /** Written by the shipped seed (datasets/content): the seed may update it; an admin's edit makes it theirs. */
    seeded: boolean("seeded").notNull().default(false),
  },
  (table) => [
    index("posts_listing_idx").on(table.status, table.publishedAt),
    index("posts_category_idx").on(table.categoryId),
    // PostgreSQL's own full text over the folded text ('simple': no stemming, the words as they are).
    index("posts_search_idx").using("gin", sql`to_tsvector('simple', ${table.searchText})`),
  ],
);

export const postTags = pgTable(
  "post_tags",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.postId, table.tagId] }), index("post_tags_tag_idx").on(table.tagId)],
);

/** A reader counted once a day per post (the view count is not a reload count). */
export const postViews = pgTable(
  "post_views",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    viewer: text("viewer").notNull(),
    day: date("day").notNull(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.viewer, table.day] })],
);

export const pages = pgTable("pages", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  summary: text("summary").notNull().default(""),
  bodyMarkdown: text("body_markdown").notNull(),
  bodyHtml: text("body_html").notNull(),
  published: boolean("published").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  seeded: boolean("seeded").notNull().default(false),
});

export const languages = pgTable("languages", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  isDefault: boolean("is_default").notNull().default(false),
});
