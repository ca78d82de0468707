import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../db/schema";
import { liveRooms } from "../rooms/tables";

/** The gift catalogue: a code, a Vietnamese name, an icon under /img/gifts and a cost in points. */
export const gifts = pgTable("gifts", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  icon: text("icon").notNull(),
  cost: integer("cost").notNull(),
  position: integer("position").notNull().default(0),
});

/** Every gift sent: its points are gone from the sender and counted to the commentator. `requestKey` makes a resend the same gift. */
export const giftSends = pgTable(
  "gift_sends",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer("room_id")
      .notNull()
      .references(() => liveRooms.id, { onDelete: "cascade" }),
    senderId: integer("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    anchorId: integer("anchor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    giftCode: text("gift_code")
      .notNull()
      .references(() => gifts.code),
    count: integer("count").notNull(),
    points: integer("points").notNull(),
    requestKey: text("request_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("gift_sends_request_idx").on(table.senderId, table.requestKey),
    index("gift_sends_room_idx").on(table.roomId, table.createdAt),
    index("gift_sends_anchor_idx").on(table.anchorId, table.createdAt),
  ],
);
