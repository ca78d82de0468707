import { DateTime } from "luxon";
import { type ChatMessage } from "../../contract/chat/messages";
import { EXPERIENCE } from "../../contract/domain/levels";
import { addExperience } from "../accounts/experience";
import { type RateLimiter } from "../accounts/rate-limit";
import { retryAfterSeconds } from "../accounts/rate-limits";
import { SITE_TIME_ZONE } from "../accounts/daily-points";
import { type UserRow } from "../db/repositories/users";
import { type AppDatabase } from "../db/types";
import { findRoomBySlug } from "../rooms/repository";
import { chatLineOf } from "./chat-text";
import { chatMessageOf, insertMessage, messageOfKey, messagesWrittenSince } from "./chat-messages";
import { activeMute, mutedUntilOf } from "./mutes";
import { CHAT_MESSAGES_PER_USER, chatRateLimitKeys } from "./rate-limits";

type Writer = Pick<UserRow, "id" | "nickname" | "experience" | "userType">;

export type SendOutcome =
  /** Stored now: to be published to `roomSlug`. */
  | { kind: "stored"; roomSlug: string; message: ChatMessage }
  /** The key was used before: that message, already published. */
  | { kind: "repeated"; message: ChatMessage }
  | { kind: "refused"; key: "roomNotFound" | "chatMessageInvalid"; details?: undefined }
  | { kind: "refused"; key: "chatMuted"; details: { mutedUntil: number | null } }
  | { kind: "refused"; key: "chatTooFast"; details: { retryAfterSeconds: number } };

function startOfSiteDay(now: Date): Date {
  return DateTime.fromJSDate(now, { zone: SITE_TIME_ZONE }).startOf("day").toJSDate();
}

/**
 * One chat message (docs/chat.md): a resend with the same key is the first message again; a muted
 * writer is refused with the mute's end; each writer has CHAT_MESSAGES_PER_USER across tabs and
 * nodes. Each of the first EXPERIENCE.chatDailyCap messages of a (Bangkok) day earns experience.
 */
export async function sendChatMessage(
  db: AppDatabase,
  rateLimiter: RateLimiter,
  writer: Writer,
  request: { room: string; key: string; text: string },
  now: Date,
): Promise<SendOutcome> {
  const room = await findRoomBySlug(db, request.room);
  if (!room) return { kind: "refused", key: "roomNotFound" };
  const repeated = await messageOfKey(db, writer.id, request.key);
  if (repeated) return { kind: "repeated", message: repeated };
  const text = chatLineOf(request.text);
  if (text === null) return { kind: "refused", key: "chatMessageInvalid" };
  const mute = await activeMute(db, room.id, writer.id, now);
  if (mute) return { kind: "refused", key: "chatMuted", details: { mutedUntil: mutedUntilOf(mute) } };

  const rateKey = chatRateLimitKeys.messagesOfUser(writer.id);
  const rate = await rateLimiter.hit(rateKey, CHAT_MESSAGES_PER_USER);
  if (!rate.allowed) return { kind: "refused", key: "chatTooFast", details: { retryAfterSeconds: retryAfterSeconds(rate.retryAfterMs) } };

  const stored = await db.transaction(async (tx) => {
    const message = await insertMessage(tx, { roomId: room.id, userId: writer.id, text, key: request.key, createdAt: now });
    if (!message) return null;
    const writtenToday = await messagesWrittenSince(tx, writer.id, startOfSiteDay(now));
    const experience = writtenToday <= EXPERIENCE.chatDailyCap ? await addExperience(tx, writer.id, EXPERIENCE.chatMessage) : null;
    return { message, experience: experience ?? writer.experience };
  });
  if (!stored) {
    // A twin with the same key was stored meanwhile: this one did not count.
    await rateLimiter.refund(rateKey, CHAT_MESSAGES_PER_USER);
    const first = await messageOfKey(db, writer.id, request.key);
    if (!first) throw new Error(`chat key ${request.key} of user ${writer.id} conflicted but is not stored`);
    return { kind: "repeated", message: first };
  }
  return { kind: "stored", roomSlug: room.slug, message: chatMessageOf(stored.message, { ...writer, experience: stored.experience }) };
}
