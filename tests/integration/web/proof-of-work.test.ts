import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { t } from "~/services/locale/messages";
import { startTestSite, type TestSite } from "../../helpers/site";
import { pageHtml, uniqueUsername, WebClient } from "./web-client";

// The proof of work through the web node (docs/decisions/014-proof-of-work.md): the challenge the
// widget fetches, and the register and login forms forwarding its solution (`altcha`) to the
// backend. Every request of this file comes from one address, as one household's would.
process.env.VSPORT_TEST_CAPTCHA = "1";

const PASSWORD = "mat-khau-bi-mat";
const NICKNAME = "Người xem thử";

describe("proof of work through the web node", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site.dispose());

  it("GET /api/powChallenge answers the bare challenge the widget reads, never cached", async () => {
    const response = await new WebClient(site).get("/api/powChallenge");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      algorithm: "SHA-256",
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxnumber: expect.any(Number),
      salt: expect.stringMatching(/\?expires=\d+&$/),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it("serves the widget's Web Worker script from our own origin, as JavaScript", async () => {
    const response = await new WebClient(site).get("/altcha-worker.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    // The widget's worker answers "work" messages with crypto.subtle.
    const script = await response.text();
    expect(script).toContain("onmessage");
    expect(script).toContain("crypto.subtle");
  });

  it("POST /api/powChallenge answers the same challenge in the door's envelope", async () => {
    const { answer } = await new WebClient(site).api("powChallenge");
    expect(answer).toMatchObject({ code: 200, data: { algorithm: "SHA-256", signature: expect.stringMatching(/^[0-9a-f]{64}$/) } });
  });

  it("registers without JavaScript twice an hour from one address, and with the widget's solution beyond that", async () => {
    for (let i = 0; i < 2; i += 1)
      expect((await new WebClient(site).register(uniqueUsername("nojs"), PASSWORD, NICKNAME)).status).toBe(303);
    const third = await new WebClient(site).register(uniqueUsername("nojs"), PASSWORD, NICKNAME);
    expect(third.status).toBe(400);
    expect(await pageHtml(third)).toContain(t("tooManyAttempts"));

    const client = new WebClient(site);
    const withWork = await client.register(uniqueUsername("js"), PASSWORD, NICKNAME, { altcha: await client.solvedPow() });
    expect(withWork.status).toBe(303);
    expect(client.jar.get("isUser")).toBe("1");
  });

  it("shows a refused solution on the register form in Vietnamese", async () => {
    const client = new WebClient(site);
    const altcha = await client.solvedPow();
    expect((await client.register(uniqueUsername("js"), PASSWORD, NICKNAME, { altcha })).status).toBe(303);
    const replay = await new WebClient(site).register(uniqueUsername("replay"), PASSWORD, NICKNAME, { altcha });
    expect(replay.status).toBe(400);
    const html = await pageHtml(replay);
    expect(html).toContain(t("registerFailed"));
    expect(html).toContain(t("powInvalid"));
  });

  it("a challenged login explains itself without JavaScript, and goes through with the widget's solution", async () => {
    const owner = new WebClient(site);
    const username = uniqueUsername("owner");
    expect((await owner.register(username, PASSWORD, NICKNAME, { altcha: await owner.solvedPow() })).status).toBe(303);

    const client = new WebClient(site);
    for (let i = 0; i < 3; i += 1) expect((await client.login(username, "sai-mat-khau")).status).toBe(400);
    const challenged = await client.login(username, PASSWORD);
    expect(challenged.status).toBe(400);
    const html = await pageHtml(challenged);
    expect(html).toContain(t("challengeRequired"));
    expect(html).not.toContain(PASSWORD);
    expect(client.jar.get("isUser")).not.toBe("1");

    const loggedIn = await client.login(username, PASSWORD, { altcha: await client.solvedPow() });
    expect(loggedIn.status).toBe(303);
    expect(client.jar.get("isUser")).toBe("1");
  });
});
