import http from "node:http";
import { type AddressInfo } from "node:net";
import { asc, eq } from "drizzle-orm";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeServer } from "../../../server/backend/service";
import { createLogger } from "../../../server/logger";
import { insertRoom } from "../../../server/rooms/repository";
import { addToSchedules } from "../../../server/rooms/schedules";
import { matches } from "../../../server/sports/tables";
import { startTestSite, type TestSite } from "../../helpers/site";
import { startTestBackend, TEST_REQUEST_KEY, TEST_RESPONSE_KEY, type TestBackend } from "../../helpers/test-backend";
import { createLoggedInUser } from "../profile/fixtures";

// The screens that list rooms when the backend's liveList fails: the page shows, without rooms.

/** Forwards everything to the backend, except liveList, answered with HTTP 500. */
async function startFailingProxy(backendUrl: string) {
  const target = new URL(backendUrl);
  const server = http.createServer((incoming, outgoing) => {
    if (incoming.url === "/live/list") {
      incoming.resume();
      outgoing.writeHead(500).end();
      return;
    }
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
  return { url: `http://127.0.0.1:${port}`, close: () => closeServer(server) };
}

describe("room lists when liveList fails", () => {
  let backend: TestBackend;
  let proxy: Awaited<ReturnType<typeof startFailingProxy>>;
  let site: TestSite;
  let matchSlug: string;

  beforeAll(async () => {
    backend = await startTestBackend("pglite", createLogger("silent"), "shipped");
    const [match] = await backend.db.select({ id: matches.id, slug: matches.slug }).from(matches).orderBy(asc(matches.id)).limit(1);
    matchSlug = match?.slug ?? "";
    const commentator = await createLoggedInUser(backend.db, { userType: 2 });
    const room = await insertRoom(backend.db, { slug: "blv-thu", anchorId: commentator.user.id, name: "Phòng thử" });
    await addToSchedules(backend.db, [{ roomId: room.id, matchId: match?.id ?? 0 }]);
    // Today's, in an hour, so that the schedule lists it.
    const kickoff = new Date(Date.now() + 3600_000);
    const today = DateTime.fromJSDate(kickoff, { zone: "Asia/Bangkok" }).toISODate() ?? "";
    await backend.db
      .update(matches)
      .set({ status: "Upcoming", kickoffAt: kickoff, kickoffDate: today })
      .where(eq(matches.id, match?.id ?? 0));
    const listed = await backend.call("/live/list", { matchIds: [match?.id ?? 0] });
    expect((listed.data as { items: unknown[] }).items).toHaveLength(1);
    proxy = await startFailingProxy(backend.url);
    site = await startTestSite({ BACKEND_URL: proxy.url, REQUEST_KEY: TEST_REQUEST_KEY, RESPONSE_KEY: TEST_RESPONSE_KEY });
  }, 120_000);
  afterAll(async () => {
    await site?.dispose();
    await proxy?.close();
    await backend?.close();
  });

  it.each(["/", "/lich-truc-tiep", "match"])("%s still shows, without rooms", async (pathname) => {
    const response = await fetch(`${site.url}${pathname === "match" ? `/schedule/${matchSlug}` : pathname}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    if (pathname !== "/") expect(html).toContain(`/schedule/${matchSlug}`);
    expect(html).not.toContain("/truc-tiep/");
    expect(html).not.toContain('data-testid="rooms-badge"');
  });
});
