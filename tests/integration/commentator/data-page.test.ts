import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessages } from "../../../server/chat/tables";
import { followAnchor } from "../../../server/db/repositories/follows";
import { type UserType } from "../../../server/db/repositories/users";
import { giftSends, gifts } from "../../../server/gifts/tables";
import { insertRoom } from "../../../server/rooms/repository";
import { roomBroadcasts, roomViewerSamples } from "../../../server/rooms/tables";
import { SAMPLE_EVERY_MS } from "../../../server/rooms/viewer-sampler";
import { siteDataDirWith, startTestSite, type TestSite } from "../../helpers/site";
import { Visitor } from "../../helpers/visitor";

// /commentator/du-lieu and its CSV, served by the whole site as a browser without JavaScript uses
// them (docs/commentator-centre.md, "Data").

const PASSWORD = "mat-khau-1";
const ACCOUNTS = {
  blv: { username: "blv_so_lieu", nickname: "BLV Số Liệu", userType: 2 },
  admin: { username: "quan_tri_so_lieu", nickname: "Quản trị viên", userType: 3 },
  fan: { username: "fan_so_lieu", nickname: "Fan Đà Nẵng", userType: 1 },
  // A nickname a spreadsheet would run as a formula.
  trickster: { username: "fan_cong_thuc", nickname: '=HYPERLINK("x")', userType: 1 },
} as const satisfies Record<string, { username: string; nickname: string; userType: UserType }>;
const ROOM = "blv-so-lieu";
const HOUR = 3600_000;

/** A Bangkok day, YYYY-MM-DD, `daysAgo` before today. */
function bangkokDay(daysAgo: number): string {
  return new Date(Date.now() + 7 * HOUR - daysAgo * 24 * HOUR).toISOString().slice(0, 10);
}

function testIdText(html: string, testId: string): string | undefined {
  return new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)?.[1];
}

describe("the commentator centre's data page", () => {
  let site: TestSite;
  let broadcastId = 0;

  async function logIn(account: { username: string }): Promise<Visitor> {
    const visitor = new Visitor(site);
    const response = await visitor.post({ account: account.username, password: PASSWORD, redirectTo: "/" }, "/account/login");
    expect(response.status, `login of ${account.username}`).toBe(303);
    return visitor;
  }

  beforeAll(async () => {
    const { dataDir } = await siteDataDirWith(ACCOUNTS, PASSWORD, async (db, ids) => {
      const anchorId = ids.blv;
      const room = await insertRoom(db, { slug: ROOM, anchorId, name: "Phòng số liệu" });
      // Two hours ago, for an hour; sampled at its first three buckets.
      const startedAt = Math.floor((Date.now() - 2 * HOUR) / SAMPLE_EVERY_MS) * SAMPLE_EVERY_MS;
      const [broadcast] = await db
        .insert(roomBroadcasts)
        .values({ roomId: room.id, startedAt: new Date(startedAt), endedAt: new Date(startedAt + HOUR), peakViewers: 9, source: "ingest" })
        .returning();
      if (!broadcast) throw new Error("broadcast not stored");
      broadcastId = broadcast.id;
      await db
        .insert(roomViewerSamples)
        .values([3, 9, 6].map((viewers, index) => ({ broadcastId, at: new Date(startedAt + index * SAMPLE_EVERY_MS), viewers })));
      await db.insert(chatMessages).values({
        roomId: room.id,
        userId: ids.fan,
        text: "Vào!",
        clientKey: "data-page-1",
        createdAt: new Date(startedAt + 60_000),
      });
      const [gift] = await db.select({ code: gifts.code }).from(gifts).limit(1);
      if (!gift) throw new Error("no seeded gift");
      await db.insert(giftSends).values({
        roomId: room.id,
        senderId: ids.trickster,
        anchorId,
        giftCode: gift.code,
        count: 2,
        points: 40,
        requestKey: "data-page-gift",
        createdAt: new Date(startedAt + 120_000),
      });
      await followAnchor(db, ids.fan, anchorId, new Date(startedAt));
    });
    site = await startTestSite({}, dataDir);
  }, 120_000);
  afterAll(() => site?.dispose());

  it("sends a guest to log in and refuses a fan", async () => {
    const guest = await new Visitor(site).request("/commentator/du-lieu");
    expect(guest.headers.get("location")).toBe("/?modal=login&redirectTo=%2Fcommentator%2Fdu-lieu");
    const fan = await logIn(ACCOUNTS.fan);
    expect((await fan.request("/commentator/du-lieu")).status).toBe(403);
    const csv = await fan.request("/commentator/du-lieu.csv");
    expect(csv.status).toBe(403);
    expect(await csv.text()).not.toContain("Unexpected Server Error");
    const guestCsv = await new Visitor(site).request("/commentator/du-lieu.csv");
    expect(guestCsv.headers.get("location")).toBe("/?modal=login&redirectTo=%2Fcommentator%2Fdu-lieu.csv");
  });

  it("shows a commentator the last 7 days in tables, with the chart's code and style for this page only", async () => {
    const blv = await logIn(ACCOUNTS.blv);
    const html = await blv.page("/commentator/du-lieu");
    expect(html).toContain("Số liệu phòng live");
    expect(html).toContain(`value="${bangkokDay(6)}"`);
    expect(html).toContain(`value="${bangkokDay(0)}"`);
    expect(html).toContain(`data-testid="data-broadcast-table"`);
    expect(html).toContain(`data-testid="broadcast-${broadcastId}"`);
    expect(testIdText(html, "data-peakViewers")).toBe("9");
    expect(testIdText(html, "data-averageViewers")).toBe("6");
    expect(testIdText(html, "data-chatMessages")).toBe("1");
    expect(testIdText(html, "data-giftPoints")).toBe("40");
    expect(testIdText(html, "data-totalFans")).toBe("1");
    expect(html).toContain("=HYPERLINK(&quot;x&quot;)");
    expect(html.match(/<time dateTime="\d{4}-\d{2}-\d{2}"/g)).toHaveLength(7);
    // The charts are images with a label; their numbers are in the tables.
    expect(html).toContain('role="img" aria-label="Biểu đồ người theo dõi mới, tin nhắn chat và điểm quà tặng theo ngày"');
    expect(html).toMatch(/href="\/build\/_assets\/uPlot\.min-[A-Z0-9]+\.css"/);
    // uPlot's code is fetched by the page's script when a chart mounts, not preloaded with the page.
    expect(html).not.toContain("uPlot.esm");
    expect(await blv.page("/commentator")).not.toMatch(/uPlot/);
    expect(html).toContain(`href="/commentator/du-lieu.csv?tu=${bangkokDay(6)}&amp;den=${bangkokDay(0)}"`);
  });

  it("reads a chosen period and broadcast from the query, and says when the period is refused", async () => {
    const blv = await logIn(ACCOUNTS.blv);
    const chosen = await blv.page(`/commentator/du-lieu?tu=${bangkokDay(1)}&den=${bangkokDay(0)}&buoi=${broadcastId}`);
    expect(chosen).toContain(`value="${bangkokDay(1)}"`);
    expect(testIdText(chosen, "data-viewers-subject")).toMatch(/^Buổi phát bắt đầu /);
    expect(chosen).toContain('aria-current="true"');

    const empty = await blv.page("/commentator/du-lieu?tu=2020-01-01&den=2020-01-07");
    expect(empty).toContain("Không có buổi phát nào trong khoảng thời gian này.");
    expect(empty).toContain("Chưa có ai tặng quà trong khoảng thời gian này.");

    const refused = await blv.page("/commentator/du-lieu?tu=2026-03-10&den=2026-03-01");
    expect(testIdText(refused, "data-period-refused")).toContain("không hợp lệ");
    expect(refused).toContain(`value="${bangkokDay(6)}"`);
  });

  it("exports the numbers as a CSV Excel reads, formulas disarmed", async () => {
    const blv = await logIn(ACCOUNTS.blv);
    const response = await blv.request(`/commentator/du-lieu.csv?tu=${bangkokDay(6)}&den=${bangkokDay(0)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="so-lieu-${bangkokDay(6)}-${bangkokDay(0)}.csv"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toBe(`Số liệu phòng live,${bangkokDay(6)},${bangkokDay(0)}`);
    expect(lines).toContain("Người xem cao nhất,9");
    expect(lines).toContain("Hạng,Người ủng hộ,Điểm,Số quà");
    expect(lines).toContain(`1,"'=HYPERLINK(""x"")",40,2`);
    expect(lines.filter((line) => /^\d{4}-\d{2}-\d{2},\d+,\d+,\d+$/.test(line))).toHaveLength(7);

    const refused = await blv.request("/commentator/du-lieu.csv?tu=2026-03-10&den=2026-03-01");
    expect(refused.status).toBe(400);
  });

  it("lets an admin read the room they choose, read-only, and its CSV", async () => {
    const admin = await logIn(ACCOUNTS.admin);
    const chooser = await admin.page("/commentator/du-lieu");
    expect(chooser).not.toContain('data-testid="commentator-data"');
    expect((await admin.request("/commentator/du-lieu.csv")).status).toBe(404);

    const html = await admin.page(`/commentator/du-lieu?phong=${ROOM}`);
    expect(testIdText(html, "data-giftPoints")).toBe("40");
    expect(html).toContain(`<input type="hidden" name="phong" value="${ROOM}"/>`);
    expect(html).toContain(`href="/commentator/du-lieu.csv?phong=${ROOM}&amp;tu=`);
    const csv = await admin.request(`/commentator/du-lieu.csv?phong=${ROOM}`);
    expect(csv.headers.get("content-disposition")).toContain(`so-lieu-${ROOM}-`);
    expect(await csv.text()).toContain("Điểm quà tặng,40");
    expect((await admin.request("/commentator/du-lieu?phong=khong-co-phong")).status).toBe(404);
  });
});
