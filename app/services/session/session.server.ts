import { redirect, type AppLoadContext } from "@remix-run/node";
import { type UserInfo } from "../../../contract/domain/types";
import { type ResultOf } from "../../../contract/backend-calls";
import { canMuteChat, roleOfUserType } from "../../../contract/domain/roles";
import { RESULT } from "../../../contract/result-codes";
import { callBackend } from "../transport/backend.server";
import { IS_USER_COOKIE, readSiteCookies, SESSION_COOKIE, siteCookieHeader, USER_INFO_COOKIE } from "./site-cookies.server";
import { createGuestUser, isGuestSessionId } from "../../../contract/domain/guest-user";
import { type Viewer } from "./viewer";
import {
  mergeServerUser,
  readUserInfo,
  publicUserSchema,
  userInfoFromServer,
  type PublicUserInfo,
} from "../../../contract/domain/user-info";

export type { Viewer };

/** The backend's /user/detail result: the user and the last entries of the points history. */
export type UserDetail = ResultOf<"userDetail">;

// Session rules of spec section 4. The cookies say who the browser claims to be; the backend's
// answer to /user/detail says who it is. isUser and userInfo are never trusted for a role.

const GUEST_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
const REMEMBERED_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;
const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const SESSION_ID_MAX_LENGTH = 128;

export interface ResolvedViewer {
  viewer: Viewer;
  /** Set-Cookie headers the response must carry (a new guest, a corrected isUser, a refreshed userInfo). */
  setCookies: string[];
  /** The stored session had expired: the page shows the toast and opens the login modal. */
  sessionExpired: boolean;
  /** A logged-in viewer's whole /user/detail answer (profile, points history), for pages that show it. */
  detail: UserDetail | null;
}

/** isUser and userInfo: display hints the page may read, never trusted for a role. */
function userCookies(context: AppLoadContext, user: UserInfo, maxAge: number | undefined): string[] {
  return [
    siteCookieHeader(context, IS_USER_COOKIE, String(user.isUser), maxAge),
    siteCookieHeader(context, USER_INFO_COOKIE, JSON.stringify(user), maxAge),
  ];
}

/** The three session cookies; `maxAge` undefined makes them last as long as the browser session. */
function sessionCookies(context: AppLoadContext, sessionId: string, user: UserInfo, maxAge: number | undefined): string[] {
  return [siteCookieHeader(context, SESSION_COOKIE, sessionId, maxAge), ...userCookies(context, user, maxAge)];
}

function viewerFor(sessionId: string, user: UserInfo): Viewer {
  const role = user.isUser === 0 ? null : roleOfUserType(user.userType ?? user.isUser);
  return {
    sessionId,
    user,
    role,
    isLogin: role !== null,
    isAdmin: role === "admin",
    isCommentator: role === "commentator",
    isCanBanUser: canMuteChat(role),
  };
}

/** A brand-new guest session (spec section 4: no session id → guest; session id = uid). */
export function startGuestSession(context: AppLoadContext): { viewer: Viewer; setCookies: string[] } {
  const guest = createGuestUser();
  return { viewer: viewerFor(guest.uid, guest), setCookies: sessionCookies(context, guest.uid, guest, GUEST_COOKIE_MAX_AGE) };
}

/** Cookies after a successful login or registration: the backend's token and its user. */
export function loggedInCookies(context: AppLoadContext, sessionToken: string, user: PublicUserInfo, remember: boolean): string[] {
  return sessionCookies(context, sessionToken, userInfoFromServer(user), remember ? REMEMBERED_COOKIE_MAX_AGE : undefined);
}

/**
 * Cookies after the user edited the profile, or when the server corrected the local copy: only the
 * display hints change. They may outlive the session cookie: without a sessionId the next visit
 * starts a guest session and replaces them.
 */
export function refreshedUserCookies(context: AppLoadContext, user: UserInfo): string[] {
  return userCookies(context, user, REMEMBERED_COOKIE_MAX_AGE);
}

export function readSessionCookies(request: Request) {
  const { sessionId, isUser: claimedIsUser, userInfo } = readSiteCookies(request);
  return {
    sessionId: sessionId && sessionId.length <= SESSION_ID_MAX_LENGTH ? sessionId : null,
    claimsLogin: claimedIsUser === "1" || claimedIsUser === "2" || claimedIsUser === "3",
    localUser: readUserInfo(parseJson(userInfo)),
  };
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function fetchUserDetail(context: AppLoadContext, sessionId: string) {
  const answer = await callBackend(context, "userDetail", {}, sessionId);
  if (answer.code !== RESULT.ok) return { code: answer.code, user: null, detail: null };
  // Spec section 7: the user-info call reads the user object from a JSON string in the message field.
  let json: unknown = null;
  try {
    json = JSON.parse(answer.message);
  } catch {
    json = null;
  }
  const user = publicUserSchema.safeParse(json);
  if (!user.success) return { code: RESULT.internal, user: null, detail: null };
  return { code: RESULT.ok, user: user.data, detail: answer.data };
}

/**
 * Viewers already looked up, per HTTP request. The key is the load context, which the web node
 * creates once per HTTP request (server/web/app.ts), because Remix hands each loader a Request of
 * its own. An action may change who the viewer is (login, logout, a profile edit), so the loaders
 * that Remix runs after it in the same HTTP request (with a GET Request) look up again. The cookie
 * header is part of the key, so a context ever shared between visitors could not mix them up.
 */
const resolvedPerRequest = new WeakMap<AppLoadContext, Map<string, Promise<ResolvedViewer>>>();

function memoKey(request: Request): string {
  const phase = request.method === "GET" || request.method === "HEAD" ? "loaders" : "action";
  return `${phase} ${request.headers.get("Cookie") ?? ""}`;
}

/** Who is looking at this page: one backend lookup per HTTP request, shared by the root and route loaders. */
export function resolveViewer(request: Request, context: AppLoadContext): Promise<ResolvedViewer> {
  let resolved = resolvedPerRequest.get(context);
  if (!resolved) {
    resolved = new Map();
    resolvedPerRequest.set(context, resolved);
  }
  const key = memoKey(request);
  let pending = resolved.get(key);
  if (!pending) {
    pending = resolveViewerOnce(request, context);
    resolved.set(key, pending);
  }
  return pending;
}

function asGuest(viewer: { viewer: Viewer; setCookies: string[] }, sessionExpired = false): ResolvedViewer {
  return { ...viewer, sessionExpired, detail: null };
}

async function resolveViewerOnce(request: Request, context: AppLoadContext): Promise<ResolvedViewer> {
  const { sessionId, claimsLogin, localUser } = readSessionCookies(request);
  if (!sessionId) return asGuest(startGuestSession(context));

  if (claimsLogin || SESSION_TOKEN_PATTERN.test(sessionId)) {
    const detail = await fetchUserDetail(context, sessionId);
    if (detail.user) {
      const user = mergeServerUser(detail.user, localUser);
      const cookiesAreCurrent = localUser?.isUser === user.isUser && JSON.stringify(localUser) === JSON.stringify(user);
      return {
        viewer: viewerFor(sessionId, user),
        setCookies: cookiesAreCurrent ? [] : refreshedUserCookies(context, user),
        sessionExpired: false,
        detail: detail.detail,
      };
    }
    if (detail.code === RESULT.sessionExpired) return asGuest(startGuestSession(context), claimsLogin);
    // The backend is unreachable or confused: show the page as a guest without touching the cookies.
    return asGuest({ viewer: viewerFor(sessionId, guestFor(sessionId, localUser)), setCookies: [] });
  }

  if (!isGuestSessionId(sessionId)) return asGuest(startGuestSession(context));
  const guest = guestFor(sessionId, localUser);
  const needsCookies = localUser?.isUser !== 0 || localUser.uid !== sessionId;
  return asGuest({
    viewer: viewerFor(sessionId, guest),
    setCookies: needsCookies ? sessionCookies(context, sessionId, guest, GUEST_COOKIE_MAX_AGE) : [],
  });
}

function guestFor(sessionId: string, localUser: UserInfo | null): UserInfo {
  if (localUser?.isUser === 0 && localUser.uid === sessionId) return localUser;
  return { ...createGuestUser(), uid: sessionId };
}

export type LoggedInViewer = ResolvedViewer & { viewer: Viewer & { isLogin: true }; detail: UserDetail };

/** For loaders and actions of pages that need a login: otherwise to the login modal, then back. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<LoggedInViewer> {
  const resolvedViewer = await resolveViewer(request, context);
  if (!resolvedViewer.viewer.isLogin || !resolvedViewer.detail) {
    const url = new URL(request.url);
    const params = new URLSearchParams({ modal: "login", redirectTo: `${url.pathname}${url.search}` });
    throw redirect(`/?${params.toString()}`, {
      headers: resolvedViewer.setCookies.map((cookie) => ["Set-Cookie", cookie] as [string, string]),
    });
  }
  return resolvedViewer as LoggedInViewer;
}
