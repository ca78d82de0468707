import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { t } from "~/services/locale/messages";
import { setCookieLine } from "../../helpers/cookie-jar";
import { startTestSite, type TestSite } from "../../helpers/site";
import { pageHtml, uniqueUsername, WebClient } from "./web-client";

// Every post must come from the site's own pages (server/web/same-origin.ts, decision 011):
// another site's page can make a browser post a form here, with the visitor's cookies.
process.env.VSPORT_TEST_CAPTCHA = "1";

const PASSWORD = "mat-khau-bi-mat";
const NICKNAME = "Fan Hà Nội";
const EVIL = "http://evil.example";

async function expectRefused(response: Response): Promise<void> {
  expect(response.status).toBe(403);
  expect(response.headers.getSetCookie()).toEqual([]);
  const text = await pageHtml(response);
  expect(text).toContain(t("crossSiteRefused"));
  expect(text).not.toMatch(/\bat\s+\S+\s+\(|Error:/);
}

describe("posts from other sites", () => {
  let site: TestSite;
  let username: string;
  beforeAll(async () => {
    site = await startTestSite();
    username = uniqueUsername();
    const response = await new WebClient(site).register(username, PASSWORD, NICKNAME);
    if (response.status !== 303) throw new Error(`registration answered ${response.status}`);
  });
  afterAll(() => site.dispose());

  async function loggedIn(): Promise<WebClient> {
    const client = new WebClient(site);
    expect((await client.login(username, PASSWORD)).status).toBe(303);
    return client;
  }

  async function nicknameOf(client: WebClient): Promise<string> {
    const { answer } = await client.api("userInfo");
    return (JSON.parse(answer.msg) as { nickName: string }).nickName;
  }

  it("logout with another site's Origin is refused and the session stays", async () => {
    const client = await loggedIn();
    const token = client.jar.get("sessionId");
    await expectRefused(
      await client.request("/account/logout", { method: "POST", headers: { Origin: EVIL }, body: new URLSearchParams({}) }),
    );
    expect(client.jar.get("sessionId")).toBe(token);
    expect((await client.api("userInfo")).answer.code).toBe(200);
  });

  it("a post that the browser says is same-site, not same-origin, is refused even with our Origin", async () => {
    const client = await loggedIn();
    await expectRefused(
      await client.request("/account/logout", {
        method: "POST",
        headers: { "Sec-Fetch-Site": "same-site" },
        body: new URLSearchParams({}),
      }),
    );
    await expectRefused(
      await client.request("/account/logout", {
        method: "POST",
        headers: { "Sec-Fetch-Site": "cross-site" },
        body: new URLSearchParams({}),
      }),
    );
    expect((await client.api("userInfo")).answer.code).toBe(200);
    // What a browser sends for the site's own form, or for a URL the user typed.
    const own = await client.request("/account/logout", {
      method: "POST",
      headers: { "Sec-Fetch-Site": "same-origin" },
      body: new URLSearchParams({}),
    });
    expect(own.status).toBe(303);
    expect(
      (
        await new WebClient(site).request("/theme", {
          method: "POST",
          headers: { "Sec-Fetch-Site": "none" },
          body: new URLSearchParams({ theme: "dark" }),
        })
      ).status,
    ).toBe(303);
  });

  it("the theme switch, login, register and the user centre refuse another site's post with 403, not a 500", async () => {
    const client = await loggedIn();
    const before = await nicknameOf(client);
    const forms: [string, Record<string, string>][] = [
      ["/theme", { theme: "dark" }],
      ["/account/login", { account: username, password: PASSWORD }],
      [
        "/account/register",
        { method: "username", username: uniqueUsername(), password: PASSWORD, nickname: NICKNAME, captchaCode: "TEST7" },
      ],
      ["/user", { intent: "profile", nickname: "Kẻ Giả Mạo", gender: "male", birthday: "1990-01-01" }],
    ];
    for (const [path, fields] of forms) {
      const response = await client.request(path, { method: "POST", headers: { Origin: EVIL }, body: new URLSearchParams(fields) });
      expect(response.status, path).toBe(403);
      await expectRefused(response);
    }
    expect(await nicknameOf(client)).toBe(before);
  });

  it("the /api door refuses another site's call in its own JSON shape", async () => {
    const client = new WebClient(site);
    const response = await client.request("/api/login", {
      method: "POST",
      headers: { Origin: EVIL, "Content-Type": "application/json" },
      body: JSON.stringify({ account: username, password: PASSWORD }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ code: 400, msg: t("crossSiteRefused"), data: null });
    expect(setCookieLine(response, "sessionId")).toBeUndefined();
  });

  it("a post with neither Origin nor Referer is refused; the site's own Referer is enough", async () => {
    const bare = await fetch(`${site.url}/theme`, { method: "POST", body: new URLSearchParams({ theme: "dark" }), redirect: "manual" });
    await expectRefused(bare);
    const nullOrigin = await fetch(`${site.url}/theme`, {
      method: "POST",
      headers: { Origin: "null" },
      body: new URLSearchParams({ theme: "dark" }),
      redirect: "manual",
    });
    await expectRefused(nullOrigin);
    const otherReferer = await fetch(`${site.url}/theme`, {
      method: "POST",
      headers: { Referer: `${EVIL}/trang` },
      body: new URLSearchParams({ theme: "dark" }),
      redirect: "manual",
    });
    await expectRefused(otherReferer);
    const ownReferer = await fetch(`${site.url}/theme`, {
      method: "POST",
      headers: { Referer: `${site.url}/ket-qua?x=1` },
      body: new URLSearchParams({ theme: "dark" }),
      redirect: "manual",
    });
    expect(ownReferer.status).toBe(303);
  });

  it("X-Forwarded-Host does not count while TRUST_PROXY is off: a spoofed host changes no profile", async () => {
    const client = await loggedIn();
    const before = await nicknameOf(client);
    const spoofed = await client.request("/user", {
      method: "POST",
      headers: { Origin: "http://evil.example", "X-Forwarded-Host": "evil.example" },
      body: new URLSearchParams({ intent: "profile", nickname: "Kẻ Giả Mạo", gender: "male", birthday: "1990-01-01" }),
    });
    await expectRefused(spoofed);
    expect(await nicknameOf(client)).toBe(before);
    // The site's own post with a stray X-Forwarded-Host still goes through: Remix's own origin
    // check (on pages' actions) never sees the header, so it does not answer 500.
    const own = await client.request("/user", {
      method: "POST",
      headers: { "X-Forwarded-Host": "evil.example" },
      body: new URLSearchParams({ intent: "profile", nickname: before }),
    });
    expect(own.status).toBe(303);
    expect(own.headers.get("location")).toBe("/user");
  });
});

describe("posts behind a trusted proxy (TRUST_PROXY=true)", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ TRUST_PROXY: "true" });
  });
  afterAll(() => site.dispose());

  const post = (headers: Record<string, string>) =>
    new WebClient(site).request("/theme", { method: "POST", headers, body: new URLSearchParams({ theme: "dark" }) });

  it("accepts the public origin the proxy forwards", async () => {
    const forwarded = { "X-Forwarded-Host": "vsport.example", "X-Forwarded-Proto": "https" };
    expect((await post({ ...forwarded, Origin: "https://vsport.example" })).status).toBe(303);
    expect((await post({ ...forwarded, Origin: "https://vsport.example:443" })).status).toBe(303);
    expect(
      (await post({ "X-Forwarded-Host": "vsport.example:8443", "X-Forwarded-Proto": "https", Origin: "https://vsport.example:8443" }))
        .status,
    ).toBe(303);
    // A page's action: Remix's own origin check agrees (a refused login, not a 500).
    const login = await new WebClient(site).request("/account/login", {
      method: "POST",
      headers: { ...forwarded, Origin: "https://vsport.example" },
      body: new URLSearchParams({ account: "khong_ai_ca", password: "sai-mat-khau" }),
    });
    expect(login.status).toBe(400);
  });

  it("refuses an origin that differs from the forwarded one in host, scheme or port", async () => {
    const forwarded = { "X-Forwarded-Host": "vsport.example", "X-Forwarded-Proto": "https" };
    await expectRefused(await post({ ...forwarded, Origin: "http://vsport.example" }));
    await expectRefused(await post({ ...forwarded, Origin: "https://evil.example" }));
    await expectRefused(await post({ ...forwarded, Origin: "https://vsport.example:8443" }));
    await expectRefused(await post({ ...forwarded, Origin: site.url }));
  });
});
