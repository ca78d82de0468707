import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { type AppDatabase } from "../db/types";
import { type RoomRow } from "../rooms/repository";
import { liveRooms } from "../rooms/tables";

// Stream keys (issue 12, docs/commentator-centre.md): the secret a commentator pastes into OBS. It
// is the stream's name on the media server's ingest app, so it is made of letters and digits only
// (STREAM_KEY_PATTERN); it never appears in a public address (the stream plays under the room's slug).

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const KEY_LENGTH = 32;

/** A new key: 32 characters of 62, about 190 bits, from the system's CSPRNG. */
export function newStreamKey(): string {
  let key = "live_";
  for (let index = 0; index < KEY_LENGTH; index += 1) key += ALPHABET[randomInt(ALPHABET.length)];
  return key;
}

/** Gives the room a new key; the old one stops working at once (the callbacks look keys up here). */
export async function replaceStreamKey(db: AppDatabase, roomId: number, now: Date): Promise<RoomRow> {
  const [row] = await db
    .update(liveRooms)
    .set({ streamKey: newStreamKey(), streamKeyCreatedAt: now, updatedAt: now })
    .where(eq(liveRooms.id, roomId))
    .returning();
  if (!row) throw new Error(`room ${roomId}: gone while its stream key was replaced`);
  return row;
}

/** The room as it is, with a key made the first time it is asked for. */
export async function withStreamKey(
  db: AppDatabase,
  room: RoomRow,
  now: Date,
): Promise<RoomRow & { streamKey: string; streamKeyCreatedAt: Date }> {
  const row = room.streamKey && room.streamKeyCreatedAt ? room : await replaceStreamKey(db, room.id, now);
  if (!row.streamKey || !row.streamKeyCreatedAt) throw new Error(`room ${room.id}: no stream key after making one`);
  return { ...row, streamKey: row.streamKey, streamKeyCreatedAt: row.streamKeyCreatedAt };
}
