import { and, desc, eq, gt } from "drizzle-orm";
import { type ChatGift } from "../../contract/chat/messages";
import { type AppDatabase } from "../db/types";
import { chatGiftOf, selectChatGifts } from "../gifts/chat-gift";
import { giftSends } from "../gifts/tables";

/** Gifts a joining viewer is shown. */
export const GIFT_HISTORY_SIZE = 10;

/** The room's last gifts, oldest first; after a reconnect only those sent after `since`. */
export async function recentGifts(db: AppDatabase, roomId: number, since?: Date): Promise<ChatGift[]> {
  const rows = await selectChatGifts(db)
    .where(and(eq(giftSends.roomId, roomId), since === undefined ? undefined : gt(giftSends.createdAt, since)))
    .orderBy(desc(giftSends.id))
    .limit(GIFT_HISTORY_SIZE);
  return rows.reverse().map(({ send, gift, sender }) => chatGiftOf(send, sender, gift));
}
