// Params and results of the live rooms' calls (issue 11, docs/live-rooms.md and docs/chat.md):
// rooms, the chat's backend side, moderation, gifts and watch points. Every zod message is a message key.
import { z } from "zod";
import {
  CHAT_TEXT_MAX,
  chatGiftSchema,
  chatMessageSchema,
  chatUserSchema,
  giftSchema,
  MUTE_DURATIONS,
  type MuteDuration,
} from "../chat/messages";
import { idParam } from "./profile";

export const ROOM_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const roomSlug = z.string({ invalid_type_error: "roomNotFound" }).max(100, "roomNotFound").regex(ROOM_SLUG_PATTERN, "roomNotFound");
/** A key the client makes for one action: the same key again is the same action (never two messages, never two gifts). */
export const requestKey = z
  .string({ required_error: "errorOccurred", invalid_type_error: "errorOccurred" })
  .min(8, "errorOccurred")
  .max(64, "errorOccurred")
  .regex(/^[A-Za-z0-9_-]+$/, "errorOccurred");
const messageIdParam = z.union([z.string().regex(/^\d{1,15}$/), z.number().int().min(1)]).transform(Number);

// ---- Rooms ----

export const roomAnchorSchema = z.object({ id: z.number(), nickName: z.string(), icon: z.string(), followers: z.number() });

/** A room as lists show it (the match page, the schedule, the home page, the followed list). */
export const roomCardSchema = z.object({
  slug: z.string(),
  name: z.string(),
  category: z.string(),
  /** The cover's URL, or the stream's offline poster, or null. */
  cover: z.string().nullable(),
  isLive: z.boolean(),
  viewerCount: z.number(),
  /** The match the room covers now (null between matches). */
  matchId: z.number().nullable(),
  anchor: roomAnchorSchema,
});
export type RoomCard = z.infer<typeof roomCardSchema>;

/** liveDetail: the room page's data (spec section 3's room fields, the commentator, the caller's follow). */
export const roomDetailSchema = roomCardSchema.extend({
  introduction: z.string(),
  notification: z.string(),
  streamUrl: z.string(),
  streamName: z.string(),
  /** ISO time the stream went live, null when offline. */
  liveSince: z.string().nullable(),
  line1: z.string(),
  line2: z.string(),
  /** Upcoming matches on the room's schedule, soonest first (at most 10). */
  scheduledMatchIds: z.array(z.number()),
  /** Whether the caller follows the commentator (false for a guest). */
  following: z.boolean(),
});
export type RoomDetail = z.infer<typeof roomDetailSchema>;

export const liveDetailParam = z.object({ slug: roomSlug }).strict();
export const liveDetailResult = z.object({ room: roomDetailSchema });

/** liveList: rooms covering or scheduled for some matches, or the live ones. */
export const liveListParam = z
  .object({
    matchIds: z.array(z.number().int().min(1)).max(200).optional(),
    live: z.boolean().optional(),
  })
  .strict();
/** `matchIds` of an item: which of the asked matches it covers or has on its schedule. */
export const liveListResult = z.object({ items: z.array(roomCardSchema.extend({ matchIds: z.array(z.number()) })) });

// ---- Chat (the web node's chat server calls these with the viewer's session; never the browser) ----

export const chatJoinParam = z.object({ room: roomSlug, after: messageIdParam.optional() }).strict();
export const chatJoinResult = z.object({
  room: z.object({ id: z.number(), slug: z.string(), anchorId: z.number() }),
  /** Oldest first: the last 50, or what came after `after`. Deleted messages are left out. */
  messages: z.array(chatMessageSchema),
  gifts: z.array(chatGiftSchema),
  /** The caller as chat shows them (null for a guest). */
  user: chatUserSchema.nullable(),
  canWrite: z.boolean(),
  canModerate: z.boolean(),
  /** The caller's mute in this room: its end in ms (null: for ever); absent when not muted. */
  mutedUntil: z.number().nullable().optional(),
  /** After a reconnect (`after`): ids up to `after` deleted since that message was written, for the client to remove. */
  deletedIds: z.array(z.string()).optional(),
});

export const chatSendParam = z
  .object({
    room: roomSlug,
    key: requestKey,
    text: z
      .string({ invalid_type_error: "chatMessageInvalid" })
      .transform((text) => text.trim())
      .pipe(z.string().min(1, "chatMessageInvalid").max(CHAT_TEXT_MAX, "chatMessageTooLong")),
  })
  .strict();
/** Refused `chatMuted` with `{mutedUntil}` (ms, null for ever), `chatTooFast` with `{retryAfterSeconds}`. */
export const chatSendResult = z.object({ message: chatMessageSchema });

/** One heartbeat of a viewer whose player is playing: the backend counts watch time from their arrival, never from a number sent. */
export const watchHeartbeatParam = z.object({ room: roomSlug, playing: z.boolean() }).strict();
export const watchHeartbeatResult = z.object({
  /** Points given by this heartbeat (5 when ten minutes are complete, else 0). */
  credited: z.number(),
  /** The balance after it. */
  score: z.number(),
  /** Seconds counted toward the next credit. */
  progressSeconds: z.number(),
});

// ---- Moderation (spec sections 4 and 6): commentators in their own room, admins everywhere ----

const muteDuration = z.enum(Object.keys(MUTE_DURATIONS) as [MuteDuration, ...MuteDuration[]], {
  errorMap: () => ({ message: "muteUserFailed" }),
});
export const forbiddenParam = z.discriminatedUnion(
  "action",
  [
    z
      .object({
        action: z.literal("mute"),
        room: roomSlug,
        userId: idParam,
        duration: muteDuration,
        reason: z.string().trim().max(200).optional(),
      })
      .strict(),
    z.object({ action: z.literal("unmute"), room: roomSlug, userId: idParam }).strict(),
    z.object({ action: z.literal("delete"), room: roomSlug, messageId: messageIdParam }).strict(),
  ],
  { errorMap: () => ({ message: "errorOccurred" }) },
);
export type ModerationAction = z.infer<typeof forbiddenParam>;
export const forbiddenResult = z.object({
  action: z.enum(["mute", "unmute", "delete"]),
  /** A mute's end in ms (null: for ever). */
  until: z.number().nullable().optional(),
});

/** forbiddenStatus: the caller's own mute in a room, or (moderators) another user's. */
export const forbiddenStatusParam = z.object({ room: roomSlug, userId: idParam.optional() }).strict();
export const forbiddenStatusResult = z.object({
  muted: z.boolean(),
  until: z.number().nullable(),
  reason: z.string().nullable(),
});

export const moderationLogParam = z.object({ page: z.number().int().min(1).max(1000).default(1), room: roomSlug.optional() }).strict();
export const moderationEntrySchema = z.object({
  id: z.number(),
  room: z.string(),
  actor: z.object({ id: z.number(), nickName: z.string() }).nullable(),
  target: z.object({ id: z.number(), nickName: z.string() }).nullable(),
  action: z.enum(["mute", "unmute", "delete"]),
  duration: z.string().nullable(),
  until: z.string().nullable(),
  messageId: z.number().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});
export const moderationLogResult = z.object({
  items: z.array(moderationEntrySchema),
  page: z.number(),
  size: z.number(),
  total: z.number(),
});

// ---- Gifts and the room's leaderboard ----

/** Gifts in one sending: at least 1, at most 99. */
export const GIFT_COUNT_MAX = 99;
export const giftListResult = z.object({ items: z.array(giftSchema) });
export const sendGiftParam = z
  .object({
    room: roomSlug,
    gift: z.string({ invalid_type_error: "giftNotFound" }).max(40, "giftNotFound"),
    count: z
      .number({ invalid_type_error: "giftCountInvalid", required_error: "giftCountInvalid" })
      .int("giftCountInvalid")
      .min(1, "giftCountInvalid")
      .max(GIFT_COUNT_MAX, "giftCountInvalid"),
    key: requestKey,
  })
  .strict();
/** Refused `notEnoughPoints`, `giftNotFound`, `giftCountInvalid`, `roomNotFound`, `giftToOwnRoom`. */
export const sendGiftResult = z.object({ gift: chatGiftSchema, score: z.number() });

export const LEADERBOARD_PERIODS = ["today", "week"] as const;
export const leaderboardParam = z.object({ room: roomSlug, period: z.enum(LEADERBOARD_PERIODS).default("today") }).strict();
export const leaderboardResult = z.object({
  items: z.array(z.object({ user: chatUserSchema, points: z.number(), gifts: z.number() })),
});
