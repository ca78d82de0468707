import { type AppLoadContext } from "@remix-run/node";
import { type RoomDetail } from "../../../contract/backend-calls/live-rooms";
import { RESULT } from "../../../contract/result-codes";
import { type MatchDetail } from "../../../contract/sports/api";
import { resolveViewer } from "../session/session.server";
import { matchTimes } from "../sports/match-page.server";
import { callBackend } from "../transport/backend.server";
import { fetchSports } from "../transport/read-api.server";

// The live room page's data (/truc-tiep/{slug}, app/routes/truc-tiep.$slug.tsx): the room (backend
// liveDetail), the match it covers (sports API), the gift catalogue and the room's leaderboards.
// Only the room is needed: without the rest the page still shows the stream and the chat.

const ROOM_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+){0,20}$/;

async function coveredMatch(context: AppLoadContext, room: RoomDetail) {
  if (room.matchId === null) return null;
  try {
    const { data } = await fetchSports<{ data: MatchDetail }>(context, "/matchs/recent-detail", { "match-id": room.matchId });
    return { match: data, times: matchTimes(data, Date.now()) };
  } catch {
    return null;
  }
}

export async function loadRoomPage(request: Request, context: AppLoadContext, slug: string) {
  if (!ROOM_SLUG.test(slug)) throw new Response("Not Found", { status: 404 });
  const { viewer } = await resolveViewer(request, context);
  const detail = await callBackend(context, "liveDetail", { slug }, viewer.sessionId);
  if (detail.code === RESULT.refused) throw new Response("Not Found", { status: 404 });
  if (detail.code !== RESULT.ok) throw new Response("Service Unavailable", { status: 503 });
  const room = detail.data.room;
  const [sdk, covered, gifts, today, week] = await Promise.all([
    callBackend(context, "initSdkUser", {}, viewer.sessionId),
    coveredMatch(context, room),
    callBackend(context, "giftList", {}, viewer.sessionId),
    callBackend(context, "roomLeaderboard", { room: slug, period: "today" }, viewer.sessionId),
    callBackend(context, "roomLeaderboard", { room: slug, period: "week" }, viewer.sessionId),
  ]);
  if (sdk.code !== RESULT.ok) throw new Response("Service Unavailable", { status: 503 });
  const { path, heartbeatSeconds } = sdk.data.chat;
  return {
    room,
    /** Where and how the chat client connects (backend initSdkUser). */
    chat: { path, heartbeatSeconds },
    covered,
    gifts: gifts.code === RESULT.ok ? gifts.data.items : [],
    leaderboard: {
      today: today.code === RESULT.ok ? today.data.items : [],
      week: week.code === RESULT.ok ? week.data.items : [],
    },
    /** The viewer's points, for the gift bar (null for a guest). */
    score: viewer.isLogin ? viewer.user.score : null,
  };
}
