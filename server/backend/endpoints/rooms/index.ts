import { viewerTallyFor } from "../../../chat/viewer-tally";
import { listRoomCards, roomDetail } from "../../../rooms/room-cards";
import { ok, refuse, type Handler } from "../../binary/endpoint";

/** A room's page data; refused `roomNotFound`. */
export const liveDetail: Handler<"liveDetail"> = async (param, context) => {
  const tally = viewerTallyFor(context.services.bus);
  const room = await roomDetail(context.db, param.slug, context.caller.session?.user.id ?? null, (slug) => tally.count(slug), context.now);
  if (!room) return refuse("roomNotFound");
  // A room without an address of its own plays what its commentator pushes to the media server.
  return ok({ room: { ...room, streamUrl: room.streamUrl || context.services.media.streamUrlOf(room.slug) } });
};

/** Rooms covering or scheduled for some matches, or live now: live first, then the most watched. */
export const liveList: Handler<"liveList"> = async (param, context) => {
  const tally = viewerTallyFor(context.services.bus);
  return ok({ items: await listRoomCards(context.db, param, (slug) => tally.count(slug)) });
};
