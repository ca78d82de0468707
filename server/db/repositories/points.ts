import { desc, eq } from "drizzle-orm";
import { pointsLedger } from "../schema";
import { type AppDatabase } from "../types";

export type PointsReason = "daily_login" | "watch_live" | "gift";

export interface PointsEntry {
  amount: number;
  reason: PointsReason;
  balanceAfter: number;
  createdAt: Date;
}

/** Records one change of a user's points; `balanceAfter` is the score once it is applied. */
export async function insertPointsEntry(db: AppDatabase, userId: number, entry: PointsEntry): Promise<void> {
  await db.insert(pointsLedger).values({ userId, ...entry });
}

/** A stored entry; `reason` is one of PointsReason for every row this code writes. */
export type PointsHistoryEntry = Omit<PointsEntry, "reason"> & { reason: string };

/** The latest entries of a user, newest first. */
export async function listPointsHistory(db: AppDatabase, userId: number, limit: number): Promise<PointsHistoryEntry[]> {
  return db
    .select({ amount: pointsLedger.amount, reason: pointsLedger.reason, balanceAfter: pointsLedger.balanceAfter, createdAt: pointsLedger.createdAt })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(limit);
}
