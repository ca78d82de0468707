import { index, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { matches } from "../sports/tables";

/** A highlight clip of a match (docs/highlights.md): the files are served by the site from public/. */
export const highlights = pgTable(
  "highlights",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    durationSeconds: smallint("duration_seconds").notNull(),
    width: smallint("width").notNull(),
    height: smallint("height").notNull(),
    webmPath: text("webm_path").notNull(),
    mp4Path: text("mp4_path").notNull(),
    posterPath: text("poster_path").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("highlights_match_idx").on(table.matchId), index("highlights_published_idx").on(table.publishedAt, table.id)],
);
