import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { t } from "~/services/locale/messages";
import { BACKEND_CALLS } from "../../../contract/backend-calls";
import { isGuestSessionId } from "../../../contract/domain/guest-user";
import { setCookieLine } from "../../helpers/cookie-jar";
import { startTestSite, type TestSite } from "../../helpers/site";
import { uniqueUsername, WebClient } from "./web-client";

// The browser's door /api/{name} (spec section 7), against the real site and backend.
process.env.VSPORT_TEST_CAPTCHA = "1";

// The table of spec section 7, "Backend calls": the browser's names and the backend paths.
const SPEC_NAMES_AND_PATHS: Record<string, string> = {
  login: "/login/login",
  register: "/login/reg",
  attention: "/live/attention",
  attentionList: "/live/attentionList",
  reservationList: "/match/reservationList",
  reservationMatch: "/match/reservationMatch",
  highlights: "/highlight/list",
  highlightDetail: "/highlight/detail",
  getSmsCode: "/sys/getSmsCode",
  checkSmsCode: "/sys/checkSmsCode",
  sendGift: "/gift/sendGift",
  userDetail: "/user/detail",
  userInfo: "/user/detail",
  feedback: "/sys/feedback",
  feedbackList: "/sys/feedbackList",
  updateUser: "/user/updateUser",
  kaptcha: "/api/kaptcha",
  forbiddenStatus: "/live/forbiddenStatus",
  forbidden: "/live/forbidden",
  liveDetail: "/live/detail",
  liveRoute: "/anchor/liveRoute",
  liveSet: "/anchor/liveSet",
  liveData: "/anchor/liveData",
  initSdkUser: "/user/initSdkUser",
};

// Names the site adds to the spec's: the proof-of-work challenge of the register and login forms
// (docs/decisions/014-proof-of-work.md), and the notifications, web push and team follows of
// docs/reminders.md.
const SITE_NAMES_AND_PATHS: Record<string, string> = {
  powChallenge: "/sys/powChallenge",
  notificationList: "/user/notificationList",
  notificationRead: "/user/notificationRead",
  pushKey: "/user/pushKey",
  pushSubscribe: "/user/pushSubscribe",
  pushUnsubscribe: "/user/pushUnsubscribe",
  teamFollow: "/match/teamFollow",
  teamFollowList: "/match/teamFollowList",
  // The live rooms (docs/live-rooms.md, docs/gifts-and-points.md).
  liveList: "/live/list",
  giftList: "/gift/list",
  roomLeaderboard: "/gift/leaderboard",
  // The commentator centre (docs/commentator-centre.md).
  liveRoom: "/anchor/liveRoom",
  liveSchedule: "/anchor/liveSchedule",
};

const NEEDS_LOGIN = [
  "liveRoom",
  "liveSet",
  "liveRoute",
  "liveSchedule",
  "liveData",
  "attention",
  "attentionList",
  "reservationList",
  "reservationMatch",
  "checkSmsCode",
  "userDetail",
  "userInfo",
  "feedback",
  "feedbackList",
  "updateUser",
  "sendGift",
  "forbiddenStatus",
  "forbidden",
];

describe("the /api door", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site.dispose());

  it("answers 404 JSON for a name it does not know", async () => {
    const client = new WebClient(site);
    for (const name of ["nothing", "__proto__", "constructor", "logout"]) {
      const response = await client.request(`/api/${name}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      expect(response.status, name).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ code: 400, msg: t("errorOccurred"), data: null });
    }
    expect((await client.get("/api/nothing")).status).toBe(404);
  });

  it("refuses a wrong content type (415), bad JSON (400), a body over 4 MB (413) and GET on names other than kaptcha (405)", async () => {
    const client = new WebClient(site);
    const post = (body: BodyInit, contentType: string) =>
      client.request("/api/login", { method: "POST", headers: { "Content-Type": contentType }, body });
    expect((await post("{}", "text/plain")).status).toBe(415);
    expect((await post("account=a", "application/x-www-form-urlencoded")).status).toBe(415);
    expect((await post("{not json", "application/json")).status).toBe(400);
    expect((await post("[1,2]", "application/json")).status).toBe(400);
    expect((await post("", "application/json")).status).toBe(400);
    expect((await post(JSON.stringify({ padding: "x".repeat(4 * 1024 * 1024) }), "application/json")).status).toBe(413);
    const get = await client.get("/api/login");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect(
      (await client.request("/api/login", { method: "PUT", headers: { "Content-Type": "application/json" }, body: "{}" })).status,
    ).toBe(405);
  });

  it("gives a browser without a session cookie a guest session", async () => {
    const client = new WebClient(site);
    const { response, answer } = await client.api("initSdkUser");
    expect(answer.code).toBe(200);
    expect(setCookieLine(response, "sessionId")).toMatch(/HttpOnly/);
    const sessionId = decodeURIComponent(client.jar.get("sessionId") ?? "");
    expect(isGuestSessionId(sessionId)).toBe(true);
    expect(answer.data).toMatchObject({ uid: sessionId, userType: 0 });
  });

  it("opens to exactly the names of the spec's table (each on the spec's backend path) and the site's own", () => {
    const browserCalls = Object.entries(BACKEND_CALLS).filter(([, call]) => call.browser);
    expect(Object.fromEntries(browserCalls.map(([name, call]) => [name, call.path]))).toEqual({
      ...SPEC_NAMES_AND_PATHS,
      ...SITE_NAMES_AND_PATHS,
    });
  });

  it("takes every name of the spec to its backend path", async () => {
    const client = new WebClient(site);
    await client.get("/");
    for (const name of Object.keys(SPEC_NAMES_AND_PATHS)) {
      const { response, answer } = await client.api(name, {});
      expect(response.status, name).toBe(200);
      // 500 would mean the backend did not know the path.
      expect([100, 200, 400], name).toContain(answer.code);
      if (NEEDS_LOGIN.includes(name)) expect(answer, name).toEqual({ code: 100, msg: t("sessionExpired"), data: null });
    }
    const refused = await client.api("login", { account: "khong_ai_ca", password: "sai-mat-khau" });
    expect(refused.answer).toEqual({ code: 400, msg: t("loginFailed"), data: null });
  });

  it("answers code 100 with the cookies of a new guest session", async () => {
    const client = new WebClient(site);
    await client.get("/");
    const before = client.jar.get("sessionId");
    const { response, answer } = await client.api("userInfo");
    expect(answer.code).toBe(100);
    expect(setCookieLine(response, "sessionId")).toBeDefined();
    expect(setCookieLine(response, "isUser")).toMatch(/^isUser=0;/);
    const after = decodeURIComponent(client.jar.get("sessionId") ?? "");
    expect(after).not.toBe(before);
    expect(isGuestSessionId(after)).toBe(true);
  });

  it("serves the captcha as an SVG image and keeps its id in a signed, short-lived cookie", async () => {
    const client = new WebClient(site);
    const response = await client.get("/api/kaptcha?ts=1");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await response.text()).startsWith("<svg")).toBe(true);
    const cookie = setCookieLine(response, "captchaId") ?? "";
    expect(cookie).toMatch(/Max-Age=300/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // Signed: the raw id is not all there is.
    expect(decodeURIComponent(client.jar.get("captchaId") ?? "")).toMatch(/\./);

    const posted = await client.api("kaptcha");
    expect(posted.answer.code).toBe(200);
    expect(posted.answer.data).toMatchObject({ captchaId: expect.any(String), svg: expect.stringMatching(/^<svg/) });
  });

  it("logs in through the door with the session cookies, never showing the token", async () => {
    const username = uniqueUsername();
    const owner = new WebClient(site);
    expect((await owner.register(username, "mat-khau-1", "Người hâm mộ")).status).toBe(303);

    const client = new WebClient(site);
    const { response, answer } = await client.api("login", { account: username, password: "mat-khau-1", remember: true });
    expect(answer.code).toBe(200);
    expect(answer.msg).toBe("");
    expect(answer.data).toMatchObject({ user: { username, nickName: "Người hâm mộ", userType: 1 } });
    const token = decodeURIComponent(client.jar.get("sessionId") ?? "");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(answer)).not.toContain(token);
    expect(setCookieLine(response, "sessionId")).toMatch(/; HttpOnly/);
    expect(setCookieLine(response, "sessionId")).toMatch(/Max-Age=2592000/);
    expect(client.jar.get("isUser")).toBe("1");

    const info = await client.api("userInfo");
    expect(info.answer.code).toBe(200);
    expect(JSON.parse(info.answer.msg)).toMatchObject({ username, userType: 1 });
  });

  it("never forwards the isUser and userInfo cookies: the backend decides who calls", async () => {
    const client = new WebClient(site);
    await client.get("/");
    client.jar.set("isUser", "3");
    client.jar.set(
      "userInfo",
      encodeURIComponent(JSON.stringify({ uid: "1", nickName: "Quản trị", grow: 0, score: 0, isUser: 3, userType: 3 })),
    );
    const { answer } = await client.api("liveData");
    expect(answer.code === 100 || answer.code === 400).toBe(true);
    const sdk = await client.api("initSdkUser");
    expect(sdk.answer.data).toMatchObject({ userType: 0 });
  });
});
