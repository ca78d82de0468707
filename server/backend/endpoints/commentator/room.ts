import { roleOfUserType } from "../../../../contract/domain/roles";
import { viewerTallyFor } from "../../../chat/viewer-tally";
import { ensureOwnRoom } from "../../../commentator/own-room";
import { roomSettingsOf, saveRoomSettings, type CentreDeps } from "../../../commentator/room-settings";
import { setRoomSchedule } from "../../../commentator/room-schedule";
import { replaceStreamKey, withStreamKey } from "../../../commentator/stream-keys";
import { finishPushOfRoom } from "../../../media/ingest";
import { findRoomBySlug, type RoomRow } from "../../../rooms/repository";
import { openSchedule } from "../../../rooms/schedules";
import { ok, refuse, type EndpointOutcome, type Handler, type LoggedInContext } from "../../binary/endpoint";

// The commentator centre's calls (issue 12, docs/commentator-centre.md). A commentator works on their
// own room (made the first time); an admin reads any room by its slug and changes nothing (the
// registry lets admins make only the reads).

/** Most scheduled matches the centre lists. */
const SCHEDULE_SHOWN = 200;

export function centreDeps(context: LoggedInContext): CentreDeps {
  const tally = viewerTallyFor(context.services.bus);
  return {
    db: context.db,
    bus: context.services.bus,
    logger: context.logger,
    push: context.services.push,
    media: context.services.media,
    uploadsDir: context.services.uploadsDir,
    viewersOf: (slug) => tally.count(slug),
  };
}

/** The room a read is about: the commentator's own, or the one an admin names. */
export async function roomOfReader(
  context: LoggedInContext,
  slug: string | undefined,
): Promise<{ room: RoomRow; readOnly: boolean } | EndpointOutcome<never>> {
  const { user } = context.caller.session;
  if (roleOfUserType(user.userType) === "admin") {
    const room = slug === undefined ? null : await findRoomBySlug(context.db, slug);
    return room ? { room, readOnly: true } : refuse("roomNotFound");
  }
  const room = await ensureOwnRoom(context.db, { id: user.id, nickName: user.nickname }, context.now);
  // A commentator names no room, or their own: another's is not theirs to read.
  if (slug !== undefined && slug !== room.slug) return refuse("accessDenied");
  return { room, readOnly: false };
}

function ownRoom(context: LoggedInContext): Promise<RoomRow> {
  const { user } = context.caller.session;
  return ensureOwnRoom(context.db, { id: user.id, nickName: user.nickname }, context.now);
}

export const liveRoom: Handler<"liveRoom"> = async (param, context) => {
  const reader = await roomOfReader(context, param.room);
  if ("kind" in reader) return reader;
  const deps = centreDeps(context);
  const [room, schedule] = await Promise.all([
    roomSettingsOf(deps, reader.room, context.now),
    openSchedule(context.db, reader.room.id, SCHEDULE_SHOWN),
  ]);
  return ok({ room, schedule, readOnly: reader.readOnly });
};

export const liveSet: Handler<"liveSet"> = async (param, context) => {
  const deps = centreDeps(context);
  const saved = await saveRoomSettings(deps, await ownRoom(context), param, context.now);
  if (!saved.ok) return refuse(saved.message, saved.fieldErrors);
  return ok({ room: await roomSettingsOf(deps, saved.room, context.now) });
};

export const liveRoute: Handler<"liveRoute"> = async (param, context) => {
  const deps = centreDeps(context);
  let room = await ownRoom(context);
  if (param.regenerate) {
    // The old key stops at once: the callbacks no longer find it, and the push on it is cut now.
    room = await replaceStreamKey(context.db, room.id, context.now);
    // nginx's on_publish_done that follows carries the old key, which no room has now: the push ends here.
    if (room.publishing) {
      await deps.media.dropPublisher(room.slug);
      await finishPushOfRoom(deps, room.id, context.now);
    }
  }
  const keyed = await withStreamKey(context.db, room, context.now);
  return ok({
    rtmpUrl: deps.media.rtmpUrl,
    streamKey: keyed.streamKey,
    keyCreatedAt: keyed.streamKeyCreatedAt.toISOString(),
    derivedStreamUrl: deps.media.streamUrlOf(room.slug),
    publishing: param.regenerate ? false : keyed.publishing,
    mediaServerRunning: await deps.media.isRunning(),
    regenerated: param.regenerate === true,
  });
};

export const liveSchedule: Handler<"liveSchedule"> = async (param, context) => {
  const outcome = await setRoomSchedule(centreDeps(context), await ownRoom(context), param.matchId, param.scheduled, context.now);
  if (!outcome.ok) return refuse(outcome.message);
  return ok({ matchId: param.matchId, scheduled: outcome.scheduled, already: outcome.already });
};
