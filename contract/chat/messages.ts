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
const userId = z.number().int().min(1).max(2_147_483_647);

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
  z
    .object({
      type: z.literal("mute"),
      userId,
      duration: z.enum(Object.keys(MUTE_DURATIONS) as [MuteDuration, ...MuteDuration[]]),
      reason: z.string().max(200).optional(),
    })
    .strict(),
  z.object({ type: z.literal("unmute"), userId }).strict(),
  z.object({ type: z.literal("delete"), messageId }).strict(),
]);
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

/** A chatter as others see them: the level (lv1…) comes from their experience (`grow`). */
export interface ChatUser {
  id: number;
  nickName: string;
  level: number;
  role: "user" | "commentator" | "admin";
}

export interface ChatMessage {
  id: string;
  ts: number;
  user: ChatUser;
  /** Plain text, shown as text. */
  text: string;
}

export interface ChatGift {
  id: string;
  ts: number;
  user: ChatUser;
  gift: { code: string; name: string; icon: string; cost: number };
  count: number;
}

interface Envelope<Type extends string> {
  type: Type;
  /** The server's id of this frame (messages and gifts: their own id). */
  id: string;
  ts: number;
}

export type ServerFrame =
  | (Envelope<"history"> & { room: string; messages: ChatMessage[]; gifts: ChatGift[]; canModerate: boolean; canWrite: boolean })
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
