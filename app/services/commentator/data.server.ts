import { type AppLoadContext } from "@remix-run/node";
import { type LiveData } from "../../../contract/backend-calls/commentator";
import { RESULT } from "../../../contract/result-codes";
import { callBackend } from "../transport/backend.server";
import { pageData, pageFailure } from "../transport/page-data.server";
import { centrePage } from "./centre.server";
import { dataQueryOf } from "./data-query";

// The data page's and the CSV export's read (docs/commentator-centre.md, "Data"): the same guard
// as every centre page, the period and broadcast from the query, one liveData call.

export interface LoadedLiveData {
  data: LiveData;
  /** The room an admin reads (null: the commentator's own). */
  room: string | null;
  /** The period asked for was refused: `data` is the default period's. */
  periodRefused: boolean;
}

/** The numbers the request asks for; null for an admin who has not chosen a room yet. */
export async function loadLiveData(request: Request, context: AppLoadContext): Promise<LoadedLiveData | null> {
  const { guarded, roomParam } = await centrePage(request, context);
  if (!roomParam) return null;
  const { sessionId } = guarded.viewer;
  const { from, to, broadcastId } = dataQueryOf(new URL(request.url).searchParams);
  const param = { ...roomParam, from, to, broadcastId };
  const room = roomParam.room ?? null;
  const answer = await callBackend(context, "liveData", param, sessionId);
  if (answer.code === RESULT.ok) return { data: answer.data, room, periodRefused: false };
  if (answer.code === RESULT.refused && answer.message === "dataPeriodInvalid" && (from !== undefined || to !== undefined)) {
    return { data: await pageData(context, sessionId, "liveData", { ...roomParam, broadcastId }), room, periodRefused: true };
  }
  // Any other answer is the page's: log in again, 403, 404, 503.
  throw await pageFailure(context, answer);
}
