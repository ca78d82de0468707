import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../db/schema";
import { liveRooms } from "../rooms/tables";

/** Chat messages (docs/chat.md): plain text; `clientKey` makes a resend the same message; a deleted one keeps its row. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer("room_id")
      .notNull()
      .references(() => liveRooms.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    clientKey: text("client_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: integer("deleted_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index("chat_messages_room_idx").on(table.roomId, table.id),
    uniqueIndex("chat_messages_key_idx").on(table.userId, table.clientKey),
    index("chat_messages_user_idx").on(table.userId, table.createdAt),
  ],
);

/** Who may not write in a room, until when (null: for ever). */
export const chatMutes = pgTable(
  "chat_mutes",
  {
    roomId: integer("room_id")
      .notNull()
      .references(() => liveRooms.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    until: timestamp("until", { withTimezone: true }),
    reason: text("reason"),
    mutedBy: integer("muted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.roomId, table.userId] })],
);

/** Every moderation action (who, whom, what, when, why), read by admins. */
export const moderationLog = pgTable(
  "moderation_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer("room_id")
      .notNull()
      .references(() => liveRooms.id, { onDelete: "cascade" }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    targetUserId: integer("target_user_id").references(() => users.id, { onDelete: "set null" }),
    /** "mute", "unmute" or "delete". */
    action: text("action").notNull(),
    /** A mute's duration code (2h, 1d, 3d, 30d, forever). */
    duration: text("duration"),
    until: timestamp("until", { withTimezone: true }),
    messageId: integer("message_id"),
    reason: text("reason"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("moderation_log_at_idx").on(table.at), index("moderation_log_room_idx").on(table.roomId, table.at)],
);
