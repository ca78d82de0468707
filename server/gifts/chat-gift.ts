import { eq } from "drizzle-orm";
import { type ChatGift, type Gift } from "../../contract/chat/messages";
import { chatUserOf } from "../chat/chat-user";
import { giftFrameId } from "../chat/room-frames";
import { type UserRow } from "../db/repositories/users";
import { users } from "../db/schema";
import { type AppDatabase } from "../db/types";
import { giftSends, gifts } from "./tables";

export type GiftSender = Pick<UserRow, "id" | "nickname" | "experience" | "userType">;

/** A stored sending as the chat shows it. */
export function chatGiftOf(send: { id: number; createdAt: Date; count: number }, sender: GiftSender, gift: Gift): ChatGift {
  return { id: giftFrameId(send.id), ts: send.createdAt.getTime(), user: chatUserOf(sender), gift, count: send.count };
}

/** Stored sendings with their gift and sender, ready for chatGiftOf; the caller adds where, order and limit. */
export function selectChatGifts(db: AppDatabase) {
  return db
    .select({
      send: { id: giftSends.id, createdAt: giftSends.createdAt, count: giftSends.count },
      gift: { code: gifts.code, name: gifts.name, icon: gifts.icon, cost: gifts.cost },
      sender: { id: users.id, nickname: users.nickname, experience: users.experience, userType: users.userType, score: users.score },
    })
    .from(giftSends)
    .innerJoin(gifts, eq(gifts.code, giftSends.giftCode))
    .innerJoin(users, eq(users.id, giftSends.senderId));
}
