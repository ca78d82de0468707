import { type z } from "zod";
import { type chatJoinResult } from "../../contract/backend-calls/live-rooms";
import { type UserRow } from "../db/repositories/users";
import { type AppDatabase } from "../db/types";
import { findRoomBySlug } from "../rooms/repository";
import { deletedSince, recentMessages, messageTime } from "./chat-messages";
import { chatUserOf } from "./chat-user";
import { recentGifts } from "./gift-history";
import { moderatesRoom } from "./moderators";
import { activeMute, mutedUntilOf } from "./mutes";

export type JoinAnswer = z.input<typeof chatJoinResult>;

/**
 * What a viewer entering a room's chat needs (the web node's chat server asks, with the viewer's
 * session): the room, the last messages (or those after `after`, a reconnect) and gifts, who the
 * viewer is, and what they may do. Null when there is no such room.
 */
export async function joinRoom(
  db: AppDatabase,
  slug: string,
  after: number | undefined,
  viewer: UserRow | null,
  now: Date,
): Promise<JoinAnswer | null> {
  const room = await findRoomBySlug(db, slug);
  if (!room) return null;
  const since = after === undefined ? undefined : ((await messageTime(db, after)) ?? undefined);
  const [messages, gifts, mute, deletedIds] = await Promise.all([
    recentMessages(db, room.id, after),
    recentGifts(db, room.id, since),
    viewer ? activeMute(db, room.id, viewer.id, now) : null,
    after !== undefined && since !== undefined ? deletedSince(db, room.id, after, since) : [],
  ]);
  return {
    room: { id: room.id, slug: room.slug, anchorId: room.anchorId },
    messages,
    gifts,
    user: viewer ? chatUserOf(viewer) : null,
    canWrite: viewer !== null,
    canModerate: moderatesRoom(viewer, room),
    ...(mute ? { mutedUntil: mutedUntilOf(mute) } : {}),
    ...(deletedIds.length > 0 ? { deletedIds } : {}),
  };
}
