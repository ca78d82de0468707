import { type AppLoadContext } from "@remix-run/node";
import { type BackendCallName, type ParamOf, type ResultOf } from "../../../contract/backend-calls";
import { RESULT } from "../../../contract/result-codes";
import { sessionExpiredRedirect } from "../user-centre/load.server";
import { callBackend, type BackendAnswer } from "./backend.server";

/**
 * One call for a loader of a guarded page (the admin area, the commentator centre): its result, or the page's answer instead (a redirect to log in
 * again, 403 when the backend refuses the role, 404 when the row is gone, 503 when unreachable).
 */
export async function pageData<N extends BackendCallName>(
  context: AppLoadContext,
  sessionId: string,
  name: N,
  param: ParamOf<N>,
): Promise<ResultOf<N>> {
  const answer = await callBackend(context, name, param, sessionId);
  if (answer.code === RESULT.ok) return answer.data;
  throw await pageFailure(context, answer);
}

/** What a page answers instead of a call's refused or failed answer. */
export async function pageFailure(context: AppLoadContext, answer: BackendAnswer): Promise<Response> {
  if (answer.code === RESULT.sessionExpired) return sessionExpiredRedirect(context);
  if (answer.code === RESULT.refused && answer.message === "accessDenied") return new Response("Forbidden", { status: 403 });
  if (answer.code === RESULT.refused) return new Response("Not Found", { status: 404 });
  return new Response("Service Unavailable", { status: 503 });
}
