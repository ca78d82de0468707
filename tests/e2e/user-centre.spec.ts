import { expect, test, type Page } from "@playwright/test";
import { tinyPng } from "../helpers/tiny-png";
import { demoAccount, logIn, sameOriginHeaders, waitForHydration, type DemoAccount } from "./helpers";

// The user centre in a real browser, with JavaScript on and off: profile, avatar and feedback.
// The account comes from the demo accounts the site writes on its first start (DEMO_SEED); the
// admin one is used because no other browser test edits its profile. The tests share it, so
// they run one after the other.
const ACCOUNT_ROLE = "admin";
const ORIGINAL_NICKNAME = "Quản trị viên";

async function openUserCentre(page: Page, account: DemoAccount, javaScript: boolean): Promise<void> {
  await logIn(page.request, account);
  const response = await page.goto("/user");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trung tâm cá nhân");
  if (javaScript) await waitForHydration(page);
}

/** The success message: a sonner toast with JavaScript, the flash banner without. */
function successToast(page: Page, javaScript: boolean, text: string) {
  return javaScript
    ? page.locator("[data-sonner-toast]").filter({ hasText: text })
    : page.getByTestId("noscript-toast").filter({ hasText: text });
}

/** The forms' posts to the action (with JavaScript, Remix's single fetch to /user.data). */
/** The form posts a page makes (the header's notifications, read in the background, are not one). */
function recordPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === "POST" && path !== "/api/notificationList") posts.push(path);
  });
  return posts;
}

test.describe.configure({ mode: "serial" });

test.describe("user centre", () => {
  let account: DemoAccount;
  test.beforeAll(() => {
    account = demoAccount(ACCOUNT_ROLE);
  });

  test.afterAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    await logIn(request, account);
    await request.post("/user", {
      headers: sameOriginHeaders(),
      form: { intent: "profile", nickname: ORIGINAL_NICKNAME },
      maxRedirects: 0,
    });
    await request.dispose();
  });

  for (const javaScript of [false, true]) {
    test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled: javaScript });

      // A hydration mismatch or a failed script shows up as a console error. (A refused form is
      // answered with status 400, which the browser reports as a failed resource: not a fault.)
      let consoleErrors: string[] = [];
      test.beforeEach(({ page }) => {
        consoleErrors = [];
        page.on("console", (message) => {
          if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) consoleErrors.push(message.text());
        });
        page.on("pageerror", (error) => consoleErrors.push(error.message));
      });
      test.afterEach(() => {
        expect(consoleErrors).toEqual([]);
      });
      const nickname = javaScript ? "Người thử có JS" : "Người thử không JS";
      const birthday = javaScript ? "1994-06-15" : "1992-03-04";

      test("edits the profile", async ({ page }) => {
        await openUserCentre(page, account, javaScript);
        const form = page.getByTestId("profile-form");
        await form.getByLabel("Biệt danh").fill(nickname);
        await form.getByLabel("Giới tính").selectOption(javaScript ? "female" : "other");
        await form.getByLabel("Ngày sinh").fill(birthday);
        await form.getByRole("button", { name: "Lưu" }).click();

        await expect(successToast(page, javaScript, "Cập nhật thông tin thành công")).toBeVisible();
        await expect(page).toHaveURL(/\/user$/);
        await page.reload();
        await expect(page.getByTestId("profile-form").getByLabel("Biệt danh")).toHaveValue(nickname);
        await expect(page.getByTestId("profile-form").getByLabel("Ngày sinh")).toHaveValue(birthday);
        await expect(page.getByTestId("account-menu")).toContainText(nickname);
      });

      test("refuses a too-short nickname with the Vietnamese message and keeps the typed text", async ({ page }) => {
        await openUserCentre(page, account, javaScript);
        const posts = recordPosts(page);
        const form = page.getByTestId("profile-form");
        await form.getByLabel("Biệt danh").fill("abc");
        await form.getByRole("button", { name: "Lưu" }).click();
        await expect(page.getByTestId("profile-form-nickname-error")).toHaveText("Biệt danh phải có ít nhất 6 ký tự");
        await expect(page.getByTestId("profile-form").getByLabel("Biệt danh")).toHaveValue("abc");
        if (javaScript) {
          // Found before posting, and toasted once.
          await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Biệt danh phải có ít nhất 6 ký tự" })).toHaveCount(1);
          expect(posts).toEqual([]);
        }
      });

      test("uploads an avatar", async ({ page }) => {
        await openUserCentre(page, account, javaScript);
        const form = page.getByTestId("avatar-form");
        if (javaScript) {
          const error = page.getByTestId("avatar-form-avatar-error");
          const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Chỉ chấp nhận tệp ảnh định dạng JPG hoặc PNG" });
          // Checked by its declared type as soon as it is chosen, before any upload.
          await form
            .getByLabel("Chọn ảnh đại diện")
            .setInputFiles({ name: "ghi-chu.txt", mimeType: "text/plain", buffer: Buffer.from("đây là chữ, không phải ảnh") });
          await expect(error).toHaveText("Chỉ chấp nhận tệp ảnh định dạng JPG hoặc PNG");
          await expect(toast).toBeVisible();
          await expect(toast).toHaveCount(0, { timeout: 10_000 });

          // A text file that calls itself a PNG passes the page's check; the action reads its first bytes and refuses it.
          await form
            .getByLabel("Chọn ảnh đại diện")
            .setInputFiles({ name: "khong-phai-anh.png", mimeType: "image/png", buffer: Buffer.from("đây là chữ, không phải ảnh") });
          await expect(error).toHaveCount(0);
          const refusal = page.waitForResponse(
            (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/user.data",
          );
          await form.getByRole("button", { name: "Lưu" }).click();
          expect((await refusal).status()).toBe(400);
          await expect(error).toHaveText("Chỉ chấp nhận tệp ảnh định dạng JPG hoặc PNG");
          await expect(toast).toHaveCount(1);
        }
        await form
          .getByLabel("Chọn ảnh đại diện")
          .setInputFiles({ name: "avatar.png", mimeType: "image/png", buffer: tinyPng(4, 4, javaScript ? [34, 197, 94] : [59, 130, 246]) });
        await form.getByRole("button", { name: "Lưu" }).click();

        await expect(successToast(page, javaScript, "Cập nhật ảnh đại diện thành công")).toBeVisible();
        const avatar = page.getByTestId("current-avatar");
        // Opaque: re-encoded as a 256×256 JPEG, with a 96×96 copy in the header (decision 013).
        await expect(avatar).toHaveAttribute("src", /^\/uploads\/avatars\/[0-9a-f]{32}-256\.jpg$/);
        await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
        const src = (await avatar.getAttribute("src")) ?? "";
        await expect(page.getByTestId("account-menu").locator("img")).toHaveAttribute("src", src.replace(/-256\.jpg$/, "-96.jpg"));
        const image = await page.request.get(src);
        expect(image.status()).toBe(200);
        expect(image.headers()["content-type"]).toBe("image/jpeg");
      });

      test("sends feedback with an image and sees it listed as unprocessed", async ({ page }) => {
        await openUserCentre(page, account, javaScript);
        const content = `Góp ý ${javaScript ? "có" : "không có"} JavaScript ${Date.now()}`;
        const form = page.getByTestId("feedback-form");
        await form.getByLabel("Nội dung góp ý").fill(content);
        await form.getByLabel("Thông tin liên hệ").fill("nguoi-thu@example.vn");
        await form
          .getByLabel("Hình ảnh (không bắt buộc)")
          .setInputFiles({ name: "anh-chup.png", mimeType: "image/png", buffer: tinyPng(8, 6) });
        await form.getByLabel("Số phòng (không bắt buộc)").fill("88");
        await form.getByRole("button", { name: "Gửi" }).click();

        await expect(successToast(page, javaScript, "Gửi góp ý thành công")).toBeVisible();
        const item = page.getByTestId("feedback-item").filter({ hasText: content });
        await expect(item).toHaveCount(1);
        await expect(item.getByTestId("feedback-status")).toHaveText("Chưa xử lý");
        await expect(item.getByTestId("feedback-id")).toHaveText(/^\d+$/);
        await expect(item.getByTestId("feedback-image")).toHaveAttribute("src", /^\/uploads\/feedback\/[0-9a-f]{32}\.jpg$/);
        if (javaScript) await expect(page.getByTestId("feedback-form").getByLabel("Nội dung góp ý")).toHaveValue("");
      });

      test("refuses feedback that is too short, with the Vietnamese message", async ({ page }) => {
        await openUserCentre(page, account, javaScript);
        const before = await page.getByTestId("feedback-item").count();
        const posts = recordPosts(page);
        const form = page.getByTestId("feedback-form");
        await form.getByLabel("Nội dung góp ý").fill("ngắn");
        await form.getByLabel("Thông tin liên hệ").fill("nguoi-thu@example.vn");
        await form.getByRole("button", { name: "Gửi" }).click();
        await expect(page.getByTestId("feedback-form-content-error")).toHaveText(
          "Nội dung góp ý và thông tin liên hệ phải có từ 6-500 ký tự",
        );
        await expect(page.getByTestId("feedback-form").getByLabel("Thông tin liên hệ")).toHaveValue("nguoi-thu@example.vn");
        if (javaScript) {
          await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Gửi góp ý thất bại" })).toHaveCount(1);
          expect(posts).toEqual([]);
        }
        await page.goto("/user");
        await expect(page.getByTestId("feedback-item")).toHaveCount(before);
      });
    });
  }
});
