import { type AppLoadContext } from "@remix-run/node";
import { type BackendCallName, type ParamOf, type ResultOf } from "../../../contract/backend-calls";
import { RESULT } from "../../../contract/result-codes";
import { sessionExpiredRedirect } from "../user-centre/load.server";
import { callBackend } from "../transport/backend.server";

/**
 * One admin call for a loader: its result, or the page's answer instead (a redirect to log in
 * again, 403 when the backend refuses the role, 404 when the row is gone, 503 when unreachable).
 */
export async function adminData<N extends BackendCallName>(
  context: AppLoadContext,
  sessionId: string,
  name: N,
  param: ParamOf<N>,
): Promise<ResultOf<N>> {
  const answer = await callBackend(context, name, param, sessionId);
  if (answer.code === RESULT.ok) return answer.data;
  if (answer.code === RESULT.sessionExpired) throw await sessionExpiredRedirect(context);
  if (answer.code === RESULT.refused && answer.message === "accessDenied") throw new Response("Forbidden", { status: 403 });
  if (answer.code === RESULT.refused) throw new Response("Not Found", { status: 404 });
  throw new Response("Service Unavailable", { status: 503 });
}
