import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "../db/schema";
import { matches } from "../sports/tables";

/**
 * Commentators' live rooms (spec section 3, issue 11): one room per commentator. `matchId` is the
 * match the room covers now (null between matches); `isLive` the stream's status. Rooms with
 * `demo` set are run by the demo director (server/rooms/director.ts), which follows the replay feed.
 */
export const liveRooms = pgTable(
  "live_rooms",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull().unique(),
    anchorId: integer("anchor_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    introduction: text("introduction").notNull().default(""),
    notification: text("notification").notNull().default(""),
    category: text("category").notNull().default("football"),
    coverPath: text("cover_path"),
    streamUrl: text("stream_url").notNull().default(""),
    streamName: text("stream_name").notNull().default(""),
    isLive: boolean("is_live").notNull().default(false),
    liveSince: timestamp("live_since", { withTimezone: true }),
    line1: text("line1").notNull().default(""),
    line2: text("line2").notNull().default(""),
    matchId: integer("match_id").references(() => matches.id, { onDelete: "set null" }),
    demo: boolean("demo").notNull().default(false),
    /** The secret key the commentator's encoder pushes with (issue 12): null until first asked for. */
    streamKey: text("stream_key").unique(),
    streamKeyCreatedAt: timestamp("stream_key_created_at", { withTimezone: true }),
    /** An encoder is pushing to the media server on the room's key (on_publish until on_publish_done). */
    publishing: boolean("publishing").notNull().default(false),
    /** The media server's last word on that push (on_publish or on_update): a push not heard of for long is over. */
    publishSeenAt: timestamp("publish_seen_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("live_rooms_match_idx").on(table.matchId), index("live_rooms_live_idx").on(table.isLive)],
);

/** The matches a room will cover (the commentator's Set Schedule; the demo director's plan). */
export const roomSchedules = pgTable(
  "room_schedules",
  {
    roomId: integer("room_id")
      .notNull()
      .references(() => liveRooms.id, { onDelete: "cascade" }),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.roomId, table.matchId] }), index("room_schedules_match_idx").on(table.matchId)],
);

/**
 * Watch time toward the next watch points (spec section 9: 10 minutes, 5 points), one row per user
 * whatever the number of tabs: `seconds` counted from heartbeats, never more than the time that
 * really passed since `lastBeatAt`; `day` and `dayPoints` hold the daily cap.
 */
export const watchProgress = pgTable("watch_progress", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  seconds: integer("seconds").notNull().default(0),
  lastBeatAt: timestamp("last_beat_at", { withTimezone: true }),
  day: text("day").notNull().default(""),
  dayPoints: integer("day_points").notNull().default(0),
});

/**
 * One broadcast of a room (issue 12): from going live to going offline, whoever made it so (the
 * media server's callbacks, the commentator's status, the demo director). The commentator centre's
 * numbers are read from these and their viewer samples.
 */
export const roomBroadcasts = pgTable(
  "room_broadcasts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer("room_id")
      .notNull()
      .references(() => liveRooms.id, { onDelete: "cascade" }),
    matchId: integer("match_id").references(() => matches.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    peakViewers: integer("peak_viewers").notNull().default(0),
    /** ingest (the media server), manual (the commentator's live status), demo (the director). */
    source: text("source").notNull(),
  },
  (table) => [
    index("room_broadcasts_room_idx").on(table.roomId, table.startedAt),
    // At most one broadcast of a room on air at a time, whichever node opens it.
    uniqueIndex("room_broadcasts_on_air_idx")
      .on(table.roomId)
      .where(sql`${table.endedAt} is null`),
  ],
);

/** Viewers of a broadcast, one sample per SAMPLE_EVERY_MS bucket (server/rooms/viewer-sampler.ts). */
export const roomViewerSamples = pgTable(
  "room_viewer_samples",
  {
    broadcastId: integer("broadcast_id")
      .notNull()
      .references(() => roomBroadcasts.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull(),
    viewers: integer("viewers").notNull(),
  },
  (table) => [primaryKey({ columns: [table.broadcastId, table.at] })],
);
