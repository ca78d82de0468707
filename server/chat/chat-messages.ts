import { and, count, desc, eq, gt, gte, isNull, lte } from "drizzle-orm";
import { CHAT_HISTORY_SIZE, type ChatMessage } from "../../contract/chat/messages";
import { users } from "../db/schema";
import { type AppDatabase } from "../db/types";
import { chatUserOf } from "./chat-user";
import { chatMessages } from "./tables";

// The one door to chat_messages (docs/chat.md). Message ids come from the table's identity: they
// increase across the site, so within a room too, which is what a reconnect's `after` relies on.

/** After a reconnect, at most this many of the messages that came after `after` (the newest). */
export const REJOIN_HISTORY_MAX = 4 * CHAT_HISTORY_SIZE;

const writerColumns = { id: users.id, nickname: users.nickname, experience: users.experience, userType: users.userType };
const messageColumns = { id: chatMessages.id, createdAt: chatMessages.createdAt, text: chatMessages.text };

type Writer = Parameters<typeof chatUserOf>[0];

export function chatMessageOf(message: { id: number; createdAt: Date; text: string }, writer: Writer): ChatMessage {
  return { id: String(message.id), ts: message.createdAt.getTime(), user: chatUserOf(writer), text: message.text };
}

/** A room's last messages, oldest first, deleted ones left out: the last CHAT_HISTORY_SIZE, or the newest REJOIN_HISTORY_MAX after `after`. */
export async function recentMessages(db: AppDatabase, roomId: number, after?: number): Promise<ChatMessage[]> {
  const rows = await db
    .select({ message: messageColumns, writer: writerColumns })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(
      and(eq(chatMessages.roomId, roomId), isNull(chatMessages.deletedAt), after === undefined ? undefined : gt(chatMessages.id, after)),
    )
    .orderBy(desc(chatMessages.id))
    .limit(after === undefined ? CHAT_HISTORY_SIZE : REJOIN_HISTORY_MAX);
  return rows.reverse().map((row) => chatMessageOf(row.message, row.writer));
}

/** Ids (up to `upToId`) of a room's messages deleted at or after `since`: what a reconnecting client may still show. */
export async function deletedSince(db: AppDatabase, roomId: number, upToId: number, since: Date): Promise<string[]> {
  const rows = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), lte(chatMessages.id, upToId), gte(chatMessages.deletedAt, since)))
    .orderBy(desc(chatMessages.id))
    .limit(REJOIN_HISTORY_MAX);
  return rows.map((row) => String(row.id));
}

/** When a message was written (any room, deleted or not), or null for an unknown id. */
export async function messageTime(db: AppDatabase, messageId: number): Promise<Date | null> {
  const [row] = await db.select({ createdAt: chatMessages.createdAt }).from(chatMessages).where(eq(chatMessages.id, messageId));
  return row?.createdAt ?? null;
}

/** The message a writer's key was first used for. */
export async function messageOfKey(db: AppDatabase, userId: number, key: string): Promise<ChatMessage | null> {
  const [row] = await db
    .select({ message: messageColumns, writer: writerColumns })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.clientKey, key)));
  return row ? chatMessageOf(row.message, row.writer) : null;
}

/** Stores a message; null when the writer's key is already taken (a resend racing its first sending). */
export async function insertMessage(
  db: AppDatabase,
  message: { roomId: number; userId: number; text: string; key: string; createdAt: Date },
): Promise<{ id: number; createdAt: Date; text: string } | null> {
  const [row] = await db
    .insert(chatMessages)
    .values({ roomId: message.roomId, userId: message.userId, text: message.text, clientKey: message.key, createdAt: message.createdAt })
    .onConflictDoNothing({ target: [chatMessages.userId, chatMessages.clientKey] })
    .returning(messageColumns);
  return row ?? null;
}

/** Messages a user wrote since a time, in every room (deleted ones count: they were written). */
export async function messagesWrittenSince(db: AppDatabase, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ written: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), gte(chatMessages.createdAt, since)));
  return row?.written ?? 0;
}

/** A message of the room not yet deleted: its writer. */
export async function liveMessageWriter(db: AppDatabase, roomId: number, messageId: number): Promise<Writer | null> {
  const [row] = await db
    .select({ writer: writerColumns })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.roomId, roomId), isNull(chatMessages.deletedAt)));
  return row?.writer ?? null;
}

/** Marks a message deleted (its row stays, for the moderation log); false when it was already. */
export async function markMessageDeleted(db: AppDatabase, messageId: number, deletedBy: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(chatMessages)
    .set({ deletedAt: at, deletedBy })
    .where(and(eq(chatMessages.id, messageId), isNull(chatMessages.deletedAt)))
    .returning({ id: chatMessages.id });
  return rows.length > 0;
}
