// The registry of backend calls: one entry per call. The browser's door /api/{name}, the web
// node's client (app/services/transport/backend.server.ts), the backend router (server/backend/binary) and
// the table in docs/backend-api.md all derive from it, so adding a call is one entry here and one
// handler on the backend.
import { z } from "zod";
import {
  captchaResult,
  emptyParam,
  emptyResult,
  loginParam,
  phoneBindingParam,
  powChallengeResult,
  registerParam,
  sdkUserResult,
  sessionResult,
  smsCodeParam,
  smsCodeResult,
  userDetailResult,
} from "./accounts";
import {
  notificationListResult,
  notificationReadParam,
  notificationReadResult,
  pushKeyResult,
  pushResult,
  pushSubscribeParam,
  pushUnsubscribeParam,
  reservationMatchParam,
  reservationMatchResult,
  teamFollowListResult,
  teamFollowParam,
  teamFollowResult,
} from "./reminders";
import { adminFeedbackListParam, adminFeedbackListResult, adminFeedbackProcessParam, adminFeedbackProcessResult } from "./admin";
import {
  adminAuditListParam,
  adminAuditListResult,
  adminCategoryResult,
  adminCategorySaveParam,
  adminHomeSaveParam,
  adminIdParam,
  adminMenuSaveParam,
  adminPageListResult,
  adminPageResult,
  adminPageSaveParam,
  adminPostListParam,
  adminPostListResult,
  adminPostResult,
  adminPostSaveParam,
  adminSettingsSchema,
  adminSiteResult,
  adminTagResult,
  adminTagSaveParam,
  adminTaxonomyResult,
} from "./admin-content";
import {
  chatJoinParam,
  chatJoinResult,
  chatSendParam,
  chatSendResult,
  forbiddenParam,
  forbiddenResult,
  forbiddenStatusParam,
  forbiddenStatusResult,
  giftListResult,
  leaderboardParam,
  leaderboardResult,
  liveDetailParam,
  liveDetailResult,
  liveListParam,
  liveListResult,
  moderationLogParam,
  moderationLogResult,
  sendGiftParam,
  sendGiftResult,
  watchHeartbeatParam,
  watchHeartbeatResult,
} from "./live-rooms";
import {
  liveDataParam,
  liveDataResult,
  liveRoomParam,
  liveRoomResult,
  liveRouteParam,
  liveRouteResult,
  liveScheduleParam,
  liveScheduleResult,
  liveSetParam,
  liveSetResult,
} from "./commentator";
import { highlightBriefSchema, highlightDetailParam, highlightListParam, highlightListResult } from "./highlights";
import { anyone, defineCall, loggedIn, onlyRoles, type BackendCall } from "./define";
import {
  feedbackListResult,
  feedbackParam,
  feedbackResult,
  followListResult,
  followParam,
  followResult,
  profileChangesParam,
  reminderListResult,
  userResult,
} from "./profile";

export { type BackendCall, type CallAccess } from "./define";

const userDetail = defineCall({
  path: "/user/detail",
  access: loggedIn,
  param: emptyParam,
  result: userDetailResult,
  invalidParam: "errorOccurred",
  browser: true,
  docs: {
    param: "`{}`. Gives the day's login points if not given yet",
    result: "`{user, pointsHistory}` (the last 20 entries, newest first); **`errMsg` holds the user as JSON text** (spec section 7)",
  },
});

/** An admin-only call the web node makes for the admin area (never the browser's door). */
const adminCall = <Param extends z.ZodTypeAny, Result extends z.ZodTypeAny>(
  path: `/admin/${string}`,
  param: Param,
  result: Result,
  docs: { param: string; result: string },
) =>
  defineCall({
    path,
    access: onlyRoles("admin"),
    param,
    result,
    invalidParam: "errorOccurred",
    answersFirstProblem: true,
    browser: false,
    docs,
  });

// The admin area's content calls (issue 10, docs/admin.md). Every write is in the audit log.
const ADMIN_CONTENT_CALLS = {
  adminPostList: adminCall("/admin/postList", adminPostListParam, adminPostListResult, {
    param: "`{status?, q?, page?}`",
    result: "`{items, page, size, total}`: every post, drafts and scheduled ones too, newest change first, 20 a page",
  }),
  adminPost: adminCall("/admin/post", adminIdParam, adminPostResult, {
    param: "`{id}`",
    result: "`{post}` with its Markdown and the sanitised HTML readers would see; refused `postNotFound`",
  }),
  adminPostSave: adminCall("/admin/postSave", adminPostSaveParam, adminPostResult, {
    param:
      "`{id?, title, slug?, summary, bodyMarkdown, category, tags, author, action: draft|publish|schedule, publishAt?, cover?, removeCover?}`",
    result: "`{post}`; refused `slugTaken`, `categoryNotFound`, `tagNotFound`, `scheduleTimeInvalid`, `cover…`, `postNotFound`",
  }),
  adminPostDelete: adminCall("/admin/postDelete", adminIdParam, z.object({}), { param: "`{id}`", result: "`{}`; refused `postNotFound`" }),
  adminPageList: adminCall("/admin/pageList", emptyParam, adminPageListResult, { param: "`{}`", result: "`{items}` every page by slug" }),
  adminPage: adminCall("/admin/page", adminIdParam, adminPageResult, { param: "`{id}`", result: "`{page}`; refused `pageNotFound`" }),
  adminPageSave: adminCall("/admin/pageSave", adminPageSaveParam, adminPageResult, {
    param: "`{id?, title, slug?, summary, bodyMarkdown, published}`",
    result: "`{page}`; refused `slugTaken`, `slugReserved` (a fixed route or a menu code), `pageNotFound`",
  }),
  adminPageDelete: adminCall("/admin/pageDelete", adminIdParam, z.object({}), { param: "`{id}`", result: "`{}`; refused `pageNotFound`" }),
  adminTaxonomy: adminCall("/admin/taxonomy", emptyParam, adminTaxonomyResult, {
    param: "`{}`",
    result: "`{categories, tags}` with how many posts each holds",
  }),
  adminCategorySave: adminCall("/admin/categorySave", adminCategorySaveParam, adminCategoryResult, {
    param: "`{id?, name, slug?, description, position}`",
    result: "`{category}`; refused `slugTaken`, `categoryNotFound`",
  }),
  adminCategoryDelete: adminCall("/admin/categoryDelete", adminIdParam, z.object({}), {
    param: "`{id}`",
    result: "`{}`; refused `categoryInUse` while posts use it, `categoryNotFound`",
  }),
  adminTagSave: adminCall("/admin/tagSave", adminTagSaveParam, adminTagResult, {
    param: "`{id?, name, slug?}`",
    result: "`{tag}`; refused `slugTaken`, `tagNotFound`",
  }),
  adminTagDelete: adminCall("/admin/tagDelete", adminIdParam, z.object({}), {
    param: "`{id}`",
    result: "`{}` (the tag leaves its posts); refused `tagNotFound`",
  }),
  adminSite: adminCall("/admin/site", emptyParam, adminSiteResult, {
    param: "`{}`",
    result: "`{settings, menu, home}`: the configuration items, the menu and the home page's sections as stored",
  }),
  adminSettingsSave: adminCall("/admin/settingsSave", adminSettingsSchema, adminSiteResult, {
    param: "`{siteName, siteDescription, themeColor, themeMode, customCssVariables, social…, footerCopyright}`",
    result: "`{settings, menu, home}`; refused per field (`cssVariableRefused`, `themeColorInvalid` …)",
  }),
  adminMenuSave: adminCall("/admin/menuSave", adminMenuSaveParam, adminSiteResult, {
    param: "`{entries: [{code, kind, name}]}` the whole menu in order",
    result: "`{settings, menu, home}`; refused `slugReserved` (a fixed route or a page), `menuCodeDuplicate`, `menuKindMissing`",
  }),
  adminHomeSave: adminCall("/admin/homeSave", adminHomeSaveParam, adminSiteResult, {
    param: "`{sections: [{kind, title, size, category?}]}`",
    result: "`{settings, menu, home}`; refused `categoryNotFound`, `homeSection…`",
  }),
  adminAuditList: adminCall("/admin/auditList", adminAuditListParam, adminAuditListResult, {
    param: "`{page?, action?}`",
    result: "`{items: [{actor, action, subject, detail, at}], page, size, total}` newest first, 20 a page",
  }),
} as const;

// The live rooms (issue 11, docs/live-rooms.md, docs/chat.md): rooms, chat, moderation, gifts, watch points.
/** The commentator centre (issue 12, docs/commentator-centre.md): commentators change their own room; admins read any. */
const COMMENTATOR_CALLS = {
  liveRoom: defineCall({
    path: "/anchor/liveRoom",
    access: onlyRoles("commentator", "admin"),
    param: liveRoomParam,
    result: liveRoomResult,
    invalidParam: "roomNotFound",
    browser: true,
    docs: {
      param: "`{}` (a commentator: their own room, made on first use) or `{room}` (an admin, read-only)",
      result:
        "`{room: settings + derivedStreamUrl, publishing, liveSince, viewerCount, anchor}, schedule: [{matchId, slug, kickoffAt, status, home, away, competition}], readOnly}`",
      refusals: ["roomNotFound"],
    },
  }),
  liveSet: defineCall({
    path: "/anchor/liveSet",
    access: onlyRoles("commentator"),
    param: liveSetParam,
    result: liveSetResult,
    invalidParam: "fillAllFields",
    answersFirstProblem: true,
    browser: true,
    docs: {
      param:
        "`{name, introduction, notification, category, cover?: {base64}, streamUrl, streamName, liveStatus, line1, line2}`: all required (the cover while the room has none)",
      result: "`{room}` as in liveRoom; `liveStatus: offline` while publishing cuts the stream",
      refusals: [
        "fillAllFields",
        "roomFieldTooLong",
        "streamUrlInvalid",
        "streamUrlNotAllowed",
        "coverTooLarge",
        "coverWrongType",
        "liveNeedsStream",
      ],
    },
  }),
  liveRoute: defineCall({
    path: "/anchor/liveRoute",
    access: onlyRoles("commentator"),
    param: liveRouteParam,
    result: liveRouteResult,
    invalidParam: "errorOccurred",
    browser: true,
    docs: {
      param: "`{regenerate?}`: a new stream key (the old one stops at once; a stream on it is cut)",
      result: "`{rtmpUrl, streamKey, keyCreatedAt, derivedStreamUrl, publishing, mediaServerRunning, regenerated}`",
    },
  }),
  liveSchedule: defineCall({
    path: "/anchor/liveSchedule",
    access: onlyRoles("commentator"),
    param: liveScheduleParam,
    result: liveScheduleResult,
    invalidParam: "matchNotFound",
    browser: true,
    docs: {
      param: "`{matchId, scheduled}`: Set Schedule (`true`) or Cancel Schedule; followers are told of a new one",
      result: "`{matchId, scheduled, already}`",
      refusals: ["matchNotFound", "scheduleMatchOver"],
    },
  }),
  liveData: defineCall({
    path: "/anchor/liveData",
    access: onlyRoles("commentator", "admin"),
    param: liveDataParam,
    result: liveDataResult,
    invalidParam: "dataPeriodInvalid",
    browser: true,
    docs: {
      param: "`{from?, to?}` (Bangkok days, at most 92; default the last 7), `{broadcastId?}`, `{room?}` (admins)",
      result: "`{from, to, broadcasts, broadcastId, viewers: [{at, viewers}], summary, days, topSupporters}`",
      refusals: ["roomNotFound", "accessDenied", "dataPeriodInvalid"],
    },
  }),
} as const satisfies Record<string, BackendCall>;

const LIVE_ROOM_CALLS = {
  liveDetail: defineCall({
    path: "/live/detail",
    access: anyone,
    param: liveDetailParam,
    result: liveDetailResult,
    invalidParam: "roomNotFound",
    browser: true,
    docs: {
      param: "`{slug}`",
      result:
        "`{room}`: slug, name, introduction, notification, category, cover, streamUrl, streamName, isLive, liveSince, line1, line2, viewerCount, matchId, scheduledMatchIds, anchor `{id, nickName, icon, followers}`, following (the caller's)",
      refusals: ["roomNotFound"],
    },
  }),
  liveList: defineCall({
    path: "/live/list",
    access: anyone,
    param: liveListParam,
    result: liveListResult,
    invalidParam: "errorOccurred",
    browser: true,
    docs: {
      param: "`{matchIds?}` (at most 200) and/or `{live?: true}`",
      result:
        "`{items: [room card + matchIds]}`: rooms covering or scheduled for those matches, or live now; live first, most viewers first",
    },
  }),
  chatJoin: defineCall({
    path: "/chat/join",
    access: anyone,
    param: chatJoinParam,
    result: chatJoinResult,
    invalidParam: "roomNotFound",
    browser: false,
    docs: {
      param: "`{room, after?}` (the web node's chat server, with the viewer's session)",
      result: "`{room, messages, gifts, user, canWrite, canModerate, mutedUntil?}`: the last 50 messages, or those after `after`",
      refusals: ["roomNotFound"],
    },
  }),
  chatSend: defineCall({
    path: "/chat/send",
    access: loggedIn,
    param: chatSendParam,
    result: chatSendResult,
    invalidParam: "chatMessageInvalid",
    answersFirstProblem: true,
    browser: false,
    docs: {
      param: "`{room, key, text}` (the web node's chat server, with the writer's session); the same key again is the same message",
      result: "`{message}`, stored and published to the room",
      refusals: ["roomNotFound", "chatMessageInvalid", "chatMessageTooLong", "chatMuted", "chatTooFast"],
    },
  }),
  watchHeartbeat: defineCall({
    path: "/chat/heartbeat",
    access: loggedIn,
    param: watchHeartbeatParam,
    result: watchHeartbeatResult,
    invalidParam: "errorOccurred",
    browser: false,
    docs: {
      param: "`{room, playing}` (the web node's chat server, on a viewer's heartbeat frame)",
      result:
        "`{credited, score, progressSeconds}`: 5 points for each 10 minutes of a live room played, counted from the heartbeats' arrival",
      refusals: ["roomNotFound"],
    },
  }),
  forbidden: defineCall({
    path: "/live/forbidden",
    access: onlyRoles("commentator", "admin"),
    param: forbiddenParam,
    result: forbiddenResult,
    invalidParam: "errorOccurred",
    browser: true,
    docs: {
      param:
        "`{action: mute, room, userId, duration: 2h|1d|3d|30d|forever, reason?}`, `{action: unmute, room, userId}` or `{action: delete, room, messageId}`",
      result: "`{action, until?}`; logged, and its effect published to the room",
      refusals: ["muteUserFailed", "unmuteUserFailed", "roomNotFound", "notRoomModerator", "cannotModerateStaff", "chatMessageNotFound"],
    },
  }),
  forbiddenStatus: defineCall({
    path: "/live/forbiddenStatus",
    access: loggedIn,
    param: forbiddenStatusParam,
    result: forbiddenStatusResult,
    invalidParam: "roomNotFound",
    browser: true,
    docs: {
      param: "`{room, userId?}`: the caller's own mute, or (the room's moderators) another user's",
      result: "`{muted, until (ms, null for ever), reason}`",
      refusals: ["roomNotFound", "notRoomModerator"],
    },
  }),
  giftList: defineCall({
    path: "/gift/list",
    access: anyone,
    param: emptyParam,
    result: giftListResult,
    invalidParam: "errorOccurred",
    browser: true,
    docs: { param: "`{}`", result: "`{items: [{code, name, icon, cost}]}` cheapest first" },
  }),
  sendGift: defineCall({
    path: "/gift/sendGift",
    access: loggedIn,
    param: sendGiftParam,
    result: sendGiftResult,
    invalidParam: "errorOccurred",
    answersFirstProblem: true,
    browser: true,
    docs: {
      param: "`{room, gift (code), count (1–99), key}`: the same key again is the same gift, never charged twice",
      result: "`{gift, score}`: the points taken in one transaction, the gift published to the room's chat",
      refusals: ["roomNotFound", "giftNotFound", "giftCountInvalid", "notEnoughPoints", "giftToOwnRoom"],
    },
  }),
  roomLeaderboard: defineCall({
    path: "/gift/leaderboard",
    access: anyone,
    param: leaderboardParam,
    result: leaderboardResult,
    invalidParam: "roomNotFound",
    browser: true,
    docs: {
      param: "`{room, period: today|week}` (Asia/Bangkok; a week starts on Monday)",
      result: "`{items: [{user, points, gifts}]}`: the room's top 10 supporters",
      refusals: ["roomNotFound"],
    },
  }),
  moderationLog: defineCall({
    path: "/admin/moderationLog",
    access: onlyRoles("admin"),
    param: moderationLogParam,
    result: moderationLogResult,
    invalidParam: "errorOccurred",
    browser: false,
    docs: {
      param: "`{page?, room?}`",
      result: "`{items: [{room, actor, target, action, duration, until, messageId, reason, at}], page, size, total}` newest first",
    },
  }),
} as const;

export const BACKEND_CALLS = {
  login: defineCall({
    path: "/login/login",
    access: anyone,
    param: loginParam,
    result: sessionResult,
    invalidParam: "loginFailed",
    browser: true,
    docs: {
      param:
        '`{account, password, remember?, altcha?}` (account: username in any case, or phone; altcha: a solution of `powChallenge`, required when challenged, see "Proof of work"). Gives the day\'s login points',
      result: "`{user}` + `newSessionId`",
      refusals: ["loginFailed", "tooManyAttempts", "challengeRequired", "powInvalid"],
    },
  }),
  register: defineCall({
    path: "/login/reg",
    access: anyone,
    param: registerParam,
    result: sessionResult,
    invalidParam: "registerFailed",
    browser: true,
    docs: {
      param:
        '`{username?, phone?, smsCode?, password, nickname, captchaId, captchaCode, remember?, altcha?}`: a username, or a phone + smsCode (not both); rules in "Registration"; altcha: a solution of `powChallenge` (without one, a tighter limit applies). Creates a normal user, logged in, with day 1\'s points',
      result: "`{user}` + `newSessionId`",
      refusals: ["registerFailed", "captchaInvalid", "tooManyAttempts"],
    },
  }),
  powChallenge: defineCall({
    path: "/sys/powChallenge",
    access: anyone,
    param: emptyParam,
    result: powChallengeResult,
    invalidParam: "errorOccurred",
    browser: true,
    docs: {
      param: "`{}` (the widget reads it with GET /api/powChallenge)",
      result:
        "`{algorithm, challenge, maxnumber, salt, signature}`: an altcha challenge, expires after 10 minutes; its solution is the `altcha` of `register` and `login`, spent by its first use",
    },
  }),
  logout: defineCall({
    path: "/login/logout",
    access: loggedIn,
    param: emptyParam,
    result: emptyResult,
    invalidParam: "errorOccurred",
    browser: false,
    docs: { param: "`{}`", result: "`{}`" },
  }),
  kaptcha: defineCall({
    path: "/api/kaptcha",
    access: anyone,
    param: emptyParam,
    result: captchaResult,
    invalidParam: "errorOccurred",
    browser: true,
    docs: { param: "`{}`", result: "`{captchaId, svg}`: single use, expires after 5 minutes", refusals: ["tooManyAttempts"] },
  }),
  getSmsCode: defineCall({
    path: "/sys/getSmsCode",
    access: anyone,
    param: smsCodeParam,
    result: smsCodeResult,
    invalidParam: "errorOccurred",
    answersFirstProblem: true,
    browser: true,
    docs: {
      param:
        '`{phone, purpose: "register" \\| "bind"}`: sends a 6-digit code valid 5 minutes. "register" refuses a phone any account has, "bind" one another account has',
      result: "`{retryAfterSeconds}` (60)",
      refusals: ["phoneInvalid", "smsTooFrequent", "phoneTaken", "errorOccurred"],
    },
  }),
  checkSmsCode: defineCall({
    path: "/sys/checkSmsCode",
    access: loggedIn,
    param: phoneBindingParam,
    result: userResult,
    invalidParam: "smsCodeInvalid",
    answersFirstProblem: true,
    browser: true,
    docs: {
      param: '`{phone, code}`: checks the latest unused "bind" code sent to the phone (single use), then binds the phone to the account',
      result: "`{user}`",
      refusals: ["phoneInvalid", "smsCodeInvalid", "phoneTaken"],
    },
  }),
  userDetail,
  /** The spec's second name for /user/detail. */
  userInfo: userDetail,
  updateUser: defineCall({
    path: "/user/updateUser",
    access: loggedIn,
    param: profileChangesParam,
    result: userResult,
    invalidParam: "updateProfileFailed",
    answersFirstProblem: true,
    browser: true,
    docs: {
      param:
        "`{nickname?, gender?, birthday?, avatar?: {base64}, password?: {current, next}}`: nickname 6–32 characters once trimmed, no control characters; gender `male`/`female`/`other`; birthday `YYYY-MM-DD` from 1900-01-01 to today (Asia/Bangkok); base64 may start with `data:image/...;base64,` (the claimed type is ignored); next password 6–128. All or nothing; a new password ends the user's other sessions",
      result: "`{user}`",
      refusals: [
        "updateProfileFailed",
        "updateAvatarFailed",
        "avatarTooLarge",
        "avatarWrongType",
        "imageDimensionsTooLarge",
        "nicknameTooShort",
        "nicknameTooLong",
        "nicknameInvalid",
        "genderInvalid",
        "birthDateInvalid",
        "passwordTooShort",
        "passwordTooLong",
        "currentPasswordWrong",
        "tooManyAttempts",
      ],
    },
  }),
  feedback: defineCall({
    path: "/sys/feedback",
    access: loggedIn,
    param: feedbackParam,
    result: feedbackResult,
    invalidParam: "sendFeedbackFailed",
    answersFirstProblem: true,
    browser: true,
    docs: {
      param:
        "`{content, contact, image?: {base64}, roomNumber?}`: content and contact 6–500 characters once trimmed; roomNumber digits only, at most 20 (text or number)",
      result: "`{feedback}`",
      refusals: [
        "feedbackRequired",
        "feedbackLength",
        "feedbackImageWrongType",
        "imageTooLarge",
        "imageDimensionsTooLarge",
        "uploadImageError",
        "roomNumberInvalid",
        "tooManyAttempts",
        "sendFeedbackFailed",
      ],
    },
  }),
  feedbackList: defineCall({
    path: "/sys/feedbackList",
    access: loggedIn,
    param: emptyParam,
    result: feedbackListResult,
    invalidParam: "errorOccurred",
    browser: true,
    docs: { param: "`{}`", result: "`{items: feedback[]}` the caller's own, newest first, at most 50" },
  }),
  attention: defineCall({
    path: "/live/attention",
    access: loggedIn,
    param: followParam,
    result: followResult,
    invalidParam: "errorOccurred",
    browser: true,
    docs: {
      param: "`{anchorId, follow}`: follows (or unfollows) a commentator; anchorId a user id as text or number; repeating is harmless",
      result: "`{following}`",
      refusals: ["errorOccurred"],
    },
  }),
  attentionList: defineCall({
    path: "/live/attentionList",
    access: loggedIn,
    param: emptyParam,
    result: followListResult,
    invalidParam: "errorOccurred",
    browser: true,
    docs: {
      param: "`{}`",
      result:
        "`{items: [{anchorId, nickName, icon, followedAt, isLive, roomSlug}]}` most recently followed first; roomSlug null without a room",
    },
  }),
  reservationList: defineCall({
    path: "/match/reservationList",
    access: loggedIn,
    param: emptyParam,
    result: reminderListResult,
    invalidParam: "errorOccurred",
    browser: true,
    docs: { param: "`{}`", result: "`{items: [{matchId, createdAt}]}` newest first" },
  }),
  initSdkUser: defineCall({
    path: "/user/initSdkUser",
    access: anyone,
    param: emptyParam,
    result: sdkUserResult,
    invalidParam: "errorOccurred",
    browser: true,
    docs: {
      param: "`{}`",
      result:
        "`{uid, nickName, userType, level, chat: {path, canWrite, textMax, frameMaxBytes, heartbeatSeconds}}` of the caller (what the chat client needs to connect, docs/chat.md); for a guest uid, a 6-character A-Z0-9 nickname derived from it, userType 0 and canWrite false",
      refusals: ["errorOccurred"],
    },
  }),
  reservationMatch: defineCall({
    path: "/match/reservationMatch",
    access: loggedIn,
    param: reservationMatchParam,
    result: reservationMatchResult,
    invalidParam: "errorOccurred",
    browser: true,
    docs: {
      param: "`{matchId, reserve}`: Set Schedule (`reserve: true`) or Cancel Schedule for a match",
      result: "`{matchId, reserved, already}`; `already` when nothing changed (set twice, or cancelled when not set)",
      refusals: ["matchNotFound", "reminderMatchStarted"],
    },
  }),
  notificationList: defineCall({
    path: "/user/notificationList",
    access: loggedIn,
    param: emptyParam,
    result: notificationListResult,
    invalidParam: "errorOccurred",
    browser: true,
    docs: { param: "`{}`", result: "`{items: notification[], unread}`: the latest 50, newest first (notiList, totalNotiState)" },
  }),
  notificationRead: defineCall({
    path: "/user/notificationRead",
    access: loggedIn,
    param: notificationReadParam,
    result: notificationReadResult,
    invalidParam: "errorOccurred",
    browser: true,
    docs: { param: "`{ids}` (1 to 100 of the caller's) or `{all: true}`", result: "`{unread}` left" },
  }),
  pushKey: defineCall({
    path: "/user/pushKey",
    access: anyone,
    param: emptyParam,
    result: pushKeyResult,
    invalidParam: "errorOccurred",
    browser: true,
    docs: { param: "`{}`", result: "`{publicKey}`: the site's VAPID public key (base64url) for a browser's push subscription" },
  }),
  pushSubscribe: defineCall({
    path: "/user/pushSubscribe",
    access: loggedIn,
    param: pushSubscribeParam,
    result: pushResult,
    invalidParam: "errorOccurred",
    browser: true,
    docs: { param: "a PushSubscription's JSON: `{endpoint (https), keys: {p256dh, auth}}`", result: "`{subscribed: true}`" },
  }),
  pushUnsubscribe: defineCall({
    path: "/user/pushUnsubscribe",
    access: loggedIn,
    param: pushUnsubscribeParam,
    result: pushResult,
    invalidParam: "errorOccurred",
    browser: true,
    docs: { param: "`{endpoint}`", result: "`{subscribed: false}`" },
  }),
  teamFollow: defineCall({
    path: "/match/teamFollow",
    access: loggedIn,
    param: teamFollowParam,
    result: teamFollowResult,
    invalidParam: "errorOccurred",
    browser: true,
    docs: {
      param: "`{teamId, follow}`: the team's goals become notifications",
      result: "`{teamId, following}`",
      refusals: ["teamNotFound"],
    },
  }),
  teamFollowList: defineCall({
    path: "/match/teamFollowList",
    access: loggedIn,
    param: emptyParam,
    result: teamFollowListResult,
    invalidParam: "errorOccurred",
    browser: true,
    docs: { param: "`{}`", result: "`{items: [{teamId, followedAt}]}` newest first" },
  }),
  highlights: defineCall({
    path: "/highlight/list",
    access: anyone,
    param: highlightListParam,
    result: highlightListResult,
    invalidParam: "errorOccurred",
    browser: true,
    docs: {
      param: "`{page?, size? (≤ 50), sport?}`",
      result:
        "`{items: [{id, slug, title, summary, durationSeconds, poster, sources, publishedAt, match}], page, size, total}` newest first",
    },
  }),
  highlightDetail: defineCall({
    path: "/highlight/detail",
    access: anyone,
    param: highlightDetailParam,
    result: highlightBriefSchema,
    invalidParam: "highlightNotFound",
    browser: true,
    docs: { param: "`{id}` or `{slug}`", result: "one highlight as in `highlights`; refused `highlightNotFound`" },
  }),
  adminFeedbackList: defineCall({
    path: "/admin/feedbackList",
    access: onlyRoles("admin"),
    param: adminFeedbackListParam,
    result: adminFeedbackListResult,
    invalidParam: "errorOccurred",
    browser: false,
    docs: { param: "`{status?, page?}`", result: "`{items: [feedback with its user], page, size, total}` newest first, 20 a page" },
  }),
  adminFeedbackProcess: defineCall({
    path: "/admin/feedbackProcess",
    access: onlyRoles("admin"),
    param: adminFeedbackProcessParam,
    result: adminFeedbackProcessResult,
    invalidParam: "feedbackReplyTooLong",
    browser: false,
    docs: {
      param: "`{id, reply?}` (reply at most 2000 characters)",
      result: "`{feedback}` marked Processed with the reply; recorded in the audit log; refused `feedbackNotFound`",
    },
  }),
  ...ADMIN_CONTENT_CALLS,
  ...LIVE_ROOM_CALLS,
  ...COMMENTATOR_CALLS,
} as const satisfies Record<string, BackendCall>;

export type BackendCalls = typeof BACKEND_CALLS;
export type BackendCallName = keyof BackendCalls;
export type ParamOf<N extends BackendCallName> = z.input<BackendCalls[N]["param"]>;
export type ResultOf<N extends BackendCallName> = z.output<BackendCalls[N]["result"]>;

/** Names that only repeat another name's path (spec section 7: userDetail, userInfo → /user/detail). */
export type SecondName = "userInfo";
/** The calls the backend answers itself: one handler each. */
export type ImplementedCallName = Exclude<BackendCallName, SecondName>;

export function isBackendCallName(name: string): name is BackendCallName {
  return Object.hasOwn(BACKEND_CALLS, name);
}

/** The names the browser may use at /api/{name}. */
export function isBrowserCallName(name: string): name is BackendCallName {
  return isBackendCallName(name) && BACKEND_CALLS[name].browser;
}

/** Each backend path once, with the first name that has it (userInfo shares /user/detail with userDetail). */
export function callsByPath(): Map<string, { name: BackendCallName; call: BackendCall }> {
  const byPath = new Map<string, { name: BackendCallName; call: BackendCall }>();
  for (const [name, call] of Object.entries(BACKEND_CALLS) as [BackendCallName, BackendCall][]) {
    if (!byPath.has(call.path)) byPath.set(call.path, { name, call });
  }
  return byPath;
}
