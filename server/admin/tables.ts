import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../db/schema";

/** Every admin write (issue 10): who, what, on what, when, with the details that changed. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** What was done: "feedback.process", "post.publish" … */
    action: text("action").notNull(),
    /** What it was done to: "feedback:12", "post:argentina-vo-dich…". */
    subject: text("subject").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("audit_log_at_idx").on(table.at)],
);
