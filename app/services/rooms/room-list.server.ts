import { type AppLoadContext } from "@remix-run/node";
import { smallAvatarUrl } from "../../../contract/avatar-url";
import { type ParamOf } from "../../../contract/backend-calls";
import { RESULT } from "../../../contract/result-codes";
import { type RoomListItem } from "~/components/rooms/RoomList";
import { t } from "../locale/messages";
import { abbreviateNumber } from "../locale/numbers";
import { resolveViewer } from "../session/session.server";
import { callBackend } from "../transport/backend.server";
import { isSiteImagePath } from "../user-centre/load.server";

/**
 * Rooms for a list of the site (backend liveList, live first): the match page's, the schedule's
 * badges, the home page's section. A backend that fails gives no rooms, never a broken page. Texts
 * and the avatar's URL are made here, so that the browser needs no code for them.
 */
export async function loadRoomList(request: Request, context: AppLoadContext, param: ParamOf<"liveList">): Promise<RoomListItem[]> {
  const { viewer } = await resolveViewer(request, context);
  const answer = await callBackend(context, "liveList", param, viewer.sessionId);
  if (answer.code !== RESULT.ok) return [];
  return answer.data.items.map((room) => ({
    slug: room.slug,
    name: room.name,
    nickName: room.anchor.nickName,
    avatar: room.anchor.icon && isSiteImagePath(room.anchor.icon) ? smallAvatarUrl(room.anchor.icon) : null,
    live: room.isLive ? `${t("roomIsLive")} · ${abbreviateNumber(room.viewerCount)} ${t("viewers")}` : null,
    matchIds: room.matchIds,
  }));
}
