import { type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { type Gender } from "~/atoms/types";
import { BACKEND_PATHS, callBackend, type BackendAnswer } from "./backend.server";
import { type MessageKey } from "./messages";
import { requireUser, resolveViewer, startGuestSession } from "./session.server";
import { redirectWithToast } from "./toast.server";
import { serverUserSchema } from "./user-info";

// What /user shows, read from four backend calls (docs/backend-api.md). Items the page cannot
// read are left out one by one rather than failing the whole page.

const RESULT_OK = 200;
const RESULT_SESSION_EXPIRED = 100;
const POINTS_HISTORY_SHOWN = 100;

export const USER_CENTRE_PATH = "/user";

export interface ProfileView {
  nickName: string;
  gender: Gender | null;
  birthday: string | null;
  phone: string | null;
  icon: string | null;
}

export interface PointsEntryView {
  amount: number;
  reason: MessageKey;
  balanceAfter: number;
  at: number;
}

export interface FeedbackView {
  id: string;
  content: string;
  contact: string;
  imageUrl: string | null;
  roomNumber: string | null;
  processed: boolean;
  sentAt: number;
}

export interface FollowedCommentatorView {
  anchorId: string;
  nickName: string;
  icon: string | null;
  followedAt: number;
}

export interface MatchReminderView {
  matchId: string;
  remindedAt: number;
}

export interface UserCentreView {
  profile: ProfileView;
  points: { balance: number; streakDays: number; history: PointsEntryView[] };
  feedback: FeedbackView[];
  followed: FollowedCommentatorView[];
  reminders: MatchReminderView[];
}

export type UserCentreLoad = { status: "ok"; view: UserCentreView } | { status: "expired" } | { status: "unavailable" };

const POINTS_REASONS: Readonly<Record<string, MessageKey>> = {
  daily_login: "dailyLoginPoints",
  watch_live: "watchLivePoints",
  gift: "giftPoints",
};

/** Only pictures of this site (/uploads/...): never another origin or a script URL. */
export function isSiteImagePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\"'<>]*$/.test(value);
}

const imagePath = z
  .string()
  .nullish()
  .transform((value) => (value && isSiteImagePath(value) ? value : null));
const identifier = z.union([z.string().min(1).max(64), z.number().int()]).transform(String);
const epochMs = z
  .union([z.string(), z.number()])
  .transform((value) => (typeof value === "number" ? value : Date.parse(value)))
  .refine((value) => Number.isFinite(value));

const pointsEntrySchema = z.object({
  amount: z.number(),
  reason: z.string().transform((reason): MessageKey => POINTS_REASONS[reason] ?? "otherPoints"),
  balanceAfter: z.number(),
  createdAt: epochMs,
});

const feedbackSchema = z.object({
  id: identifier,
  content: z.string(),
  contact: z.string(),
  imageUrl: imagePath,
  roomNumber: z.union([z.string(), z.number()]).nullish().transform((value) => (value === null || value === undefined || value === "" ? null : String(value))),
  status: z.string(),
  createdAt: epochMs,
});

const followedSchema = z.object({ anchorId: identifier, nickName: z.string(), icon: imagePath, followedAt: epochMs });
const reminderSchema = z.object({ matchId: identifier, createdAt: epochMs });

/** Each readable item of `{items: [...]}`; anything else gives an empty list. */
function readItems<T>(data: unknown, item: z.ZodType<T, z.ZodTypeDef, unknown>): T[] {
  const items = z.object({ items: z.array(z.unknown()) }).safeParse(data);
  if (!items.success) return [];
  return items.data.items.flatMap((entry) => {
    const parsed = item.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

function readDetail(data: unknown) {
  const parsed = z.object({ user: serverUserSchema, pointsHistory: z.array(z.unknown()).catch([]) }).safeParse(data);
  if (!parsed.success) return null;
  const history = parsed.data.pointsHistory.flatMap((entry) => {
    const item = pointsEntrySchema.safeParse(entry);
    return item.success ? [item.data] : [];
  });
  return { user: parsed.data.user, history };
}

/** The four calls of the page, in parallel, with the viewer's session. */
export async function loadUserCentre(context: AppLoadContext, sessionId: string): Promise<UserCentreLoad> {
  const answers: BackendAnswer[] = await Promise.all(
    [BACKEND_PATHS.userDetail, BACKEND_PATHS.feedbackList, BACKEND_PATHS.attentionList, BACKEND_PATHS.reservationList].map((path) => callBackend(context, path, {}, sessionId)),
  );
  if (answers.some((answer) => answer.code === RESULT_SESSION_EXPIRED)) return { status: "expired" };
  if (answers.some((answer) => answer.code !== RESULT_OK)) return { status: "unavailable" };
  const [detailAnswer, feedbackAnswer, followedAnswer, remindersAnswer] = answers;
  const detail = readDetail(detailAnswer?.data);
  if (!detail) return { status: "unavailable" };
  const { user } = detail;
  return {
    status: "ok",
    view: {
      profile: { nickName: user.nickName, gender: user.gender ?? null, birthday: user.birthday ?? null, phone: user.phone ?? null, icon: user.icon && isSiteImagePath(user.icon) ? user.icon : null },
      points: {
        balance: user.score,
        streakDays: user.grow,
        history: detail.history.slice(0, POINTS_HISTORY_SHOWN).map((entry) => ({ amount: entry.amount, reason: entry.reason, balanceAfter: entry.balanceAfter, at: entry.createdAt })),
      },
      feedback: readItems(feedbackAnswer?.data, feedbackSchema).map((item) => ({
        id: item.id,
        content: item.content,
        contact: item.contact,
        imageUrl: item.imageUrl,
        roomNumber: item.roomNumber,
        processed: item.status === "Processed",
        sentAt: item.createdAt,
      })),
      followed: readItems(followedAnswer?.data, followedSchema),
      reminders: readItems(remindersAnswer?.data, reminderSchema).map((item) => ({ matchId: item.matchId, remindedAt: item.createdAt })),
    },
  };
}

/**
 * The backend no longer knows the session: as in the root loader, a new guest session replaces
 * it, the expiry toast shows and the login modal opens, then brings the user back to /user.
 */
export async function sessionExpiredRedirect(context: AppLoadContext, guestCookies: readonly string[] = startGuestSession(context).setCookies): Promise<Response> {
  const headers = new Headers();
  for (const cookie of guestCookies) headers.append("Set-Cookie", cookie);
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
