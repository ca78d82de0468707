import http from "node:http";
import { type AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { siteDays } from "../../../server/accounts/daily-points";
import { closeServer } from "../../../server/backend/service";
import { findUserById } from "../../../server/db/repositories/users";
import { startTestSite, type TestSite } from "../../helpers/site";
import { startTestBackend, TEST_REQUEST_KEY, TEST_RESPONSE_KEY, type TestBackend } from "../../helpers/test-backend";
import { createTestUser } from "../accounts/account-helpers";
import { WebClient } from "./web-client";

// What one logged-in page view costs the backend (docs/decisions/018-logged-in-page-cost.md): the
// web node runs on its own, with BACKEND_URL pointing at a proxy in front of the backend service
// that records every binary call; the backend's database counts the transactions.

const USER_DETAIL = "/user/detail";
/** The home page's rooms (backend liveList). */
const LIVE_LIST = "/live/list";
const USER_CENTRE_LISTS = ["/live/attentionList", "/match/reservationList", "/sys/feedbackList"];

/** Forwards everything to the backend and records the path of every binary call (the POSTs). */
async function startRecordingProxy(backendUrl: string) {
  const calls: string[] = [];
  const target = new URL(backendUrl);
  const server = http.createServer((incoming, outgoing) => {
    if (incoming.method === "POST") calls.push(incoming.url ?? "");
    const forwarded = http.request(
      { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on("error", () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, calls, close: () => closeServer(server) };
}

describe("the backend cost of a logged-in page view", () => {
  let backend: TestBackend;
  let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
  let site: TestSite;
  let fan: WebClient;
  let fanId: number;

  beforeAll(async () => {
    backend = await startTestBackend();
    proxy = await startRecordingProxy(backend.url);
    site = await startTestSite({ BACKEND_URL: proxy.url, REQUEST_KEY: TEST_REQUEST_KEY, RESPONSE_KEY: TEST_RESPONSE_KEY });
    fanId = (await createTestUser(backend.db, { username: "fan_cost", nickname: "Fan đếm lượt" })).id;
    fan = new WebClient(site);
    const { answer } = await fan.api("login", { account: "fan_cost", password: "mat-khau-1" });
    expect(answer.code).toBe(200);
  });
  afterAll(async () => {
    await site?.dispose();
    await proxy?.close();
    await backend?.close();
  });
  beforeEach(() => {
    proxy.calls.length = 0;
  });

  async function view(pathname: string): Promise<string[]> {
    proxy.calls.length = 0;
    const response = await fan.get(pathname);
    expect(response.status, pathname).toBe(200);
    await response.text();
    return [...proxy.calls].sort();
  }

  it("/ asks the backend who the viewer is once, for the root loader and the page together, and for the rooms", async () => {
    expect(await view("/")).toEqual([LIVE_LIST, USER_DETAIL]);
  });

  it("/user reuses that lookup for the profile and points, and adds only the three lists", async () => {
    expect(await view("/user")).toEqual([...USER_CENTRE_LISTS, USER_DETAIL].sort());
  });

  it("a form post to /user looks the viewer up for the action, and again for the page it renders after", async () => {
    const response = await fan.postForm("/user", { intent: "profile", nickname: "ab", gender: "other", birthday: "1991-01-01" });
    expect(response.status).toBe(400);
    await response.text();
    expect(proxy.calls.filter((call) => call === USER_DETAIL)).toHaveLength(2);
  });

  it("page views on a day already counted write nothing; the first view of a new day awards the points once", async () => {
    const transactions = vi.spyOn(backend.db, "transaction");
    for (const pathname of ["/", "/user", "/", "/user"]) await view(pathname);
    expect(transactions).not.toHaveBeenCalled();

    const before = await findUserById(backend.db, fanId);
    await backend.db.execute(sql`update users set last_login_day = ${siteDays(new Date()).yesterday} where id = ${fanId}`);
    for (const pathname of ["/user", "/", "/user"]) await view(pathname);
    expect(transactions).toHaveBeenCalledTimes(1);
    expect(await findUserById(backend.db, fanId)).toMatchObject({ score: (before?.score ?? 0) + 10, loginStreak: 2 });
  });
});
