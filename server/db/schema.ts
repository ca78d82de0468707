import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Site configuration items (spec section 3): a code and a text value, read as a code-to-value map. */
export const configurations = pgTable("configurations", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  code: text("code").notNull().unique(),
  value: text("value").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Menu entries (spec sections 2 and 3). `code` is the URL path segment, `description` the route
 * kind (SCHEDULE, NEWS, ...) kept as free text so that an unknown kind can still be stored,
 * `name` the Vietnamese label.
 */
export const menuEntries = pgTable("menu_entries", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  code: text("code").notNull().unique(),
  description: text("description").notNull(),
  name: text("name").notNull(),
  position: integer("position").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
