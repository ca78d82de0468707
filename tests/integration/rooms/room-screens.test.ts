import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { t } from "~/services/locale/messages";
import { type RoomCard, type RoomDetail } from "../../../contract/backend-calls/live-rooms";
import { defaultDatabaseTemplateDir } from "../../../server/db/database-template";
import { startTestSite, type TestSite } from "../../helpers/site";
import { copyFolder } from "../../helpers/test-database";
import { WebClient } from "../web/web-client";

// The demo rooms in the site's screens, on the shipped data with the replay feed and the director
// running on the wall clock (DEMO_SEED): the home page's rooms, the schedule's "BLV" badges, the
// match page's rooms and the followed list's "Đang live", as a browser without JavaScript sees them.
// Which rooms are live depends on the hour: each check compares the page with liveList's answer.

type ListItem = RoomCard & { matchIds: number[] };

/** The room slugs an HTML fragment links to, in order. */
const roomLinks = (html: string) =>
  [...html.matchAll(/href="\/truc-tiep\/([a-z0-9-]+)" class="person-list__text"/g)].map((match) => match[1]);
/** The rooms marked live ("Đang live" linking to the room). */
const liveBadges = (html: string) =>
  [...html.matchAll(/href="\/truc-tiep\/([a-z0-9-]+)" class="match-status match-status--live"[^>]*>([^<]*)</g)].map((match) => ({
    slug: match[1],
    text: match[2],
  }));
const section = (html: string, testId: string) => {
  const start = html.indexOf(`data-testid="${testId}"`);
  return start < 0 ? "" : html.slice(start, html.indexOf("</section>", start));
};

describe("rooms in the site's screens", () => {
  let site: TestSite;
  let guest: WebClient;
  const rooms = async (param: unknown = {}) => {
    const { answer } = await guest.api("liveList", param);
    expect(answer.code).toBe(200);
    return (answer.data as { items: ListItem[] }).items;
  };

  beforeAll(async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "vsport-site-"));
    await copyFolder(defaultDatabaseTemplateDir(), path.join(folder, "db"));
    site = await startTestSite({ LIVE_FEED: "replay", DEMO_SEED: "true" }, folder);
    guest = new WebClient(site);
    // The feed plans its replays on its first tick, the director the rooms' schedules after it.
    for (let attempt = 0; attempt < 150; attempt++) {
      const scheduled = await Promise.all((await rooms()).map(async (room) => (await guest.api("liveDetail", { slug: room.slug })).answer));
      if (scheduled.length === 4 && scheduled.every((answer) => (answer.data as { room: RoomDetail }).room.scheduledMatchIds.length > 0))
        break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 120_000);
  afterAll(() => site?.dispose());

  it("lists the demo rooms on the home page, live ones first, with their viewers", async () => {
    const html = await (await guest.get("/")).text();
    const listed = await rooms();
    expect(listed.map((room) => room.slug).sort()).toEqual(["blv-hoang-anh", "blv-minh-khang", "blv-quoc-bao", "blv-thu-ha"]);
    const home = section(html, "home-rooms");
    expect(home).toContain(t("liveRooms"));
    expect(roomLinks(home)).toEqual(listed.map((room) => room.slug));
    expect(liveBadges(home)).toEqual(
      listed.filter((room) => room.isLive).map((room) => ({ slug: room.slug, text: `${t("roomIsLive")} · 0 ${t("viewers")}` })),
    );
    expect(home).toContain("BLV Minh Khang");
  });

  it("marks the schedule's matches that rooms cover with a BLV badge", async () => {
    const html = await (await guest.get("/lich-truc-tiep")).text();
    const rows = [...html.matchAll(/data-match-id="(\d+)"([\s\S]*?)<\/li>/g)].map((match) => ({
      id: Number(match[1]),
      badge: (match[2] ?? "").includes('data-testid="rooms-badge"'),
    }));
    expect(rows.length).toBeGreaterThan(10);
    const covered = new Set((await rooms({ matchIds: rows.map((row) => row.id) })).flatMap((room) => room.matchIds));
    expect(covered.size).toBeGreaterThan(3);
    expect(rows.filter((row) => row.badge).map((row) => row.id)).toEqual(rows.filter((row) => covered.has(row.id)).map((row) => row.id));
    expect(html).toContain(`data-testid="rooms-badge">${t("hasCommentator")}<`);
  });

  it("lists a match's rooms on its page: the two football rooms share their matches", async () => {
    const detail = (await guest.api("liveDetail", { slug: "blv-thu-ha" })).answer.data as { room: RoomDetail };
    const matchId = detail.room.matchId ?? detail.room.scheduledMatchIds[0];
    const match = (await (await fetch(`${site.backendUrl}/api/v1/matchs/recent-detail?match-id=${matchId}`)).json()) as {
      data: { slug: string };
    };
    const html = await (await guest.get(`/schedule/${match.data.slug}`)).text();
    const rooms = section(html, "match-rooms");
    expect(rooms).toContain(t("matchRooms"));
    expect(roomLinks(rooms).sort()).toEqual(["blv-minh-khang", "blv-thu-ha"]);
  });

  it('shows a follower the commentator\'s room, and "Đang live" while it is', async () => {
    const passwords = readFileSync(path.join(site.dataDir, "demo-accounts.txt"), "utf8");
    const fanPassword = /^user\s+demo_fan\s+(\S+)$/m.exec(passwords)?.[1] ?? "";
    const fan = new WebClient(site);
    expect((await fan.api("login", { account: "demo_fan", password: fanPassword })).answer.code).toBe(200);
    const listed = await rooms();
    for (const room of listed) expect((await fan.api("attention", { anchorId: room.anchor.id, follow: true })).answer.code).toBe(200);
    const html = await (await fan.get("/user")).text();
    const followed = html.slice(html.indexOf('data-testid="followed-list"'));
    for (const room of listed) expect(followed).toContain(`<a href="/truc-tiep/${room.slug}">${room.anchor.nickName}</a>`);
    expect(
      liveBadges(followed)
        .map((badge) => badge.slug)
        .sort(),
    ).toEqual(
      listed
        .filter((room) => room.isLive)
        .map((room) => room.slug)
        .sort(),
    );
    expect(liveBadges(followed).every((badge) => badge.text === t("roomIsLive"))).toBe(true);
  });
});
