import { and, eq, gte, sql, TransactionRollbackError } from "drizzle-orm";
import { type ChatGift } from "../../contract/chat/messages";
import { EXPERIENCE } from "../../contract/domain/levels";
import { addExperience } from "../accounts/experience";
import { insertPointsEntry } from "../db/repositories/points";
import { users } from "../db/schema";
import { type AppDatabase } from "../db/types";
import { findRoomBySlug } from "../rooms/repository";
import { findGift } from "./catalogue";
import { chatGiftOf, type GiftSender, selectChatGifts } from "./chat-gift";
import { giftSends } from "./tables";

export interface GiftRequest {
  room: string;
  gift: string;
  /** 1 to 99, already checked by the call's schema. */
  count: number;
  /** The client's key for this sending: the same key again is the same gift. */
  key: string;
}

type Sender = GiftSender;
type GiftRefusal = "roomNotFound" | "giftToOwnRoom" | "giftNotFound" | "notEnoughPoints";

export type SendGiftOutcome =
  /** Charged now: to be published to `roomSlug`. */
  | { kind: "sent"; roomSlug: string; gift: ChatGift; score: number }
  /** The key was used before: the first gift, nothing charged again. */
  | { kind: "repeated"; gift: ChatGift; score: number }
  | { kind: "refused"; refusal: GiftRefusal };

/** Experience a gift earns its sender: EXPERIENCE.giftPer10Points for each whole 10 points spent. */
export function experienceForGift(points: number): number {
  return Math.floor(points / 10) * EXPERIENCE.giftPer10Points;
}

/**
 * Sends a gift to a room's commentator (docs/gifts-and-points.md). One transaction claims the key
 * (gift_sends' unique (sender, key): a concurrent twin waits for it, then finds it taken), takes
 * the points only while the balance covers them, writes the ledger and the experience.
 */
export async function sendGiftToRoom(db: AppDatabase, sender: Sender, request: GiftRequest, now: Date): Promise<SendGiftOutcome> {
  const room = await findRoomBySlug(db, request.room);
  if (!room) return { kind: "refused", refusal: "roomNotFound" };
  if (room.anchorId === sender.id) return { kind: "refused", refusal: "giftToOwnRoom" };
  const gift = await findGift(db, request.gift);
  if (!gift) return { kind: "refused", refusal: "giftNotFound" };
  const points = gift.cost * request.count;

  let charged;
  try {
    charged = await db.transaction(async (tx) => {
      const [send] = await tx
        .insert(giftSends)
        .values({
          roomId: room.id,
          senderId: sender.id,
          anchorId: room.anchorId,
          giftCode: gift.code,
          count: request.count,
          points,
          requestKey: request.key,
          createdAt: now,
        })
        .onConflictDoNothing({ target: [giftSends.senderId, giftSends.requestKey] })
        .returning({ id: giftSends.id, createdAt: giftSends.createdAt, count: giftSends.count });
      if (!send) return null;
      const [balance] = await tx
        .update(users)
        .set({ score: sql`${users.score} - ${points}`, updatedAt: now })
        .where(and(eq(users.id, sender.id), gte(users.score, points)))
        .returning({ score: users.score });
      if (!balance) return tx.rollback();
      await insertPointsEntry(tx, sender.id, { amount: -points, reason: "gift", balanceAfter: balance.score, createdAt: now });
      const experience = experienceForGift(points);
      const grown = experience > 0 ? await addExperience(tx, sender.id, experience) : null;
      return { send, score: balance.score, experience: grown ?? sender.experience };
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return { kind: "refused", refusal: "notEnoughPoints" };
    throw error;
  }
  if (!charged) return repeatedSend(db, sender.id, request.key);
  return {
    kind: "sent",
    roomSlug: room.slug,
    gift: chatGiftOf(charged.send, { ...sender, experience: charged.experience }, gift),
    score: charged.score,
  };
}

/** The gift a key was first used for, with the sender's balance now. */
async function repeatedSend(db: AppDatabase, senderId: number, key: string): Promise<SendGiftOutcome> {
  const [row] = await selectChatGifts(db).where(and(eq(giftSends.senderId, senderId), eq(giftSends.requestKey, key)));
  // The key's first sending conflicted with this one, so it exists until its sender is deleted.
  if (!row) throw new Error(`gift key ${key} of user ${senderId} conflicted but is not stored`);
  return { kind: "repeated", gift: chatGiftOf(row.send, row.sender, row.gift), score: row.sender.score };
}
