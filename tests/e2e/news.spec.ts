import { expect, test } from "@playwright/test";
import { waitForHydration } from "./helpers";

// The news screens (docs/content.md) on the shipped content, with JavaScript on and off.

for (const javaScriptEnabled of [true, false]) {
  test.describe(`news ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("the list pages through the posts and filters by category; an article shows its body, tags and related posts", async ({
      page,
    }) => {
      await page.goto("/news");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tin tức");
      await expect(page.getByTestId("post-card")).toHaveCount(12);
      await page.getByRole("link", { name: "Trang sau" }).click();
      await expect(page).toHaveURL(/\/news\?trang=2$/);
      await expect(page.getByTestId("post-card").first()).toBeVisible();
      await page.getByRole("navigation", { name: "Chuyên mục" }).getByRole("link", { name: "V.League" }).click();
      await expect(page).toHaveURL(/chuyen-muc=v-league/);
      const cards = page.getByTestId("post-card");
      await expect(cards.first()).toContainText("V.League");

      await cards.first().getByRole("link").first().click();
      const article = page.getByTestId("article");
      await expect(article.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(article.locator(".article__body h2").first()).toBeVisible();
      await expect(article.locator(".article__meta")).toContainText("phút đọc");
      await expect(article.getByRole("list", { name: "Thẻ" }).getByRole("link").first()).toHaveAttribute("href", /^\/tag\//);
      await expect(page.getByRole("heading", { name: "Bài viết liên quan" })).toBeVisible();
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        /^http:\/\/127\.0\.0\.1:\d+\/images\/covers\/.+\.jpg$/,
      );
      const cover = await page.request.get((await page.locator(".article__cover").getAttribute("src")) ?? "");
      expect(cover.headers()["content-type"]).toBe("image/jpeg");
    });

    test("the tag index leads to a tag's posts, and a page of the site opens at its slug", async ({ page }) => {
      await page.goto("/tag");
      await page
        .getByTestId("tag-list")
        .getByRole("link", { name: /Hà Nội FC/ })
        .click();
      await expect(page).toHaveURL(/\/tag\/ha-noi-fc$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("#Hà Nội FC");
      await expect(page.getByTestId("post-card").first()).toContainText("Hà Nội");
      await page.goto("/gioi-thieu");
      await expect(page.getByTestId("content-page").getByRole("heading", { level: 1 })).toHaveText("Giới thiệu");
      expect((await page.goto("/tag/khong-co-the-nay"))?.status()).toBe(404);
      expect((await page.goto("/news/khong-co-bai-nay"))?.status()).toBe(404);
    });
  });
}

test("an article counts its reader once a day, not at every reload", async ({ page }) => {
  await page.goto("/news");
  const href = (await page.getByTestId("post-card").nth(3).getByRole("link").first().getAttribute("href")) ?? "";
  // Past the web node's one-second cache of API answers between reads.
  const read = async () => {
    await page.waitForTimeout(1_200);
    await page.goto(href);
    return Number(await page.getByTestId("view-count").textContent());
  };
  await read();
  const counted = await read();
  expect(counted).toBeGreaterThanOrEqual(1);
  expect(await read()).toBe(counted);
  expect(await read()).toBe(counted);
});

test("searching 'ha noi' finds the Hà Nội FC posts and tag, in the modal and on the page without JavaScript", async ({ page, browser }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByTestId("open-search").click();
  const modal = page.getByTestId("modal-search");
  await modal.getByRole("searchbox").fill("ha noi");
  const posts = modal.getByRole("region", { name: "Bài viết" });
  await expect(posts.getByRole("link").first()).toContainText("Hà Nội");
  await expect(modal.getByRole("region", { name: "Thẻ" }).getByRole("link", { name: "#Hà Nội FC" })).toBeVisible();
  await posts.getByRole("link").first().click();
  await expect(page.getByTestId("article").getByRole("heading", { level: 1 })).toContainText("Hà Nội");

  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await noScript.goto("/tim-kiem?q=ha+noi");
  await expect(noScript.getByRole("region", { name: "Bài viết" }).getByRole("link").first()).toContainText("Hà Nội");
  await plain.close();
});
