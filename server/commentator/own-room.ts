import { freeSlug, slugFromText } from "../admin/slugs";
import { type AppDatabase } from "../db/types";
import { findRoomBySlug, findRoomOfCommentator, insertRoomIfAbsent, type RoomRow } from "../rooms/repository";

// Every commentator has one room (issue 12): one made the first time they open the centre, named
// after them, for them to fill in. Its slug (/truc-tiep/{slug}) comes from the nickname.

export async function ensureOwnRoom(db: AppDatabase, user: { id: number; nickName: string }, now: Date): Promise<RoomRow> {
  const existing = await findRoomOfCommentator(db, user.id);
  if (existing) return existing;
  const slug = await freeSlug(
    slugFromText(`blv ${user.nickName}`, `blv-${user.id}`),
    async (candidate) => (await findRoomBySlug(db, candidate)) !== null,
  );
  const made = await insertRoomIfAbsent(db, {
    slug,
    anchorId: user.id,
    name: `Phòng live của ${user.nickName}`,
    createdAt: now,
    updatedAt: now,
  });
  // Another request made it meanwhile (two tabs opening the centre at once).
  const room = made ?? (await findRoomOfCommentator(db, user.id));
  if (!room) throw new Error(`commentator ${user.id}: no room after making one`);
  return room;
}
