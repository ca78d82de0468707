import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type UserType } from "../../../server/db/repositories/users";
import { decodeResponse, encodeRequest } from "../../../contract/wire/codec";
import { hugePng } from "../../helpers/generated-images";
import { siteDataDirWith, startTestSite, type TestSite } from "../../helpers/site";
import { Visitor } from "../../helpers/visitor";
import { pngOfSize, tinyPng } from "../../helpers/tiny-png";

// The user centre, served by the whole site (web node + backend) as a
// browser without JavaScript uses them: plain form posts, redirects and cookies.

const PASSWORD = "mat-khau-1";
const ACCOUNTS = {
  fan: { username: "fan_hanoi", nickname: "Fan Hà Nội", userType: 1 },
  changer: { username: "doi_mat_khau", nickname: "Người đổi mật khẩu", userType: 1 },
  blv: { username: "blv_minh", nickname: "BLV Minh Khang", userType: 2 },
} as const satisfies Record<string, { username: string; nickname: string; userType: UserType }>;

const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
function file(bytes: Uint8Array, name: string, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** The text of an element by data-testid, as React rendered it (still HTML-escaped). */
function testIdText(html: string, testId: string): string[] {
  return [...html.matchAll(new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`, "g"))].map((match) => match[1] ?? "");
}

function countOf(html: string, text: string): number {
  return html.split(text).length - 1;
}

describe("the user centre", () => {
  let site: TestSite;
  let requestKey: string;
  let responseKey: string;

  async function logIn(account: string, password = PASSWORD): Promise<Visitor> {
    const visitor = new Visitor(site);
    const response = await visitor.post({ account, password, redirectTo: "/user" }, "/account/login");
    expect(response.status, `login of ${account}`).toBe(303);
    return visitor;
  }

  /** A backend call with the visitor's session, for set-up the page itself cannot do (following). */
  async function callBackend(visitor: Visitor, backendPath: string, param: unknown) {
    const response = await fetch(`${site.backendUrl}${backendPath}`, {
      method: "POST",
      headers: { "Content-Type": "application/octet-stream" },
      body: new Uint8Array(encodeRequest({ sessionId: visitor.sessionId, param }, requestKey)),
    });
    return decodeResponse(new Uint8Array(await response.arrayBuffer()), responseKey);
  }

  beforeAll(async () => {
    const { dataDir } = await siteDataDirWith(ACCOUNTS, PASSWORD);
    site = await startTestSite({}, dataDir);
    const secrets = JSON.parse(readFileSync(path.join(dataDir, "secrets.json"), "utf8")) as { requestKey: string; responseKey: string };
    ({ requestKey, responseKey } = secrets);
  });
  afterAll(() => site.dispose());

  describe("access", () => {
    it("sends a guest to the login modal, then back to /user", async () => {
      const response = await new Visitor(site).request("/user");
      expect([302, 303]).toContain(response.status);
      expect(response.headers.get("location")).toBe("/?modal=login&redirectTo=%2Fuser");
    });

    it("treats a session the backend does not know as expired: new guest, toast, login modal", async () => {
      const visitor = new Visitor(site);
      visitor.cookies.set("sessionId", "A".repeat(43));
      visitor.cookies.set("isUser", "1");
      const response = await visitor.request("/user");
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/?modal=login&redirectTo=%2Fuser");
      expect(visitor.cookies.get("isUser")).toBe("0");
      expect(visitor.sessionId).toMatch(/^-\d+$/);
      const home = await visitor.page("/?modal=login&redirectTo=%2Fuser");
      expect(home).toContain("Phiên đăng nhập đã hết hạn");
    });

    it("shows a logged-in user the page with points from the daily login and empty lists", async () => {
      const visitor = await logIn(ACCOUNTS.fan.username);
      const html = await visitor.page();
      expect(html).toContain("Trung tâm cá nhân");
      expect(html).toContain(`value="${ACCOUNTS.fan.nickname}"`);
      expect(testIdText(html, "points-balance")).toEqual(["5"]);
      expect(html).toContain("Điểm đăng nhập hằng ngày");
      expect(html).toContain("Bạn chưa theo dõi bình luận viên nào");
      expect(html).toContain("Bạn chưa đặt lịch trận đấu nào");
      expect(html).not.toMatch(/Nickname|Gender|Birth Date|Feedback|Unprocessed/);
    });
  });

  describe("profile", () => {
    let fan: Visitor;
    beforeAll(async () => {
      fan = await logIn(ACCOUNTS.fan.username);
    });

    it("saves with a plain form post, redirects with a toast and shows the new values at once", async () => {
      const response = await fan.post({ intent: "profile", nickname: "  Fan Sài Gòn  ", gender: "female", birthday: "1990-05-20" });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/user");
      expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("vsport_toast="))).toBe(true);
      expect(JSON.parse(decodeURIComponent(fan.cookies.get("userInfo") ?? "{}"))).toMatchObject({
        nickName: "Fan Sài Gòn",
        gender: "female",
        birthday: "1990-05-20",
      });

      const html = await fan.page();
      expect(html).toContain("Cập nhật thông tin thành công");
      expect(html).toContain('value="Fan Sài Gòn"');
      expect(html).toMatch(/<option value="female" selected="">Nữ<\/option>/);
      expect(html).toContain('value="1990-05-20"');
      expect(html).toMatch(/account-menu__name">Fan Sài Gòn</);
      // The flash toast shows once.
      expect(await fan.page()).not.toContain("Cập nhật thông tin thành công");
    });

    it("gives a too-short nickname back with the Vietnamese message and changes nothing", async () => {
      const response = await fan.post({ intent: "profile", nickname: "abc", gender: "other", birthday: "1991-01-01" });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain("Biệt danh phải có ít nhất 6 ký tự");
      expect(html).toContain('value="abc"');
      expect(html).toMatch(/<option value="other" selected="">Khác<\/option>/);
      expect(html).toContain('value="1991-01-01"');

      const after = await fan.page();
      expect(after).toContain('value="Fan Sài Gòn"');
      expect(after).toContain('value="1990-05-20"');
    });

    it("refuses birthdays that are not real past dates", async () => {
      for (const birthday of ["2999-01-01", "1990-02-30", "20/05/1990"]) {
        const response = await fan.post({ intent: "profile", nickname: "Fan Sài Gòn", gender: "female", birthday });
        expect(response.status, birthday).toBe(400);
        const html = await response.text();
        expect(html).toContain("Ngày sinh không hợp lệ");
        expect(html).toContain(`value="${birthday}"`);
      }
      expect(await fan.page()).toContain('value="1990-05-20"');
    });

    it("refuses a form it does not know", async () => {
      const response = await fan.post({ intent: "deleteEverything" });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Đã xảy ra lỗi!");
    });
  });

  describe("avatar", () => {
    let fan: Visitor;
    beforeAll(async () => {
      fan = await logIn(ACCOUNTS.fan.username);
    });

    function currentAvatar(html: string): string | undefined {
      return /<img src="([^"]+)"[^>]*data-testid="current-avatar"/.exec(html)?.[1];
    }

    it("accepts a real PNG, stores it re-encoded, serves it for a year at its /uploads URL and shows the small size in the header", async () => {
      const png = tinyPng(3, 2);
      const response = await fan.post({ intent: "avatar", avatar: file(png, "me.png", "image/png") });
      expect(response.status).toBe(303);
      const html = await fan.page();
      expect(html).toContain("Cập nhật ảnh đại diện thành công");
      const src = currentAvatar(html);
      // Opaque: stored as a JPEG, 256×256, with a 96×96 copy for small places (decision 013).
      expect(src).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}-256\.jpg$/);
      const small = src?.replace(/-256\.jpg$/, "-96.jpg");
      expect(html).toContain(`<img src="${small}" alt="" width="32" height="32" class="avatar"`);
      for (const [url, size] of [
        [src, 256],
        [small, 96],
      ] as const) {
        const image = await fetch(`${site.url}${url}`);
        expect(image.status).toBe(200);
        expect(image.headers.get("content-type")).toBe("image/jpeg");
        expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(image.headers.get("x-content-type-options")).toBe("nosniff");
        const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
        expect([metadata.format, metadata.width, metadata.height]).toEqual(["jpeg", size, size]);
      }
    });

    it("refuses a 10000×10000 PNG with the Vietnamese message, keeping the avatar", async () => {
      const before = currentAvatar(await fan.page());
      const response = await fan.post({ intent: "avatar", avatar: file(await hugePng(), "rat-lon.png", "image/png") });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Kích thước ảnh tối đa 4096×4096 điểm ảnh");
      expect(currentAvatar(await fan.page())).toBe(before);
    });

    it("refuses a text file named .png, by its content", async () => {
      const before = currentAvatar(await fan.page());
      const response = await fan.post({
        intent: "avatar",
        avatar: file(new TextEncoder().encode("đây không phải ảnh"), "avatar.png", "image/png"),
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Chỉ chấp nhận tệp ảnh định dạng JPG hoặc PNG");
      expect(currentAvatar(await fan.page())).toBe(before);
    });

    it("refuses 2 MB + 1 byte, and far more without reading it all", async () => {
      const before = currentAvatar(await fan.page());
      const tooLarge = await fan.post({ intent: "avatar", avatar: file(pngOfSize(MAX_IMAGE_BYTES + 1), "big.png", "image/png") });
      expect(tooLarge.status).toBe(400);
      expect(await tooLarge.text()).toContain("Kích thước tệp không được vượt quá 2MB");
      const huge = await fan.post({ intent: "avatar", avatar: file(pngOfSize(6 * 1024 * 1024), "huge.png", "image/png") });
      expect(huge.status).toBe(413);
      expect(await huge.text()).toContain("Kích thước ảnh không được vượt quá 2MB");
      expect(currentAvatar(await fan.page())).toBe(before);
    });

    it("asks for a file when none was chosen", async () => {
      const response = await fan.post({ intent: "avatar", avatar: new File([], "", { type: "application/octet-stream" }) });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Vui lòng chọn ảnh JPG hoặc PNG");
    });
  });

  describe("feedback", () => {
    let fan: Visitor;
    beforeAll(async () => {
      fan = await logIn(ACCOUNTS.fan.username);
    });

    it("stores a feedback with an image and lists it as unprocessed with its ID", async () => {
      const response = await fan.post({
        intent: "feedback",
        content: "Trang xem bóng đá rất mượt",
        contact: "fan@example.vn",
        image: file(tinyPng(), "anh-chup.png", "image/png"),
        roomNumber: "1024",
      });
      expect(response.status).toBe(303);
      const html = await fan.page();
      expect(html).toContain("Gửi góp ý thành công");
      expect(testIdText(html, "feedback-content")).toEqual(["Trang xem bóng đá rất mượt"]);
      expect(testIdText(html, "feedback-status")).toEqual(["Chưa xử lý"]);
      expect(testIdText(html, "feedback-id")[0]).toMatch(/^\d+$/);
      expect(html).toContain("fan@example.vn");
      const thumbnail = /<img src="(\/uploads\/feedback\/[0-9a-f]{32}\.jpg)"[^>]*data-testid="feedback-image"/.exec(html)?.[1];
      expect(thumbnail).toBeDefined();
      expect((await fetch(`${site.url}${thumbnail}`)).status).toBe(200);
    });

    it("refuses short content and a missing contact with the Vietnamese messages, storing nothing", async () => {
      const before = countOf(await fan.page(), 'data-testid="feedback-item"');

      const short = await fan.post({ intent: "feedback", content: "ngắn", contact: "fan@example.vn" });
      expect(short.status).toBe(400);
      const shortHtml = await short.text();
      expect(shortHtml).toContain("Nội dung góp ý và thông tin liên hệ phải có từ 6-500 ký tự");
      expect(shortHtml).toContain('value="fan@example.vn"');

      const noContact = await fan.post({ intent: "feedback", content: "Nội dung góp ý đầy đủ", contact: "" });
      expect(noContact.status).toBe(400);
      const noContactHtml = await noContact.text();
      expect(noContactHtml).toContain("Vui lòng nhập nội dung góp ý và thông tin liên hệ");
      expect(noContactHtml).toContain(">Nội dung góp ý đầy đủ</textarea>");

      const wrongImage = await fan.post({
        intent: "feedback",
        content: "Nội dung góp ý đầy đủ",
        contact: "fan@example.vn",
        image: file(new TextEncoder().encode("MZ executable"), "anh.gif", "image/gif"),
      });
      expect(wrongImage.status).toBe(400);
      expect(await wrongImage.text()).toContain("Chỉ chấp nhận ảnh định dạng PNG, JPG, GIF, JPEG");

      expect(countOf(await fan.page(), 'data-testid="feedback-item"')).toBe(before);
    });

    it("shows HTML in a feedback as text, escaped", async () => {
      const response = await fan.post({
        intent: "feedback",
        content: "<script>alert(1)</script>",
        contact: "<img src=x onerror=alert(2)>",
      });
      expect(response.status).toBe(303);
      const html = await fan.page();
      expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(html).toContain("&lt;img src=x onerror=alert(2)&gt;");
      expect(html).not.toContain("<script>alert(1)</script>");
      expect(html).not.toContain("<img src=x");
    });
  });

  describe("followed commentators", () => {
    it("lists a followed commentator and unfollows with a plain form post", async () => {
      const fan = await logIn(ACCOUNTS.fan.username);
      const blv = await logIn(ACCOUNTS.blv.username);
      const blvId = (JSON.parse(decodeURIComponent(blv.cookies.get("userInfo") ?? "{}")) as { uid: string }).uid;
      expect((await callBackend(fan, "/live/attention", { anchorId: blvId, follow: true })).errCode).toBe(200);

      const html = await fan.page();
      expect(html).toContain(ACCOUNTS.blv.nickname);
      expect(html).not.toContain("Bạn chưa theo dõi bình luận viên nào");

      const response = await fan.post({ intent: "unfollow", anchorId: blvId });
      expect(response.status).toBe(303);
      const after = await fan.page();
      expect(after).toContain("Đã bỏ theo dõi bình luận viên");
      expect(after).toContain("Bạn chưa theo dõi bình luận viên nào");
    });
  });

  describe("phone", () => {
    it("refuses an invalid phone and keeps what was typed", async () => {
      const fan = await logIn(ACCOUNTS.fan.username);
      const response = await fan.post({ intent: "bindPhoneSendCode", phone: "12345", code: "" });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain("Số điện thoại không hợp lệ");
      expect(html).toContain('value="12345"');
    });

    it("sends a code, keeps the phone in the field after the redirect and asks for the code", async () => {
      const fan = await logIn(ACCOUNTS.fan.username);
      expect(await fan.page()).not.toContain('name="code"');
      const response = await fan.post({ intent: "bindPhoneSendCode", phone: "0912 345 678", code: "" });
      expect(response.status).toBe(303);
      const html = await fan.page();
      expect(html).toContain("Đã gửi mã xác nhận");
      expect(html).toMatch(/name="phone"[^>]*value="0912345678"/);
      expect(html).toContain('name="code"');

      const wrongCode = await fan.post({ intent: "bindPhoneVerify", phone: "0912345678", code: "000000" });
      expect(wrongCode.status).toBe(400);
      const wrongCodeHtml = await wrongCode.text();
      expect(wrongCodeHtml).toContain("Mã SMS không đúng hoặc đã hết hạn");
      expect(wrongCodeHtml).toContain('name="code"');
    });
  });

  describe("password", () => {
    it("refuses a wrong current password, then changes it: the old one no longer logs in", async () => {
      const changer = await logIn(ACCOUNTS.changer.username);
      const wrong = await changer.post({ intent: "password", currentPassword: "khong-dung", newPassword: "mat-khau-moi" });
      expect(wrong.status).toBe(400);
      const wrongHtml = await wrong.text();
      expect(wrongHtml).toContain("Mật khẩu hiện tại không đúng");
      expect(wrongHtml).not.toContain("khong-dung");
      expect(wrongHtml).not.toContain("mat-khau-moi");

      const short = await changer.post({ intent: "password", currentPassword: PASSWORD, newPassword: "12345" });
      expect(short.status).toBe(400);
      expect(await short.text()).toContain("Mật khẩu phải có ít nhất 6 ký tự");

      const changed = await changer.post({ intent: "password", currentPassword: PASSWORD, newPassword: "mat-khau-moi" });
      expect(changed.status).toBe(303);
      expect(await changer.page()).toContain("Đổi mật khẩu thành công");

      const old = await new Visitor(site).post(
        { account: ACCOUNTS.changer.username, password: PASSWORD, redirectTo: "/user" },
        "/account/login",
      );
      expect(old.status).toBe(400);
      await logIn(ACCOUNTS.changer.username, "mat-khau-moi");
    });
  });

  describe("a refused password form", () => {
    // Refused by the backend (a wrong current password) and by the schema (a new one too short).
    const REFUSALS = [
      {
        fields: { currentPassword: "SaiMatKhau2024Qz", newPassword: "MoiMatKhau2024Xw" },
        key: "currentPasswordWrong",
        text: "Mật khẩu hiện tại không đúng",
      },
      {
        fields: { currentPassword: "CuMatKhau2024Jv", newPassword: "Qz7Xw" },
        key: "passwordTooShort",
        text: "Mật khẩu phải có ít nhất 6 ký tự",
      },
    ] as const;

    it("never sends a password back, neither in the page nor in the action's data", async () => {
      const fan = await logIn(ACCOUNTS.fan.username);
      for (const { fields, key, text } of REFUSALS) {
        const page = await fan.post({ intent: "password", ...fields });
        expect(page.status, key).toBe(400);
        const html = await page.text();
        expect(html).toContain(text);
        // The page carries the action's data for hydration too: neither copy has the passwords.
        expect(html).toContain(key);
        for (const password of Object.values(fields)) expect(html, key).not.toContain(password);

        // What a browser with JavaScript gets: the action's data alone (Remix's single fetch).
        const data = await fan.post({ intent: "password", ...fields }, "/user.data");
        expect(data.status, key).toBe(400);
        const body = await data.text();
        expect(body).toContain(key);
        expect(body).toContain('"password"');
        for (const password of Object.values(fields)) expect(body, key).not.toContain(password);
      }
      // The password did not change.
      await logIn(ACCOUNTS.fan.username);
    });
  });
});
