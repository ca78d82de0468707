import { and, desc, eq, sql } from "drizzle-orm";
import { preparedQuery } from "../prepared-query";
import { follows, users } from "../schema";
import { type AppDatabase } from "../types";

export interface FollowedAnchor {
  anchorId: number;
  nickname: string;
  icon: string;
  followedAt: Date;
}

/** Makes a user follow an anchor; following twice changes nothing. */
export async function followAnchor(db: AppDatabase, userId: number, anchorId: number, now = new Date()): Promise<void> {
  await db.insert(follows).values({ userId, anchorId, createdAt: now }).onConflictDoNothing();
}

/** Makes a user stop following an anchor; unfollowing twice changes nothing. */
export async function unfollowAnchor(db: AppDatabase, userId: number, anchorId: number): Promise<void> {
  await db.delete(follows).where(and(eq(follows.userId, userId), eq(follows.anchorId, anchorId)));
}

const followedAnchorsQuery = preparedQuery((db) =>
  db
    .select({ anchorId: follows.anchorId, nickname: users.nickname, icon: users.icon, followedAt: follows.createdAt })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.anchorId))
    .where(eq(follows.userId, sql.placeholder("userId")))
    .orderBy(desc(follows.createdAt), desc(follows.anchorId))
    .limit(sql.placeholder("limit"))
    .prepare("followed_anchors"),
);

/** The anchors a user follows, most recently followed first. */
export async function listFollowedAnchors(db: AppDatabase, userId: number, limit = 500): Promise<FollowedAnchor[]> {
  return followedAnchorsQuery(db).execute({ userId, limit });
}
