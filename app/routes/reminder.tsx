import { type ActionFunctionArgs, data } from "@remix-run/node";
import { RESULT } from "../../contract/result-codes";
import { isMessageKey, type MessageKey } from "~/services/locale/messages";
import { requireUser } from "~/services/session/session.server";
import { safeRedirect } from "~/services/shell/navigation";
import { redirectWithToast } from "~/services/shell/toast.server";
import { callBackend } from "~/services/transport/backend.server";

// POST /reminder: Set Schedule / Cancel Schedule (backend reservationMatch) from a match's page, the
// schedule or the home page. Without JavaScript: back where the form was, with a toast. With it
// (`js=1`): the answer, for the button to update in place.

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requireUser(request, context);
  const form = await request.formData();
  const back = safeRedirect(form.get("redirectTo"));
  const reserve = form.get("reserve") === "1";
  const matchId = String(form.get("matchId") ?? "");
  const answer = await callBackend(context, "reservationMatch", { matchId, reserve }, viewer.viewer.sessionId);
  const ok = answer.code === RESULT.ok && answer.data !== null;
  const message: MessageKey = ok
    ? answer.data.reserved
      ? answer.data.already
        ? "reminderAlreadySet"
        : "reminderSet"
      : "reminderCancelled"
    : isMessageKey(answer.message)
      ? answer.message
      : "errorOccurred";
  if (form.get("js") === "1") return data({ ok, reserved: ok ? answer.data.reserved : !reserve, message }, { status: ok ? 200 : 400 });
  return redirectWithToast(context, back, { kind: ok ? "success" : "error", message }, { status: 303 });
}
