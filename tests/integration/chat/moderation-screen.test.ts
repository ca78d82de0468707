import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, openDatabase } from "../../../server/db";
import { type RoomRow } from "../../../server/rooms/repository";
import { newSiteDataDir, startTestSite, type TestSite } from "../../helpers/site";
import { TEST_REQUEST_KEY, TEST_RESPONSE_KEY } from "../../helpers/test-backend";
import { callerOf, chatter, roomOf } from "./chat-helpers";

// The admins' moderation log screen, /quan-tri/kiem-duyet (docs/chat.md "Moderation"), served by the
// whole site: an admin reads every room's mutes and deletes, a fan is refused, a guest sent to log in.

// Pages answer bots with a bare status (decision 004): act as a phone's browser.
const BROWSER_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";

describe("the moderation log screen", () => {
  let site: TestSite;
  let sessions: { admin: string; fan: string };
  let rooms: RoomRow[];
  let fanName: string;
  let fanId: number;

  const visit = (pathname: string, sessionId?: string) =>
    fetch(`${site.url}${pathname}`, {
      headers: { "User-Agent": BROWSER_USER_AGENT, ...(sessionId ? { Cookie: `sessionId=${sessionId}` } : {}) },
      redirect: "manual",
    });

  beforeAll(async () => {
    const dataDir = await newSiteDataDir();
    // PGlite is single-process: the people and rooms go in before the site opens the database.
    const database = await openDatabase({ dataDir });
    try {
      await migrateDatabase(database);
      const admin = await chatter(database.db, 3);
      const fan = await chatter(database.db);
      const [first, second] = [await chatter(database.db, 2), await chatter(database.db, 2)];
      sessions = { admin: admin.sessionId, fan: fan.sessionId };
      fanName = fan.user.nickname;
      fanId = fan.user.id;
      rooms = [await roomOf(database.db, first.user.id), await roomOf(database.db, second.user.id)];
    } finally {
      await database.close();
    }
    site = await startTestSite({ REQUEST_KEY: TEST_REQUEST_KEY, RESPONSE_KEY: TEST_RESPONSE_KEY }, dataDir);
    const call = callerOf(site.backendUrl);
    const admin = { sessionId: sessions.admin, clientAddress: "203.0.113.7" };
    const muted = await call(
      "forbidden",
      { action: "mute", room: rooms[0]?.slug ?? "", userId: fanId, duration: "2h", reason: "Spam link cá cược" },
      admin,
    );
    expect(muted.kind).toBe("ok");
  });
  afterAll(() => site.dispose());

  it("lists the mutes to an admin, with who, whom, how long and why, and filters by room", async () => {
    const response = await visit("/quan-tri/kiem-duyet", sessions.admin);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="moderation-log"');
    for (const text of ["Kiểm duyệt chat", rooms[0]?.slug ?? "", fanName, "Cấm chat", "2 giờ", "Spam link cá cược"])
      expect(html).toContain(text);
    expect(html).toContain('content="noindex, nofollow"');
    const other = await (await visit(`/quan-tri/kiem-duyet?room=${rooms[1]?.slug ?? ""}`, sessions.admin)).text();
    expect(other).not.toContain('data-testid="moderation-log"');
    expect(other).toContain("Chưa có thao tác kiểm duyệt nào");
  });

  it("refuses a fan (403) and sends a guest to log in", async () => {
    expect((await visit("/quan-tri/kiem-duyet", sessions.fan)).status).toBe(403);
    const guest = await visit("/quan-tri/kiem-duyet");
    expect([302, 303]).toContain(guest.status);
    expect(guest.headers.get("location")).toContain("modal=login");
  });
});
