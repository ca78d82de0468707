import { desc, eq, sql } from "drizzle-orm";
import { preparedQuery } from "../prepared-query";
import { pointsLedger } from "../schema";
import { type AppDatabase } from "../types";

import { POINTS_REASONS, type PointsReason } from "../../../contract/backend-calls/accounts";

export type { PointsReason };

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

function isPointsReason(value: string): value is PointsReason {
  return (POINTS_REASONS as readonly string[]).includes(value);
}

const pointsHistoryQuery = preparedQuery((db) =>
  db
    .select({
      amount: pointsLedger.amount,
      reason: pointsLedger.reason,
      balanceAfter: pointsLedger.balanceAfter,
      createdAt: pointsLedger.createdAt,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, sql.placeholder("userId")))
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(sql.placeholder("limit"))
    .prepare("points_history"),
);

/** The latest entries of a user, newest first; rows of a reason this code does not know are skipped. */
export async function listPointsHistory(db: AppDatabase, userId: number, limit: number): Promise<PointsEntry[]> {
  const rows = await pointsHistoryQuery(db).execute({ userId, limit });
  return rows.flatMap((row) => (isPointsReason(row.reason) ? [{ ...row, reason: row.reason }] : []));
}
