import { type AppLoadContext, data } from "@remix-run/node";
import { RESULT } from "../../../contract/result-codes";
import { isMessageKey } from "../locale/messages";
import { requireUser } from "../session/session.server";
import { redirectWithToast } from "../shell/toast.server";
import { callBackend } from "../transport/backend.server";
import { type RoomActionAnswer, roomForms } from "./room-forms";

// The room page's actions: Follow / Unfollow (backend attention) and a gift (backend sendGift).
// Without JavaScript: back to the room with a toast. With it (`js=1`): the answer, for the page to
// update in place.

export async function roomAction(request: Request, context: AppLoadContext, slug: string) {
  const { viewer } = await requireUser(request, context);
  const form = await request.formData();
  const back = `/truc-tiep/${slug}`;
  const parsed = roomForms.safeParse(Object.fromEntries(form));
  let answer: RoomActionAnswer;
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message;
    answer = { ok: false, message: isMessageKey(key) ? key : "errorOccurred" };
  } else if (parsed.data.intent === "follow") {
    const follow = parsed.data.follow === "1";
    const reply = await callBackend(context, "attention", { anchorId: parsed.data.anchorId, follow }, viewer.sessionId);
    answer =
      reply.code === RESULT.ok
        ? { ok: true, message: follow ? "followed" : "unfollowed", following: reply.data.following }
        : { ok: false, message: "errorOccurred" };
  } else {
    const { gift, count, key } = parsed.data;
    const reply = await callBackend(context, "sendGift", { room: slug, gift, count, key }, viewer.sessionId);
    answer =
      reply.code === RESULT.ok
        ? { ok: true, message: "giftSent", score: reply.data.score }
        : { ok: false, message: isMessageKey(reply.message) ? reply.message : "errorOccurred" };
  }
  if (form.get("js") === "1") return data(answer, { status: answer.ok ? 200 : 400 });
  return redirectWithToast(context, back, { kind: answer.ok ? "success" : "error", message: answer.message }, { status: 303 });
}
