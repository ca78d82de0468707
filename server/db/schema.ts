import { type AnyPgColumn, boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { matches } from "../sports/tables";

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

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Accounts (spec sections 3 and 6). `user_type` 1 normal, 2 commentator, 3 admin. A user has a
 * username, a phone, or both. `score` is the points balance (history in points_ledger),
 * `last_login_day` a YYYY-MM-DD in Asia/Bangkok. The column `grow` held the login streak until
 * migration 0011 (decision 034): it is now the experience, as on the wire.
 */
export const users = pgTable("users", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  username: text("username").unique(),
  phone: text("phone").unique(),
  passwordHash: text("password_hash").notNull(),
  nickname: text("nickname").notNull(),
  userType: smallint("user_type").notNull().default(1),
  gender: text("gender"),
  birthday: text("birthday"),
  icon: text("icon").notNull().default(""),
  cutOutIcon: text("cut_out_icon").notNull().default(""),
  score: integer("score").notNull().default(0),
  /** Experience from watching, chatting and gifting (the wire's `grow`): it gives the level shown in chat. */
  experience: integer("grow").notNull().default(0),
  /** Consecutive login days, the last one `last_login_day`: the daily login points grow with it. */
  loginStreak: integer("login_streak").notNull().default(0),
  lastLoginDay: text("last_login_day"),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Logged-in sessions. Only the SHA-256 of the token is stored; the token lives in the browser's cookie. */
export const sessions = pgTable(
  "sessions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    remember: boolean("remember").notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/** Every change of a user's points, with the balance after it. */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    reason: text("reason").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("points_ledger_user_idx").on(table.userId, table.createdAt)],
);

/** Image captchas: single use, short-lived; only a hash of the answer is kept. */
export const captchas = pgTable("captchas", {
  id: text("id").primaryKey(),
  answerHash: text("answer_hash").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** SMS codes for registering or binding a phone: single use, expiring, a few wrong tries at most. */
export const smsCodes = pgTable(
  "sms_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    phone: text("phone").notNull(),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("sms_codes_phone_idx").on(table.phone, table.createdAt)],
);

/** Feedback (spec section 3): status Unprocessed, later Processed. */
export const feedback = pgTable(
  "feedback",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    contact: text("contact").notNull(),
    imageUrl: text("image_url"),
    roomNumber: text("room_number"),
    status: text("status").notNull().default("Unprocessed"),
    createdAt: createdAt(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    /** The admin's answer, shown to the user with the Processed status. */
    reply: text("reply"),
    processedBy: integer("processed_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
  },
  (table) => [index("feedback_user_idx").on(table.userId, table.createdAt), index("feedback_status_idx").on(table.status, table.createdAt)],
);

/** Commentators a user follows (spec: Follow / Unfollow). */
export const follows = pgTable(
  "follows",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    anchorId: integer("anchor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.anchorId] }), index("follows_anchor_idx").on(table.anchorId)],
);

/** Match reminders (spec: Set Schedule / Cancel Schedule): server/reminders. */
export const reservations = pgTable(
  "reservations",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.matchId] }), index("reservations_match_idx").on(table.matchId)],
);

// The sports data and the notifications live with their features.
export * from "../sports/tables";
export * from "../reminders/tables";
export * from "../live/odds/tables";
export * from "../highlights/tables";
export * from "../content/tables";
export * from "../admin/tables";
export * from "../rooms/tables";
export * from "../chat/tables";
export * from "../gifts/tables";
