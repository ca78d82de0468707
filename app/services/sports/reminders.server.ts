import { type AppLoadContext } from "@remix-run/node";
import { RESULT } from "../../../contract/result-codes";
import { resolveViewer } from "../session/session.server";
import { callBackend } from "../transport/backend.server";

/** The ids of the matches the viewer set a reminder for; empty for a guest (no backend call then). */
export async function viewerReminders(request: Request, context: AppLoadContext): Promise<Set<number>> {
  const { viewer } = await resolveViewer(request, context);
  if (!viewer.isLogin) return new Set();
  const answer = await callBackend(context, "reservationList", {}, viewer.sessionId);
  if (answer.code !== RESULT.ok || !answer.data) return new Set();
  return new Set(answer.data.items.map((item) => Number(item.matchId)));
}
