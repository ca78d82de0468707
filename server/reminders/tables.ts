// Notifications, the Web Push subscriptions they go to, and followed teams (docs/reminders.md).
import { index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { users } from "../db/schema";
import { matches, teams } from "../sports/tables";

/** A user's notifications; (user, kind, subject) is unique, so each one is made once even across restarts. */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** What it is about, within its kind: "match:123", "goal:123:4". */
    subject: text("subject").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    link: text("link"),
    matchId: integer("match_id").references(() => matches.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [
    unique("notifications_once").on(table.userId, table.kind, table.subject),
    index("notifications_user_idx").on(table.userId, table.id),
  ],
);

/** A browser's Web Push subscription (its push service's endpoint and keys). */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("push_subscriptions_user_idx").on(table.userId)],
);

/** Teams a user follows: their goals become notifications. */
export const teamFollows = pgTable(
  "team_follows",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.teamId] }), index("team_follows_team_idx").on(table.teamId)],
);
