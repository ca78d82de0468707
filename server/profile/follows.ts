import { roleOfUserType } from "../../contract/domain/roles";
import { followAnchor, listFollowedAnchors, unfollowAnchor } from "../db/repositories/follows";
import { findUserById } from "../db/repositories/users";
import { type AppDatabase } from "../db/types";
import { findRoomsOfCommentators } from "../rooms/repository";

/** A followed commentator as the backend sends it (docs/backend-api.md). */
export interface PublicFollowedAnchor {
  anchorId: string;
  nickName: string;
  icon: string;
  followedAt: string;
  isLive: boolean;
  roomSlug: string | null;
}

/**
 * Follows or unfollows a commentator; repeating either changes nothing. False when the anchor is
 * the user, does not exist, or (to follow) is no commentator: one demoted since can still be unfollowed.
 */
export async function setFollowing(db: AppDatabase, userId: number, anchorId: number, follow: boolean, now: Date): Promise<boolean> {
  if (anchorId === userId) return false;
  const anchor = await findUserById(db, anchorId);
  if (!anchor) return false;
  if (!follow) {
    await unfollowAnchor(db, userId, anchorId);
    return true;
  }
  if (roleOfUserType(anchor.userType) !== "commentator") return false;
  await followAnchor(db, userId, anchorId, now);
  return true;
}

export async function listFollowing(db: AppDatabase, userId: number): Promise<PublicFollowedAnchor[]> {
  const rows = await listFollowedAnchors(db, userId);
  const rooms = new Map(
    (
      await findRoomsOfCommentators(
        db,
        rows.map((row) => row.anchorId),
      )
    ).map((room) => [room.anchorId, room]),
  );
  return rows.map((row) => {
    const room = rooms.get(row.anchorId);
    return {
      anchorId: String(row.anchorId),
      nickName: row.nickname,
      icon: row.icon,
      followedAt: row.followedAt.toISOString(),
      isLive: room?.isLive ?? false,
      roomSlug: room?.slug ?? null,
    };
  });
}
