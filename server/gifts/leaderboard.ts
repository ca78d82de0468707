import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import { type ChatUser } from "../../contract/chat/messages";
import { chatUserOf } from "../chat/chat-user";
import { users } from "../db/schema";
import { type AppDatabase } from "../db/types";
import { leaderboardPeriod, type LeaderboardPeriod } from "./periods";
import { giftSends } from "./tables";

export const LEADERBOARD_SIZE = 10;

export interface Supporter {
  user: ChatUser;
  /** Points spent on gifts in the room during the period. */
  points: number;
  /** Gifts sent (a sending of 5 roses counts 5). */
  gifts: number;
}

/** A room's top supporters of today or this week (Bangkok). */
export async function topSupporters(db: AppDatabase, roomId: number, period: LeaderboardPeriod, now: Date): Promise<Supporter[]> {
  const { from, to } = leaderboardPeriod(period, now);
  return topSupportersBetween(db, roomId, from, to);
}

/** A room's top supporters from `from` up to `to`: most points first, a tie to whoever got there first. */
export async function topSupportersBetween(db: AppDatabase, roomId: number, from: Date, to: Date): Promise<Supporter[]> {
  const points = sql<number>`sum(${giftSends.points})`.mapWith(Number);
  const giftCount = sql<number>`sum(${giftSends.count})`.mapWith(Number);
  const rows = await db
    .select({ id: users.id, nickname: users.nickname, experience: users.experience, userType: users.userType, points, gifts: giftCount })
    .from(giftSends)
    .innerJoin(users, eq(users.id, giftSends.senderId))
    .where(and(eq(giftSends.roomId, roomId), gte(giftSends.createdAt, from), lt(giftSends.createdAt, to)))
    .groupBy(users.id)
    .orderBy(desc(points), sql`max(${giftSends.id})`)
    .limit(LEADERBOARD_SIZE);
  return rows.map((row) => ({ user: chatUserOf(row), points: row.points, gifts: row.gifts }));
}
