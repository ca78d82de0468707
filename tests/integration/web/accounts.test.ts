import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isGuestSessionId } from "../../../contract/domain/guest-user";
import { t } from "~/services/locale/messages";
import { setCookieLine } from "../../helpers/cookie-jar";
import { startTestSite, type TestSite } from "../../helpers/site";
import { pageHtml, uniqueUsername, WebClient } from "./web-client";

// Logging in, registering and logging out with plain form posts (no JavaScript), and what a
// browser can and cannot make the site believe through its cookies.
process.env.VSPORT_TEST_CAPTCHA = "1";

const PASSWORD = "mat-khau-bi-mat";
const NICKNAME = "Fan Hà Nội";

describe("accounts without JavaScript", () => {
  let site: TestSite;
  let username: string;
  beforeAll(async () => {
    site = await startTestSite();
    username = uniqueUsername();
    // With the proof of work a browser with JavaScript brings: registrations without one are limited
    // to 2 an hour per address (decision 014), and the tests below are all one address.
    const client = new WebClient(site);
    const response = await client.register(username, PASSWORD, NICKNAME, { altcha: await client.solvedPow() });
    if (response.status !== 303) throw new Error(`registration answered ${response.status}: ${await pageHtml(response)}`);
  });
  afterAll(() => site.dispose());

  describe("login", () => {
    it("a form post sets httpOnly SameSite=Lax session cookies and redirects with a toast", async () => {
      const client = new WebClient(site);
      const response = await client.login(username, PASSWORD, { redirectTo: "/ket-qua" });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/ket-qua");
      const session = setCookieLine(response, "sessionId") ?? "";
      expect(session).toMatch(/^sessionId=[A-Za-z0-9_-]{43}; /);
      expect(session).toMatch(/; Path=\/(;|$)/);
      expect(session).toMatch(/; SameSite=Lax(;|$)/);
      expect(session).toMatch(/; HttpOnly(;|$)/);
      // Not remembered: the cookie ends with the browser session.
      expect(session).not.toMatch(/Max-Age/);
      expect(setCookieLine(response, "isUser")).toMatch(/^isUser=1; Path=\/; SameSite=Lax$/);
      expect(setCookieLine(response, "isUser")).not.toMatch(/HttpOnly/);
      expect(setCookieLine(response, "userInfo")).toMatch(/SameSite=Lax/);
      expect(JSON.parse(decodeURIComponent(client.jar.get("userInfo") ?? ""))).toMatchObject({ nickName: NICKNAME, isUser: 1 });

      const page = await client.get("/ket-qua");
      const html = await pageHtml(page);
      expect(html).toContain(NICKNAME);
      expect(html).toContain(t("loginSuccess"));
      expect(html).not.toContain('data-testid="open-login"');
    });

    it("remember me keeps the cookies for 30 days", async () => {
      const response = await new WebClient(site).login(username, PASSWORD, { remember: "1" });
      expect(setCookieLine(response, "sessionId")).toMatch(/Max-Age=2592000/);
    });

    it("a wrong password re-renders the form with the account kept and the password never echoed", async () => {
      const client = new WebClient(site);
      const wrong = "mat-khau-sai-123";
      const response = await client.login(username, wrong);
      expect(response.status).toBe(400);
      expect(setCookieLine(response, "isUser") ?? "isUser=0").toMatch(/^isUser=0/);
      const html = await pageHtml(response);
      expect(html).toContain(t("loginFailed"));
      expect(html).toMatch(new RegExp(`name="account"[^>]*value="${username}"`));
      expect(html).not.toContain(wrong);
      expect(html).toContain('data-testid="login-form"');
    });

    it("empty fields are refused by the same schema on the server", async () => {
      const response = await new WebClient(site).login("", "");
      expect(response.status).toBe(400);
      const html = await pageHtml(response);
      expect(html).toContain(t("fillAllFields"));
    });

    it("the page's honeypot left empty lets the login through", async () => {
      const client = new WebClient(site);
      const honeypot = await client.honeypotFields("/account/login");
      const response = await client.login(username, PASSWORD, honeypot);
      expect(response.status).toBe(303);
      expect(setCookieLine(response, "isUser")).toMatch(/^isUser=1/);
    });

    it("a filled honeypot is refused like a wrong password, even with the right one", async () => {
      const client = new WebClient(site);
      // A wrong password on another account: failures on this one would make its next logins challenged (decision 014).
      const wrong = await pageHtml(
        await client.login(uniqueUsername("khong_co"), "mat-khau-sai-123", await client.honeypotFields("/account/login")),
      );
      const honeypot = await client.honeypotFields("/account/login");
      const name = Object.keys(honeypot).find((field) => field.startsWith("name__confirm_")) ?? "";
      const response = await client.login(username, PASSWORD, { ...honeypot, [name]: "http://spam.example" });
      expect(response.status).toBe(400);
      expect(setCookieLine(response, "isUser") ?? "").not.toMatch(/^isUser=1/);
      // The bot learns nothing: the same message, the same refusal as a wrong password.
      const html = await pageHtml(response);
      expect(html).toContain(t("loginFailed"));
      expect(html).not.toContain(PASSWORD);
      const errorsOf = (page: string) => page.match(/data-testid="(form-error|login-form-[a-z]+-error)"[^<]*/g);
      expect(errorsOf(html)).toEqual(errorsOf(wrong));

      // The action's data alone (what a browser with JavaScript reads) is refused the same way.
      const data = await client.postForm("/account/login.data", { account: username, password: PASSWORD, ...honeypot, [name]: "x" });
      expect(data.status).toBe(400);
      const body = await data.text();
      expect(body).toContain("loginFailed");
      expect(body).not.toContain(PASSWORD);
    });

    it("a forged or missing honeypot time is refused too", async () => {
      const client = new WebClient(site);
      const honeypot = await client.honeypotFields("/account/login");
      for (const validFrom of ["forged", ""]) {
        const response = await client.login(username, PASSWORD, { ...honeypot, from__confirm: validFrom });
        expect(response.status, validFrom).toBe(400);
        expect(await pageHtml(response)).toContain(t("loginFailed"));
      }
    });

    it("a refused login never sends the password back, neither in the page nor in the action's data", async () => {
      const client = new WebClient(site);
      const refusals = [
        { account: uniqueUsername("khong_co"), password: "SaiMatKhau2024Qz" },
        { account: "", password: "ChiMatKhau2024Xw" },
      ];
      for (const fields of refusals) {
        const page = await client.postForm("/account/login", fields);
        expect(page.status).toBe(400);
        const html = await pageHtml(page);
        expect(html).toContain('data-testid="form-error"');
        expect(html).not.toContain(fields.password);

        const data = await client.postForm("/account/login.data", fields);
        expect(data.status).toBe(400);
        const body = await data.text();
        expect(body).toContain('"password"');
        expect(body).not.toContain(fields.password);
      }
    });

    it("never redirects off the site", async () => {
      const response = await new WebClient(site).login(username, PASSWORD, { redirectTo: "//evil.example/x" });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/");
    });

    it("the login page renders, and sends a logged-in visitor on", async () => {
      const guest = new WebClient(site);
      const page = await guest.get("/account/login?redirectTo=/user");
      expect(page.status).toBe(200);
      const html = await pageHtml(page);
      expect(html).toContain(t("usernameOrPhone"));
      expect(html).toMatch(/name="redirectTo" value="\/user"/);

      const user = new WebClient(site);
      await user.login(username, PASSWORD);
      const again = await user.get("/account/login?redirectTo=/ket-qua");
      expect(again.status).toBe(302);
      expect(again.headers.get("location")).toBe("/ket-qua");
    });
  });

  describe("register", () => {
    it("registers by username, logs in and redirects with 'Đăng ký thành công!'", async () => {
      const client = new WebClient(site);
      const name = uniqueUsername("moi");
      const response = await client.register(name, PASSWORD, "Người mới đến", { redirectTo: "/news" });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/news");
      expect(client.jar.get("isUser")).toBe("1");
      // The spent captcha's id is forgotten.
      expect(client.jar.get("captchaId")).toBeUndefined();
      const html = await pageHtml(await client.get("/news"));
      expect(html).toContain(t("registerSuccess"));
      expect(html).toContain("Người mới đến");
    });

    it("a wrong captcha keeps every typed value except the password and the captcha", async () => {
      const client = new WebClient(site);
      await client.loadCaptcha();
      const name = uniqueUsername("sai");
      const response = await client.postForm("/account/register", {
        method: "username",
        username: name,
        password: "bi-mat-lam",
        nickname: "Biệt danh dài",
        captchaCode: "WRONG",
      });
      expect(response.status).toBe(400);
      const html = await pageHtml(response);
      expect(html).toContain(t("registerFailed"));
      expect(html).toContain(t("captchaInvalid"));
      expect(html).toMatch(new RegExp(`name="username"[^>]*value="${name}"`));
      expect(html).toContain('value="Biệt danh dài"');
      expect(html).not.toContain("bi-mat-lam");
      expect(html).not.toContain("WRONG");
    });

    it("field problems come back per field, in Vietnamese", async () => {
      const client = new WebClient(site);
      await client.loadCaptcha();
      const response = await client.postForm("/account/register", {
        method: "username",
        username: "abc",
        password: "123",
        nickname: "ngan",
        captchaCode: "TEST7",
      });
      const html = await pageHtml(response);
      expect(response.status).toBe(400);
      for (const key of ["usernameTooShort", "passwordTooShort", "nicknameTooShort"] as const) expect(html).toContain(t(key));
    });

    it("a taken username is refused by the backend and shown on its field", async () => {
      const client = new WebClient(site);
      const response = await client.register(username, PASSWORD, "Người khác nữa");
      expect(response.status).toBe(400);
      expect(await pageHtml(response)).toContain(t("usernameTaken"));
    });

    it("without the captcha cookie the registration is refused", async () => {
      const response = await new WebClient(site).postForm("/account/register", {
        method: "username",
        username: uniqueUsername(),
        password: PASSWORD,
        nickname: NICKNAME,
        captchaCode: "TEST7",
      });
      expect(response.status).toBe(400);
      expect(await pageHtml(response)).toContain(t("captchaInvalid"));
    });

    it("a filled honeypot is silently refused, like any refused registration", async () => {
      const client = new WebClient(site);
      const honeypot = await client.honeypotFields("/account/register");
      const name = Object.keys(honeypot).find((field) => field.startsWith("name__confirm_")) ?? "";
      const response = await client.register(uniqueUsername("bot"), PASSWORD, NICKNAME, { ...honeypot, [name]: "x" });
      expect(response.status).toBe(400);
      expect(client.jar.get("isUser")).not.toBe("1");
      const html = await pageHtml(response);
      expect(html).toContain(t("registerFailed"));
      expect(html).not.toContain(PASSWORD);
    });

    it("a refused registration never sends the password or the captcha answer back", async () => {
      const client = new WebClient(site);
      const refusals = [
        // Refused by the backend (a wrong captcha) and by the schema (a password too short).
        {
          method: "username",
          username: uniqueUsername("kin"),
          password: "BiMatDangKy2024Qz",
          nickname: "Biệt danh dài",
          captchaCode: "SAIMA9",
        },
        { method: "username", username: uniqueUsername("kin"), password: "Qz7Xw", nickname: "Biệt danh dài", captchaCode: "ZXQW8" },
      ];
      for (const fields of refusals) {
        await client.loadCaptcha();
        const page = await client.postForm("/account/register", fields);
        expect(page.status).toBe(400);
        const html = await pageHtml(page);
        expect(html).toContain(t("registerFailed"));
        expect(html).toMatch(new RegExp(`name="username"[^>]*value="${fields.username}"`));
        expect(html).not.toContain(fields.password);
        expect(html).not.toContain(fields.captchaCode);

        await client.loadCaptcha();
        const data = await client.postForm("/account/register.data", fields);
        expect(data.status).toBe(400);
        const body = await data.text();
        expect(body).toContain(fields.username);
        expect(body).not.toContain(fields.password);
        expect(body).not.toContain(fields.captchaCode);
      }
    });

    it("'Lấy mã' without JavaScript posts intent=sendSms and keeps the typed values", async () => {
      const client = new WebClient(site);
      await client.get("/account/register?via=phone");
      const response = await client.postForm("/account/register", {
        intent: "sendSms",
        method: "phone",
        phone: "0912000111",
        nickname: "Biệt danh dài",
      });
      expect(response.status).toBe(200);
      const html = await pageHtml(response);
      expect(html).toContain(t("smsCodeSent"));
      expect(html).toContain('value="0912000111"');
      expect(html).toContain('value="Biệt danh dài"');

      const invalid = await client.postForm("/account/register", { intent: "sendSms", method: "phone", phone: "12345" });
      expect(invalid.status).toBe(400);
      expect(await pageHtml(invalid)).toContain(t("phoneInvalid"));
    });
  });

  describe("what the cookies cannot do", () => {
    it("isUser=3 and a forged userInfo on a guest session give no admin and no commentator", async () => {
      const client = new WebClient(site);
      await client.get("/");
      client.jar.set("isUser", "3");
      client.jar.set(
        "userInfo",
        encodeURIComponent(JSON.stringify({ uid: "1", nickName: "Quản trị giả", grow: 0, score: 0, isUser: 3, userType: 3 })),
      );
      const html = await pageHtml(await client.get("/"));
      expect(html).not.toContain(t("commentatorCenter"));
      expect(html).not.toContain("Quản trị giả");
      expect(html).toContain('data-testid="open-login"');
      expect(client.jar.get("isUser")).toBe("0");

      client.jar.set("isUser", "2");
      const commentator = await client.get("/commentator");
      expect(commentator.status).toBe(302);
      expect(commentator.headers.get("location")).toMatch(/^\/\?modal=login/);
    });

    it("a logged-in normal user claiming isUser=2 is still refused /commentator", async () => {
      const client = new WebClient(site);
      await client.login(username, PASSWORD);
      client.jar.set("isUser", "2");
      client.jar.set(
        "userInfo",
        encodeURIComponent(JSON.stringify({ uid: "1", nickName: NICKNAME, grow: 0, score: 0, isUser: 2, userType: 2 })),
      );
      const home = await client.get("/");
      expect(await pageHtml(home)).not.toContain(t("commentatorCenter"));
      expect(client.jar.get("isUser")).toBe("1");
      client.jar.set("isUser", "2");
      expect((await client.get("/commentator")).status).toBe(403);
    });

    it("a random session token with isUser=1 is an expired session: new guest cookies, the toast, the login modal", async () => {
      const client = new WebClient(site);
      const forged = "A".repeat(22) + "b".repeat(21);
      client.jar.set("sessionId", forged);
      client.jar.set("isUser", "1");
      const response = await client.get("/");
      expect(response.status).toBe(200);
      const sessionId = decodeURIComponent(client.jar.get("sessionId") ?? "");
      expect(sessionId).not.toBe(forged);
      expect(isGuestSessionId(sessionId)).toBe(true);
      expect(client.jar.get("isUser")).toBe("0");
      const html = await pageHtml(response);
      expect(html).toContain(t("sessionExpired"));
      expect(html).toContain('data-testid="modal-login"');
    });
  });

  describe("posts from other sites", () => {
    it("are refused before anything happens: no login into someone else's account, no forced logout", async () => {
      const visitor = new WebClient(site);
      const crossSite = { "Sec-Fetch-Site": "cross-site" };
      const login = await visitor.request("/account/login", {
        method: "POST",
        headers: crossSite,
        body: new URLSearchParams({ account: username, password: PASSWORD }),
      });
      expect(login.status).toBe(403);
      expect(setCookieLine(login, "isUser") ?? "").not.toMatch(/^isUser=1/);

      await visitor.login(username, PASSWORD);
      const token = visitor.jar.get("sessionId");
      const logout = await visitor.request("/account/logout", { method: "POST", headers: crossSite, body: new URLSearchParams({}) });
      expect(logout.status).toBe(403);
      expect(setCookieLine(logout, "sessionId")).toBeUndefined();
      expect(visitor.jar.get("sessionId")).toBe(token);
      expect((await visitor.api("userInfo")).answer.code).toBe(200);

      const sameOrigin = await visitor.request("/account/logout", {
        method: "POST",
        headers: { "Sec-Fetch-Site": "same-origin" },
        body: new URLSearchParams({}),
      });
      expect(sameOrigin.status).toBe(303);
    });
  });

  describe("logout", () => {
    it("revokes the session: the old token no longer works for /api/userInfo", async () => {
      const client = new WebClient(site);
      await client.login(username, PASSWORD);
      const token = client.jar.get("sessionId") ?? "";
      expect((await client.api("userInfo")).answer.code).toBe(200);

      const response = await client.postForm("/account/logout", { redirectTo: "/ket-qua" });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/ket-qua");
      expect(isGuestSessionId(decodeURIComponent(client.jar.get("sessionId") ?? ""))).toBe(true);
      expect(client.jar.get("isUser")).toBe("0");
      expect(await pageHtml(await client.get("/ket-qua"))).toContain(t("logoutSuccess"));

      const stale = new WebClient(site);
      stale.jar.set("sessionId", token);
      stale.jar.set("isUser", "1");
      expect((await stale.api("userInfo")).answer.code).toBe(100);
    });

    it("a GET changes nothing and goes home", async () => {
      const client = new WebClient(site);
      await client.login(username, PASSWORD);
      const response = await client.get("/account/logout");
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/");
      expect((await client.api("userInfo")).answer.code).toBe(200);
    });
  });
});
