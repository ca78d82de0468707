// The chat socket's vocabulary (issue 11, docs/chat.md): one set of frames for the server and the
// browser. Frames are JSON text. Every frame the server sends has the common envelope
// `{type, id, ts}`: the server assigns ids (increasing per room, so a client that reconnects asks
// for what came after the last id it saw) and times (milliseconds since the epoch). What a client
// sends is checked here, strictly, before the server acts on it; nothing a client sends names a
// user: the server knows who is connected from the session cookie.
import { z } from "zod";
import { type MessageKey } from "../message-keys";

export const CHAT_SOCKET_PATH = "/chat";
/** Longest chat message, in characters (a message is text, never HTML). */
export const CHAT_TEXT_MAX = 200;
/** Largest frame a client may send, in bytes; a larger one closes the connection (1009). */
export const CHAT_FRAME_MAX_BYTES = 2048;
/** How often a client sends a heartbeat while its player plays (watch points count from their arrival). */
export const CHAT_HEARTBEAT_SECONDS = 30;
/** Messages given on join and after a reconnect. */
export const CHAT_HISTORY_SIZE = 50;

/** Mutes (spec sections 4 and 6): 2 hours, 1 day, 3 days, 30 days, or for ever. */
export const MUTE_DURATIONS = { "2h": 2 * 3600, "1d": 86_400, "3d": 3 * 86_400, "30d": 30 * 86_400, forever: null } as const;
export type MuteDuration = keyof typeof MUTE_DURATIONS;

// ---- What a client sends ----

const roomSlug = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
/** A client's own key for one action: a resend with the same key is the same action (never two messages or two gifts). */
const clientKey = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
const messageId = z.string().regex(/^\d{1,15}$/);

export const clientFrameSchema = z.discriminatedUnion("type", [
  /** Enter a room; `after` is the last message id seen (a reconnect): only newer ones come back. */
  z.object({ type: z.literal("join"), room: roomSlug, after: messageId.optional() }).strict(),
  // Longer than CHAT_TEXT_MAX is still read, so that the server can say "too long" rather than "unreadable".
  z
    .object({
      type: z.literal("send"),
      key: clientKey,
      text: z
        .string()
        .min(1)
        .max(CHAT_TEXT_MAX * 2),
    })
    .strict(),
  /** While the stream plays, every 30 s: the server counts watch time from these, never from a number sent. */
  z.object({ type: z.literal("heartbeat"), playing: z.boolean() }).strict(),
]);
// Moderation (mute, unmute, delete) is not a frame: it travels over HTTP as the backend call
// `forbidden`, and its effect comes back to everyone as the server frames below (decision 034).
export type ClientFrame = z.infer<typeof clientFrameSchema>;

export type ClientFrameReading = { ok: true; frame: ClientFrame } | { ok: false; reason: "binary" | "too_large" | "unreadable" };

/** Reads one frame from a client: text only, at most CHAT_FRAME_MAX_BYTES, JSON of a known shape. */
export function readClientFrame(data: string | Uint8Array, isBinary: boolean): ClientFrameReading {
  if (isBinary || typeof data !== "string") return { ok: false, reason: "binary" };
  if (new TextEncoder().encode(data).length > CHAT_FRAME_MAX_BYTES) return { ok: false, reason: "too_large" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  const frame = clientFrameSchema.safeParse(parsed);
  return frame.success ? { ok: true, frame: frame.data } : { ok: false, reason: "unreadable" };
}

// ---- What the server sends ----

/** A chatter as others see them: the level (lv1…) comes from their experience (`grow`, contract/domain/levels.ts). */
export const chatUserSchema = z.object({
  id: z.number(),
  nickName: z.string(),
  level: z.number(),
  role: z.enum(["user", "commentator", "admin"]),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

/** `text` is plain text, shown as text. */
export const chatMessageSchema = z.object({ id: z.string(), ts: z.number(), user: chatUserSchema, text: z.string() });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const giftSchema = z.object({ code: z.string(), name: z.string(), icon: z.string(), cost: z.number() });
export type Gift = z.infer<typeof giftSchema>;
export const chatGiftSchema = z.object({ id: z.string(), ts: z.number(), user: chatUserSchema, gift: giftSchema, count: z.number() });
export type ChatGift = z.infer<typeof chatGiftSchema>;

interface Envelope<Type extends string> {
  type: Type;
  /** The server's id of this frame (messages and gifts: their own id). */
  id: string;
  ts: number;
}

export type ServerFrame =
  | (Envelope<"history"> & {
      room: string;
      messages: ChatMessage[];
      gifts: ChatGift[];
      canModerate: boolean;
      canWrite: boolean;
      /** The viewer as chat shows them (null for a guest), and their mute in this room (ms, null for ever; absent when not muted). */
      me: ChatUser | null;
      mutedUntil?: number | null;
      /** After a reconnect: messages the client may hold that were deleted while it was away. */
      deletedIds?: string[];
    })
  | (Envelope<"message"> & { message: ChatMessage })
  | (Envelope<"gift"> & { gift: ChatGift })
  | (Envelope<"mute"> & { userId: number; until: number | null; reason: string | null })
  | (Envelope<"unmute"> & { userId: number })
  | (Envelope<"delete"> & { messageId: string })
  | (Envelope<"viewers"> & { count: number })
  /** A notice for everyone in the room (a commentator went live …), a message key. */
  | (Envelope<"notice"> & { key: MessageKey })
  /** A refusal for this connection only: a message key, with the mute's end when muted (null: for ever). */
  | (Envelope<"error"> & { key: MessageKey; mutedUntil?: number | null });

export type ServerFrameType = ServerFrame["type"];
const SERVER_FRAME_TYPES: readonly ServerFrameType[] = [
  "history",
  "message",
  "gift",
  "mute",
  "unmute",
  "delete",
  "viewers",
  "notice",
  "error",
];

/** The browser's check of what arrives: an object with the envelope and a known type; anything else is dropped. */
export function readServerFrame(data: unknown): ServerFrame | null {
  if (typeof data !== "string") return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { type, id, ts } = parsed as Record<string, unknown>;
  if (typeof type !== "string" || !(SERVER_FRAME_TYPES as readonly string[]).includes(type)) return null;
  if (typeof id !== "string" || typeof ts !== "number") return null;
  return parsed as ServerFrame;
}
