import { type AppLoadContext } from "@remix-run/node";
import { type PointsReason } from "../../../contract/backend-calls/accounts";
import { RESULT } from "../../../contract/result-codes";
import { callBackend } from "../transport/backend.server";
import { type MessageKey } from "../locale/messages";
import { type UserCentreView } from "./view";
import { requireUser, resolveViewer, startGuestSession, type LoggedInViewer } from "../session/session.server";
import { redirectWithToast } from "../shell/toast.server";

// What /user shows: the viewer's /user/detail, already looked up for this request (session.server.ts),
// and three list calls (docs/backend-api.md).

const POINTS_HISTORY_SHOWN = 100;

export const USER_CENTRE_PATH = "/user";

export type UserCentreLoad = { status: "ok"; view: UserCentreView } | { status: "expired" } | { status: "unavailable" };

const POINTS_REASON_TEXT: Readonly<Record<PointsReason, MessageKey>> = {
  daily_login: "dailyLoginPoints",
  watch_live: "watchLivePoints",
  gift: "giftPoints",
  demo_grant: "demoGrantPoints",
};

/** Only pictures of this site (/uploads/...): never another origin or a script URL. */
export function isSiteImagePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\"'<>]*$/.test(value);
}

const siteImageOrNull = (value: string | null | undefined) => (value && isSiteImagePath(value) ? value : null);
const epochMs = (iso: string) => Date.parse(iso);

/** The page's three list calls, in parallel, with the viewer's session; the profile and points come with the viewer. */
export async function loadUserCentre(context: AppLoadContext, { viewer, detail }: LoggedInViewer): Promise<UserCentreLoad> {
  const { sessionId } = viewer;
  const [feedback, followed, reminders] = await Promise.all([
    callBackend(context, "feedbackList", {}, sessionId),
    callBackend(context, "attentionList", {}, sessionId),
    callBackend(context, "reservationList", {}, sessionId),
  ]);
  const answers = [feedback, followed, reminders];
  if (answers.some((answer) => answer.code === RESULT.sessionExpired)) return { status: "expired" };
  if (feedback.code !== RESULT.ok || followed.code !== RESULT.ok || reminders.code !== RESULT.ok) return { status: "unavailable" };
  const { user, pointsHistory } = detail;
  return {
    status: "ok",
    view: {
      profile: {
        nickName: user.nickName,
        gender: user.gender ?? null,
        birthday: user.birthday ?? null,
        phone: user.phone ?? null,
        icon: siteImageOrNull(user.icon),
      },
      points: {
        balance: user.score,
        streakDays: user.loginStreak,
        history: pointsHistory.slice(0, POINTS_HISTORY_SHOWN).map((entry) => ({
          amount: entry.amount,
          reason: POINTS_REASON_TEXT[entry.reason],
          balanceAfter: entry.balanceAfter,
          at: epochMs(entry.createdAt),
        })),
      },
      feedback: feedback.data.items.map((item) => ({
        id: String(item.id),
        content: item.content,
        contact: item.contact,
        imageUrl: siteImageOrNull(item.imageUrl),
        roomNumber: item.roomNumber,
        processed: item.status === "Processed",
        sentAt: epochMs(item.createdAt),
        reply: item.reply,
      })),
      followed: followed.data.items.map((item) => ({
        anchorId: item.anchorId,
        nickName: item.nickName,
        icon: siteImageOrNull(item.icon),
        followedAt: epochMs(item.followedAt),
        roomSlug: item.roomSlug,
        isLive: item.isLive,
      })),
      reminders: reminders.data.items.map((item) => ({ matchId: item.matchId, remindedAt: epochMs(item.createdAt) })),
    },
  };
}

/**
 * The backend no longer knows the session: as in the root loader, a new guest session replaces
 * it, the expiry toast shows and the login modal opens, then brings the user back to /user.
 */
export async function sessionExpiredRedirect(context: AppLoadContext, guestCookies?: readonly string[]): Promise<Response> {
  const headers = new Headers();
  for (const cookie of guestCookies ?? startGuestSession(context).setCookies) headers.append("Set-Cookie", cookie);
  const target = `/?${new URLSearchParams({ modal: "login", redirectTo: USER_CENTRE_PATH }).toString()}`;
  return redirectWithToast(context, target, { kind: "error", message: "sessionExpired" }, { headers, status: 303 });
}

/**
 * requireUser, except that a session found expired on this very request gets the expiry toast
 * too (requireUser alone would send the browser to the login modal without saying why).
 */
export async function requireUserCentreViewer(request: Request, context: AppLoadContext) {
  const resolved = await resolveViewer(request, context);
  if (resolved.sessionExpired) throw await sessionExpiredRedirect(context, resolved.setCookies);
  return requireUser(request, context);
}
