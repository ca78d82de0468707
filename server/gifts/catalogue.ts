import { asc, eq } from "drizzle-orm";
import { type Gift } from "../../contract/chat/messages";
import { type AppDatabase } from "../db/types";
import { gifts } from "./tables";

// The one door to the gift catalogue (reference data seeded by migration 0011, docs/gifts-and-points.md).

const giftColumns = { code: gifts.code, name: gifts.name, icon: gifts.icon, cost: gifts.cost };

/** Every gift, cheapest first. */
export async function listGifts(db: AppDatabase): Promise<Gift[]> {
  return db.select(giftColumns).from(gifts).orderBy(asc(gifts.cost), asc(gifts.position), asc(gifts.code));
}

export async function findGift(db: AppDatabase, code: string): Promise<Gift | null> {
  const [row] = await db.select(giftColumns).from(gifts).where(eq(gifts.code, code));
  return row ?? null;
}
