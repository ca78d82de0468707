import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type UserType } from "../../../server/db/repositories/users";
import { t } from "~/services/locale/messages";
import { siteDataDirWith, startTestSite, type TestSite } from "../../helpers/site";
import { tinyPng } from "../../helpers/tiny-png";
import { Visitor } from "../../helpers/visitor";

// The commentator centre as a browser without JavaScript uses it (issue 12): the named guards
// (a visitor logs in and comes back, a normal user is refused with the reason, an admin reads
// read-only), the settings form's plain posts, the stream key, the schedule.

const PASSWORD = "mat-khau-1";
const ACCOUNTS = {
  fan: { username: "fan_centre", nickname: "Fan Sài Gòn", userType: 1 },
  blv: { username: "blv_centre", nickname: "BLV Quang Huy", userType: 2 },
  admin: { username: "qtv_centre", nickname: "Quản trị viên", userType: 3 },
} as const satisfies Record<string, { username: string; nickname: string; userType: UserType }>;

const SETTINGS = {
  intent: "settings",
  name: "Quang Huy – Đêm Champions League",
  introduction: "Bình luận Champions League và Ngoại hạng Anh.",
  notification: "Đêm nay 03:00 có trận cầu tâm điểm!",
  category: "football",
  streamName: "Tâm điểm",
  liveStatus: "offline",
  line1: "Chào mừng anh em",
  line2: "Bấm theo dõi để nhận thông báo",
};

function htmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

describe("the commentator centre", () => {
  let site: TestSite;

  async function logIn(account: string): Promise<Visitor> {
    const visitor = new Visitor(site);
    const response = await visitor.post({ account, password: PASSWORD, redirectTo: "/commentator" }, "/account/login");
    expect(response.status, `login of ${account}`).toBe(303);
    return visitor;
  }

  beforeAll(async () => {
    const { dataDir } = await siteDataDirWith(ACCOUNTS, PASSWORD);
    site = await startTestSite({}, dataDir);
  });
  afterAll(() => site.dispose());

  describe("guards", () => {
    it("sends a visitor to log in, then back to the centre", async () => {
      const visitor = new Visitor(site);
      for (const pathname of ["/commentator", "/commentator/lich", "/commentator/du-lieu"]) {
        const response = await visitor.request(pathname);
        expect([302, 303]).toContain(response.status);
        expect(response.headers.get("location")).toBe(`/?modal=login&redirectTo=${encodeURIComponent(pathname)}`);
      }
      const login = await visitor.post(
        { account: ACCOUNTS.blv.username, password: PASSWORD, redirectTo: "/commentator" },
        "/account/login",
      );
      expect(login.headers.get("location")).toBe("/commentator");
    });

    it("refuses a normal user with the reason, on pages and on posts, whatever the cookies claim", async () => {
      const fan = await logIn(ACCOUNTS.fan.username);
      fan.cookies.set("isUser", "2");
      const page = await fan.request("/commentator?index");
      expect(page.status).toBe(403);
      expect(await page.text()).toContain(htmlText(t("commentatorOnly")));
      const post = await fan.post(SETTINGS, "/commentator?index");
      expect(post.status).toBe(403);
      expect((await fan.request("/commentator/lich")).status).toBe(403);
    });
  });

  describe("a commentator", () => {
    let blv: Visitor;
    beforeAll(async () => {
      blv = await logIn(ACCOUNTS.blv.username);
    });

    it("opens the room's settings, the stream route and a notice when the media server is not running", async () => {
      const html = await blv.page("/commentator?index");
      expect(html).toContain('data-testid="room-settings-form"');
      expect(html).toContain("Phòng live của BLV Quang Huy");
      expect(html).toMatch(/data-testid="stream-key"[^>]*value="live_[A-Za-z0-9]{32}"/);
      expect(html).toContain('data-testid="media-server-down"');
    });

    it("refuses the settings without a cover (all fields required), keeping what was typed", async () => {
      const response = await blv.post({ ...SETTINGS, streamUrl: "/live-hls/blv-blv-quang-huy.m3u8" }, "/commentator?index");
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain(htmlText(t("fillAllFields")));
      expect(html).toContain(htmlText(SETTINGS.notification));
    });

    it("refuses a cover that lies about its type", async () => {
      const fake = new File([new TextEncoder().encode("<svg></svg>")], "cover.png", { type: "image/png" });
      const response = await blv.post({ ...SETTINGS, streamUrl: "/live-hls/blv-blv-quang-huy.m3u8", cover: fake }, "/commentator?index");
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(htmlText(t("avatarWrongType")));
    });

    it("saves the settings with a cover by a plain post, and shows them and the preview", async () => {
      const cover = new File([new Uint8Array(tinyPng())], "cover.png", { type: "image/png" });
      const response = await blv.post({ ...SETTINGS, streamUrl: "/live-hls/blv-blv-quang-huy.m3u8", cover }, "/commentator?index");
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/commentator");
      const html = await blv.page("/commentator?index");
      expect(html).toContain(htmlText(SETTINGS.name));
      expect(html).toMatch(/data-testid="room-preview"[\s\S]*\/uploads\/room-covers\/[0-9a-f]{32}\.jpg/);
      const room = await blv.page("/truc-tiep/blv-blv-quang-huy");
      expect(room).toContain(htmlText(SETTINGS.notification));
    });

    it("makes a new stream key with a plain post", async () => {
      const before = /data-testid="stream-key"[^>]*value="(live_[A-Za-z0-9]{32})"/.exec(await blv.page("/commentator"))?.[1];
      const response = await blv.post({ intent: "regenerate" }, "/commentator?index");
      expect(response.status).toBe(303);
      const after = /data-testid="stream-key"[^>]*value="(live_[A-Za-z0-9]{32})"/.exec(await blv.page("/commentator"))?.[1];
      expect(after).toBeDefined();
      expect(after).not.toBe(before);
    });

    it("lists the day's matches to schedule", async () => {
      const html = await blv.page("/commentator/lich");
      expect(html).toContain(htmlText(t("mySchedule")));
      expect(html).toContain(htmlText(t("myScheduleEmpty")));
    });
  });

  describe("an admin", () => {
    it("chooses a room, reads it without the key, and cannot post", async () => {
      const admin = await logIn(ACCOUNTS.admin.username);
      const chooser = await admin.page("/commentator?index");
      expect(chooser).toContain(htmlText(t("centreChooseRoom")));
      expect(chooser).toContain("/commentator?phong=blv-blv-quang-huy");
      const read = await admin.page("/commentator?phong=blv-blv-quang-huy");
      expect(read).toContain(htmlText(t("centreReadOnly")));
      expect(read).toContain(htmlText(t("keyHiddenForAdmin")));
      expect(read).not.toContain('data-testid="stream-key"');
      expect(read).toMatch(/<fieldset[^>]*disabled/);
      const post = await admin.post(SETTINGS, "/commentator?index&phong=blv-blv-quang-huy");
      expect(post.status).toBe(403);
      expect(await post.text()).toContain(htmlText(t("commentatorReadOnly")));
    });
  });
});
