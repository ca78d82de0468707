import { viewerTallyFor } from "../../../chat/viewer-tally";
import { listRoomCards, roomDetail } from "../../../rooms/room-cards";
import { ok, refuse, type Handler } from "../../binary/endpoint";

/** A room's page data; refused `roomNotFound`. */
export const liveDetail: Handler<"liveDetail"> = async (param, context) => {
  const tally = viewerTallyFor(context.services.bus);
  const room = await roomDetail(context.db, param.slug, context.caller.session?.user.id ?? null, (slug) => tally.count(slug), context.now);
  return room ? ok({ room }) : refuse("roomNotFound");
};

/** Rooms covering or scheduled for some matches, or live now: live first, then the most watched. */
export const liveList: Handler<"liveList"> = async (param, context) => {
  const tally = viewerTallyFor(context.services.bus);
  return ok({ items: await listRoomCards(context.db, param, (slug) => tally.count(slug)) });
};
