import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { t } from "~/services/locale/messages";
import { rawRequest } from "../../helpers/raw-http";
import { startTestSite, type TestSite } from "../../helpers/site";
import { tinyPng } from "../../helpers/tiny-png";
import { uniqueUsername, WebClient } from "./web-client";

// How big a body the web node reads (docs/decisions/011-web-edge-security.md): refused with a
// 413 the client really receives, whether the size was declared or the body streamed in chunks.
process.env.VSPORT_TEST_CAPTCHA = "1";

const MiB = 1024 * 1024;
const PASSWORD = "mat-khau-1";
const BROWSER_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";

describe("request bodies", () => {
  let site: TestSite;
  let username: string;
  let browser: Record<string, string>;
  beforeAll(async () => {
    site = await startTestSite();
    browser = { Origin: site.url, "User-Agent": BROWSER_USER_AGENT };
    username = uniqueUsername();
    const response = await new WebClient(site).register(username, PASSWORD, "Người hâm mộ");
    if (response.status !== 303) throw new Error(`registration answered ${response.status}`);
  });
  afterAll(() => site.dispose());

  it("a chunked body over 4 MiB to /api/login gets a 413 the client receives, in the door's JSON", async () => {
    const answer = await rawRequest(site.url, {
      method: "POST",
      path: "/api/login",
      headers: { ...browser, "Content-Type": "application/json" },
      body: { streamBytes: 5 * MiB },
    });
    expect(answer.status).toBe(413);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(answer.complete).toBe(true);
    expect(JSON.parse(answer.body)).toEqual({ code: 400, msg: t("requestTooLarge"), data: null });
  });

  it("a chunked form over 64 KiB to a page gets a 413 page", async () => {
    const answer = await rawRequest(site.url, {
      method: "POST",
      path: "/account/login",
      headers: { ...browser, "Content-Type": "application/x-www-form-urlencoded" },
      body: { streamBytes: 256 * 1024, chunkBytes: 16 * 1024 },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain(t("requestTooLarge"));
  });

  it("a declared Content-Length over the limit gets a 413 at once", async () => {
    const api = await rawRequest(site.url, {
      method: "POST",
      path: "/api/login",
      headers: { ...browser, "Content-Type": "application/json" },
      body: Buffer.alloc(5 * MiB, 0x20),
    });
    expect(api.status).toBe(413);
    expect(JSON.parse(api.body)).toEqual({ code: 400, msg: t("requestTooLarge"), data: null });

    const theme = await rawRequest(site.url, {
      method: "POST",
      path: "/theme",
      headers: { ...browser, "Content-Type": "application/x-www-form-urlencoded" },
      body: Buffer.alloc(65 * 1024, 0x61),
    });
    expect(theme.status).toBe(413);
    expect(theme.body).toContain(t("requestTooLarge"));
    expect(theme.headers["set-cookie"]).toBeUndefined();

    const user = await rawRequest(site.url, {
      method: "POST",
      path: "/user",
      headers: { ...browser, "Content-Type": "multipart/form-data; boundary=x" },
      body: Buffer.alloc(3 * MiB, 0x61),
    });
    expect(user.status).toBe(413);
  });

  it("a body within the limit still reaches the page, chunked or not", async () => {
    const fields = new URLSearchParams({ account: username, password: PASSWORD, redirectTo: "/ket-qua" }).toString();
    const chunked = await rawRequest(site.url, {
      method: "POST",
      path: "/account/login",
      headers: { ...browser, "Content-Type": "application/x-www-form-urlencoded" },
      body: { chunks: [Buffer.from(fields.slice(0, 10)), Buffer.from(fields.slice(10))] },
    });
    expect(chunked.status).toBe(303);
    expect(chunked.headers.location).toBe("/ket-qua");
    expect(String(chunked.headers["set-cookie"])).toMatch(/sessionId=[A-Za-z0-9_-]{43}/);

    const json = JSON.stringify({ account: username, password: PASSWORD });
    const door = await rawRequest(site.url, {
      method: "POST",
      path: "/api/login",
      headers: { ...browser, "Content-Type": "application/json" },
      body: { chunks: [Buffer.from(json.slice(0, 5)), Buffer.from(json.slice(5))] },
    });
    expect(door.status).toBe(200);
    expect(JSON.parse(door.body)).toMatchObject({ code: 200 });

    expect((await new WebClient(site).login(username, PASSWORD)).status).toBe(303);
  });

  it("an avatar streamed in chunks within the limit is read and saved", async () => {
    const client = new WebClient(site);
    expect((await client.login(username, PASSWORD)).status).toBe(303);
    const form = new FormData();
    form.append("intent", "avatar");
    form.append("avatar", new File([new Uint8Array(tinyPng(40, 40))], "anh.png", { type: "image/png" }));
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    const third = Math.ceil(body.length / 3);
    const answer = await rawRequest(site.url, {
      method: "POST",
      path: "/user",
      headers: { ...browser, Cookie: client.jar.header(), "Content-Type": encoded.headers.get("content-type") ?? "" },
      body: { chunks: [body.subarray(0, third), body.subarray(third, 2 * third), body.subarray(2 * third)] },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe("/user");
    const { answer: info } = await client.api("userInfo");
    expect((JSON.parse(info.msg) as { icon: string }).icon).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}-256\.(jpg|png)$/);
  });

  it("a 4 MiB deeply nested JSON param is refused with 400 before it is parsed", async () => {
    const depth = 2 * MiB - 64;
    const body = `{"account":${"[".repeat(depth)}${"]".repeat(depth)},"password":"x"}`;
    expect(body.length).toBeLessThanOrEqual(4 * MiB);
    const response = await new WebClient(site).request("/api/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: site.url },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, msg: t("errorOccurred"), data: null });
  });
});
