import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { demoAccount, logIn, waitForHydration } from "./helpers";

// The admin area (issue 10's "Done when"), in Chromium: an admin writes a post with a cover,
// schedules it a minute ahead and sees it reach the news list and the sitemap; marks a fan's
// feedback Processed and the fan reads the reply; renames a menu entry and the header changes.
// The tests change shared state (the menu), so they run one after the other.
test.describe.configure({ mode: "serial" });

/** Now plus `minutes`, floored to the minute, as a datetime-local input in Asia/Bangkok (UTC+7) wants it. */
function bangkokInput(minutesAhead: number): { value: string; at: number } {
  const at = Math.floor(Date.now() / 60_000) * 60_000 + minutesAhead * 60_000;
  return { value: new Date(at + 7 * 3_600_000).toISOString().slice(0, 16), at };
}

function successToast(page: Page, javaScript: boolean, text: string) {
  return javaScript
    ? page.locator("[data-sonner-toast]").filter({ hasText: text })
    : page.getByTestId("noscript-toast").filter({ hasText: text });
}

test.describe("who may enter", () => {
  test("a guest is sent to log in and a fan is refused", async ({ page }) => {
    await page.goto("/quan-tri/bai-viet");
    await expect(page).toHaveURL(/modal=login/);
    await expect(page).toHaveURL(/redirectTo=%2Fquan-tri%2Fbai-viet/);
    await logIn(page.request, demoAccount("user"));
    const response = await page.goto("/quan-tri");
    expect(response?.status()).toBe(403);
    await expect(page.getByText("Bạn không có quyền truy cập trang này")).toBeVisible();
    const post = await page.request.post("/quan-tri/cai-dat", {
      headers: { Origin: new URL(page.url()).origin },
      form: { intent: "menu", "entries[0].code": "x", "entries[0].kind": "NEWS", "entries[0].name": "X" },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(403);
  });
});

test.describe("an admin with JavaScript", () => {
  test("writes a post with a cover, schedules it a minute ahead, and it reaches the news list and the sitemap", async ({ page }) => {
    test.setTimeout(150_000);
    await logIn(page.request, demoAccount("admin"));
    await page.goto("/quan-tri/bai-viet/moi");
    await waitForHydration(page);
    const title = `Hà Nội FC đá bù vòng 9 V.League ${Date.now()}`;
    const form = page.getByTestId("post-form");
    await form.getByLabel("Tiêu đề", { exact: true }).fill(title);
    // It names Hà Nội, like the posts of its tag (tests/e2e/news.spec.ts reads the tag page and the "ha noi" search).
    await form.getByLabel("Tóm tắt").fill("Trận Hà Nội FC gặp Thể Công được dời sang tối thứ Tư sau đợt mưa lớn.");
    await form.getByLabel("Nội dung (Markdown)").fill("## Lịch mới\n\nTrận **Hà Nội FC** gặp Thể Công được dời sang tối thứ Tư.");
    await form.getByLabel("Hà Nội FC").check();
    const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 30, b: 60 } } })
      .png()
      .toBuffer();
    await form.getByLabel("Ảnh bìa").setInputFiles({ name: "bia.png", mimeType: "image/png", buffer: cover });

    // A time in the past is refused where it was typed, and nothing typed is lost.
    await form.getByLabel("Thời điểm đăng (giờ Việt Nam)").fill(bangkokInput(-5).value);
    await form.getByRole("button", { name: "Lên lịch đăng" }).click();
    await expect(form.getByText("Thời điểm đăng phải ở tương lai và trong vòng một năm")).toBeVisible();
    await expect(form.getByLabel("Tiêu đề", { exact: true })).toHaveValue(title);

    const publishAt = bangkokInput(1);
    await form.getByLabel("Ảnh bìa").setInputFiles({ name: "bia.png", mimeType: "image/png", buffer: cover });
    await form.getByLabel("Thời điểm đăng (giờ Việt Nam)").fill(publishAt.value);
    await form.getByRole("button", { name: "Lên lịch đăng" }).click();
    await expect(successToast(page, true, "Đã lên lịch đăng bài")).toBeVisible();
    await expect(page).toHaveURL(/\/quan-tri\/bai-viet\/\d+$/);
    await expect(page.getByText("Lên lịch", { exact: true })).toBeVisible();
    const coverSrc = (await page.getByTestId("post-preview").locator(".article__cover").getAttribute("src")) ?? "";
    expect(coverSrc).toMatch(/^\/uploads\/covers\/[0-9a-f]{32}.*\.jpg$/);
    const coverFile = await page.request.get(coverSrc);
    expect(coverFile.headers()["content-type"]).toBe("image/jpeg");
    const slug = "ha-noi-fc-da-bu-vong-9-v-league-";

    await page.goto("/quan-tri/bai-viet?status=scheduled");
    await expect(page.getByTestId("admin-posts").getByRole("link", { name: title })).toBeVisible();

    // Before its time nobody sees it; at its time it is there, without anything restarted.
    const newsList = page.request;
    expect(await (await newsList.get("/news")).text()).not.toContain(title);
    expect(await (await newsList.get("/sitemaps/content.xml")).text()).not.toContain(slug);
    const wait = Math.max(0, publishAt.at - Date.now());
    await page.waitForTimeout(wait);
    await expect(async () => {
      expect(await (await newsList.get("/news")).text()).toContain(title);
    }).toPass({ timeout: 30_000 });
    await expect(async () => {
      expect(await (await newsList.get("/sitemaps/content.xml")).text()).toContain(slug);
    }).toPass({ timeout: 30_000 });
    await page.goto("/news");
    await page.getByRole("link", { name: title }).first().click();
    await expect(page.getByTestId("article").getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/uploads\/covers\/.+\.jpg$/);

    await page.goto("/quan-tri/nhat-ky?action=post.");
    await expect(page.getByTestId("audit-log")).toContainText("post.schedule");
  });

  test("renames a menu entry, and the header shows the new name; a fixed route's path is refused", async ({ page }) => {
    await logIn(page.request, demoAccount("admin"));
    await page.goto("/quan-tri/cai-dat");
    await waitForHydration(page);
    const menu = page.getByTestId("menu-form");
    const tagRow = menu.locator("fieldset").filter({ has: page.locator('input[value="tag"]') });
    await tagRow.getByLabel("Tên hiển thị").fill("Chủ đề nóng");
    await menu.getByRole("button", { name: "Lưu" }).click();
    await expect(successToast(page, true, "Đã lưu menu")).toBeVisible();
    await page.goto("/");
    await expect(page.locator("header").getByRole("link", { name: "Chủ đề nóng" })).toBeVisible();

    await page.goto("/quan-tri/cai-dat");
    await waitForHydration(page);
    const again = page
      .getByTestId("menu-form")
      .locator("fieldset")
      .filter({ has: page.locator('input[value="tag"]') });
    await again.getByLabel("Đường dẫn").fill("user");
    await page.getByTestId("menu-form").getByRole("button", { name: "Lưu" }).click();
    await expect(
      page.getByTestId("menu-form").getByText("Đường dẫn này trùng với một trang cố định hoặc một mục menu của site"),
    ).toBeVisible();

    // Put it back for the other tests.
    await page.goto("/quan-tri/cai-dat");
    await waitForHydration(page);
    const restore = page
      .getByTestId("menu-form")
      .locator("fieldset")
      .filter({ has: page.locator('input[value="tag"]') });
    await restore.getByLabel("Tên hiển thị").fill("Thẻ");
    await page.getByTestId("menu-form").getByRole("button", { name: "Lưu" }).click();
    await expect(successToast(page, true, "Đã lưu menu")).toBeVisible();
  });
});

test.describe("an admin without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("marks a fan's feedback Processed with a reply, and the fan's user centre shows it", async ({ browser }) => {
    const fanContext = await browser.newContext({ javaScriptEnabled: false });
    const fan = await fanContext.newPage();
    await logIn(fan.request, demoAccount("user"));
    await fan.goto("/user");
    const content = `Trang tin tức tải chậm lúc ${Date.now()}`;
    const feedbackForm = fan.getByTestId("feedback-form");
    await feedbackForm.getByLabel("Nội dung góp ý").fill(content);
    await feedbackForm.getByLabel("Thông tin liên hệ").fill("0912345678");
    await feedbackForm.getByRole("button", { name: "Gửi" }).click();
    await expect(successToast(fan, false, "Gửi góp ý thành công")).toBeVisible();

    const adminContext = await browser.newContext({ javaScriptEnabled: false });
    const admin = await adminContext.newPage();
    await logIn(admin.request, demoAccount("admin"));
    await admin.goto("/quan-tri/phan-hoi?status=Unprocessed");
    const item = admin.getByTestId("inbox-item").filter({ hasText: content });
    await expect(item.getByTestId("inbox-status")).toHaveText("Chưa xử lý");
    await item.getByLabel("Trả lời người dùng (không bắt buộc)").fill("Cảm ơn bạn, chúng tôi đã tăng tốc trang tin tức.");
    await item.getByRole("button", { name: "Đánh dấu đã xử lý" }).click();
    await expect(successToast(admin, false, "Đã đánh dấu phản hồi là đã xử lý")).toBeVisible();
    await admin.goto("/quan-tri/phan-hoi?status=Processed");
    await expect(admin.getByTestId("inbox-item").filter({ hasText: content }).getByTestId("inbox-status")).toHaveText("Đã xử lý");

    await fan.goto("/user");
    const mine = fan.getByTestId("feedback-item").filter({ hasText: content });
    await expect(mine.getByTestId("feedback-status")).toHaveText("Đã xử lý");
    await expect(mine.getByTestId("feedback-reply")).toContainText("Cảm ơn bạn, chúng tôi đã tăng tốc trang tin tức.");
    await fanContext.close();
    await adminContext.close();
  });

  test("a page saved with a script in it is stored clean and shown at its slug", async ({ page }) => {
    await logIn(page.request, demoAccount("admin"));
    await page.goto("/quan-tri/trang/moi");
    const form = page.getByTestId("page-form");
    const title = `Quy định bình luận ${Date.now()}`;
    await form.getByLabel("Tiêu đề", { exact: true }).fill(title);
    await form.getByLabel("Nội dung (Markdown)").fill("Hãy bình luận văn minh.\n\n<script>alert(1)</script>\n\n[bấm](javascript:alert(1))");
    await form.getByRole("button", { name: "Lưu" }).click();
    await expect(successToast(page, false, "Đã lưu trang")).toBeVisible();
    const link = page.getByRole("link", { name: "Xem trên site" });
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/quy-dinh-binh-luan-\d+$/);
    const html = await (await page.request.get(href)).text();
    expect(html).toContain("Hãy bình luận văn minh.");
    expect(html).not.toContain("<script>alert(1)");
    // The link is left as harmless text: no element points at a script.
    expect(html).not.toMatch(/href="javascript:/i);
  });
});
