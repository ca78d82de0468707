import { eq } from "drizzle-orm";
import { type z } from "zod";
import { type liveSetParam, type RoomCategory, type RoomSettings } from "../../contract/backend-calls/commentator";
import { type FieldErrors } from "../../contract/backend-calls/field-errors";
import { AVATAR_IMAGE_KINDS } from "../../contract/images";
import { type MessageKey } from "../../contract/message-keys";
import { type Logger } from "../logger";
import { type MediaLink } from "../media/media-link";
import { endPushOfRoom } from "../media/pushes";
import { roomDetail, type ViewersOf } from "../rooms/room-cards";
import { findRoomById, type RoomRow } from "../rooms/repository";
import { coveredMatchAt } from "../rooms/schedules";
import { liveRooms } from "../rooms/tables";
import { switchRoomLive, type LiveSwitchDeps } from "../rooms/live-switch";
import { deleteStoredImage, prepareImage, writeImage, type ImageRefusal, type PreparedImage } from "../uploads/images";

// A room's settings (spec section 3's commentator live room, issue 12): what liveRoom shows and
// liveSet changes. Everything is checked before anything is written, so a refusal changes nothing.

export interface CentreDeps extends LiveSwitchDeps {
  media: MediaLink;
  viewersOf: ViewersOf;
  uploadsDir: string;
}

export type LiveSetParam = z.output<typeof liveSetParam>;

/** The address the room's stream plays at: the one the commentator set, else the media server's. */
export function streamUrlOf(room: RoomRow, media: MediaLink): string {
  return room.streamUrl || media.streamUrlOf(room.slug);
}

/** Whether the room plays what its commentator pushes to the site's media server (its status then follows the push). */
export function usesIngest(room: Pick<RoomRow, "streamUrl" | "slug">, media: MediaLink): boolean {
  return room.streamUrl === "" || room.streamUrl === media.streamUrlOf(room.slug);
}

export async function roomSettingsOf(deps: CentreDeps, room: RoomRow, now: Date): Promise<RoomSettings> {
  const detail = await roomDetail(deps.db, room.slug, null, deps.viewersOf, now);
  if (!detail) throw new Error(`room ${room.slug}: gone while read`);
  return {
    slug: room.slug,
    name: room.name,
    introduction: room.introduction,
    notification: room.notification,
    category: room.category === "basketball" ? "basketball" : "football",
    cover: room.coverPath,
    streamUrl: streamUrlOf(room, deps.media),
    streamName: room.streamName,
    liveStatus: room.isLive ? "live" : "offline",
    line1: room.line1,
    line2: room.line2,
    derivedStreamUrl: deps.media.streamUrlOf(room.slug),
    publishing: room.publishing,
    liveSince: room.liveSince?.toISOString() ?? null,
    viewerCount: detail.viewerCount,
    anchor: detail.anchor,
  };
}

const COVER_REFUSALS: Record<ImageRefusal, MessageKey> = {
  too_large: "avatarTooLarge",
  wrong_type: "avatarWrongType",
  unreadable: "roomCoverUnreadable",
  dimensions_too_large: "roomCoverUnreadable",
};

export type SaveOutcome = { ok: true; room: RoomRow } | { ok: false; message: MessageKey; fieldErrors: FieldErrors };

const refusal = (message: MessageKey, field: string): SaveOutcome => ({ ok: false, message, fieldErrors: { [field]: message } });

/** Checks and stores the settings; switches the room live or offline as its status says. */
export async function saveRoomSettings(deps: CentreDeps, room: RoomRow, param: LiveSetParam, now: Date): Promise<SaveOutcome> {
  const { db, media } = deps;
  let cover: PreparedImage | null = null;
  if (param.cover) {
    const prepared = await prepareImage({ base64: param.cover.base64, allowed: AVATAR_IMAGE_KINDS, folder: "room-covers" });
    if (!prepared.ok) return refusal(COVER_REFUSALS[prepared.reason], "cover");
    cover = prepared.image;
  } else if (!room.coverPath) {
    return refusal("fillAllFields", "cover");
  }
  if (!media.allowsStreamUrl(param.streamUrl)) return refusal("streamUrlNotAllowed", "streamUrl");
  const derived = media.streamUrlOf(room.slug);
  // The media server's own address is stored as "": it follows the media server's configuration.
  const streamUrl = param.streamUrl === derived ? "" : param.streamUrl;
  const ingest = usesIngest({ streamUrl, slug: room.slug }, media);
  const wantsLive = param.liveStatus === "live";
  if (ingest && wantsLive && !room.publishing) return refusal("liveNeedsStream", "liveStatus");

  const stored = cover ? await writeImage(cover, deps.uploadsDir) : null;
  const [saved] = await db
    .update(liveRooms)
    .set({
      name: param.name,
      introduction: param.introduction,
      notification: param.notification,
      category: param.category satisfies RoomCategory,
      streamUrl,
      streamName: param.streamName,
      line1: param.line1,
      line2: param.line2,
      ...(stored ? { coverPath: stored.url } : {}),
      updatedAt: now,
    })
    .where(eq(liveRooms.id, room.id))
    .returning();
  if (!saved) throw new Error(`room ${room.slug}: gone while saved`);
  if (stored && room.coverPath) await deleteOldCover(room.coverPath, deps.uploadsDir, deps.logger);

  // A push the room no longer plays (set offline, or another address chosen) is cut.
  if (room.publishing && (!wantsLive || !ingest)) {
    await media.dropPublisher(room.slug);
    await endPushOfRoom(db, room.id, now);
  }
  const matchId = wantsLive ? (room.isLive ? room.matchId : await coveredMatchAt(db, room.id, now)) : null;
  await switchRoomLive(deps, saved, { isLive: wantsLive, matchId, source: ingest ? "ingest" : "manual" }, now);
  return { ok: true, room: (await findRoomById(db, room.id)) ?? saved };
}

/** An uploaded cover the room stopped using; the demo rooms' posters are files of the site, never deleted. */
async function deleteOldCover(coverPath: string, uploadsDir: string, logger: Logger): Promise<void> {
  try {
    await deleteStoredImage(coverPath, "room-covers", uploadsDir);
  } catch (error) {
    logger.warn({ err: error }, "could not delete a room's old cover");
  }
}
