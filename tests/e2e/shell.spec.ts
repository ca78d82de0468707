import { expect, test } from "@playwright/test";
import { BOT_USER_AGENT, waitForHydration } from "./helpers";

test.describe("root shell", () => {
  test("the home page renders in Vietnamese with the menu from the server", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "vi");
    await expect(page).toHaveTitle("Trang chủ | vsport");
    const nav = page.getByTestId("site-nav");
    for (const label of ["Lịch trực tiếp", "Kết quả", "Bảng xếp hạng", "Highlight", "Tin tức", "Cầu thủ"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Đang trực tiếp");
    await expect(page.locator("meta[name=theme-color]")).toHaveAttribute("content", /^#[0-9a-f]{6}$/i);
    expect(await page.getByTestId("custom-css-variables").textContent()).toContain("--color-primary:");
    const text = await page.locator("body").innerText();
    expect(text).not.toMatch(/Page not found|Loading|Login|Register|Search/);
  });

  test("each menu entry is a route that shows its title and an empty state", async ({ page }) => {
    for (const [path, title] of [
      ["/lich-truc-tiep", "Lịch trực tiếp"],
      ["/ket-qua", "Kết quả"],
      ["/bang-xep-hang", "Bảng xếp hạng"],
      ["/highlights", "Highlight"],
      ["/news", "Tin tức"],
      ["/top-player", "Cầu thủ"],
      ["/tag", "Thẻ"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByTestId("empty-state")).toBeVisible();
    }
  });

  test("an unknown page is a 404 with the error screen and a button home", async ({ page }) => {
    const response = await page.goto("/trang-khong-ton-tai");
    expect(response?.status()).toBe(404);
    const screen = page.getByTestId("error-screen");
    await expect(screen).toContainText("Không tìm thấy trang");
    await expect(screen.locator("img")).toHaveAttribute("src", "/images/404.svg");
    const back = page.getByTestId("back-home");
    await expect(back).toHaveText("QUAY LẠI TRANG CHỦ");
    await back.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Đang trực tiếp");
  });

  test("deep unknown paths and a highlight detail that does not exist are 404 too", async ({ page }) => {
    expect((await page.goto("/a/b/c"))?.status()).toBe(404);
    expect((await page.goto("/highlights/khong-co"))?.status()).toBe(404);
    expect((await page.goto("/news/khong-co"))?.status()).toBe(404);
  });

  test("a bot asking for a missing page gets the status but not the error page", async ({ browser }) => {
    const context = await browser.newContext({ userAgent: BOT_USER_AGENT });
    const page = await context.newPage();
    const response = await page.goto("/khong-co-trang-nay");
    expect(response?.status()).toBe(404);
    const body = await response?.text();
    expect(body).not.toContain("QUAY LẠI TRANG CHỦ");
    expect(body).not.toContain("<html");
    const ok = await page.goto("/");
    expect(ok?.status()).toBe(200);
    await context.close();
  });
});

test.describe("theme switch", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a plain form post sets the darkmode1 cookie and the page follows it", async ({ page, context }) => {
      await page.goto("/ket-qua");
      await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
      await page.getByTestId("theme-switch").click();
      await expect(page).toHaveURL(/\/ket-qua$/);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      expect((await context.cookies()).find((cookie) => cookie.name === "darkmode1")?.value).toBe("1");
      await page.getByTestId("theme-switch").click();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
      expect((await context.cookies()).find((cookie) => cookie.name === "darkmode1")?.value).toBe("0");
    });
  });

  test("with JavaScript the switch is instant and survives a reload", async ({ page, context }) => {
    await page.goto("/");
    await waitForHydration(page);
    // Hold the request so we can see the page change before the server answers.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/theme*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId("theme-switch").click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    release();
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === "darkmode1")?.value).toBe("1");
    await page.unroute("**/theme*");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  });

  test("a malformed darkmode1 cookie falls back to light", async ({ page, context }) => {
    await context.addCookies([{ name: "darkmode1", value: "%E0%A4%A", url: "http://127.0.0.1" }]);
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  });
});

test.describe("loading overlay", () => {
  test("appears only when a navigation takes longer than 200 ms", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { overlaySeen: number[] }).overlaySeen = seen;
      new MutationObserver(() => {
        if (document.querySelector("[data-testid=loading-overlay]")) seen.push(performance.now());
      }).observe(document.body, { childList: true, subtree: true });
    });

    // Fast: no overlay at all.
    await page.getByTestId("site-nav").getByRole("link", { name: "Kết quả", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kết quả");
    expect(await page.evaluate(() => (window as unknown as { overlaySeen: number[] }).overlaySeen.length)).toBe(0);

    // Slow: hold the data request for a second.
    await page.route("**/*.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    const started = await page.evaluate(() => performance.now());
    await page.getByTestId("site-nav").getByRole("link", { name: "Tin tức", exact: true }).click();
    await expect(page.getByTestId("loading-overlay")).toBeVisible();
    const firstSeen = await page.evaluate(() => (window as unknown as { overlaySeen: number[] }).overlaySeen[0] ?? 0);
    expect(firstSeen - started).toBeGreaterThanOrEqual(190);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tin tức");
    await expect(page.getByTestId("loading-overlay")).toHaveCount(0);
  });
});

test.describe("modals", () => {
  test("open and close from the header with JavaScript", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByTestId("open-search").click();
    await expect(page.getByTestId("modal-search")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("modal-search")).toHaveCount(0);
    await page.getByTestId("open-notifications").click();
    await expect(page.getByTestId("modal-notifications")).toContainText("Chưa có thông báo nào");
    await page.getByRole("link", { name: "Đóng" }).click();
    await expect(page.getByTestId("modal-notifications")).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("open through the URL parameter and close with a link", async ({ page }) => {
      await page.goto("/ket-qua");
      await page.getByTestId("open-search").click();
      await expect(page).toHaveURL(/\/ket-qua\?modal=search$/);
      await expect(page.getByTestId("modal-search")).toBeVisible();
      await page.getByRole("link", { name: "Đóng" }).click();
      await expect(page).toHaveURL(/\/ket-qua$/);
      await expect(page.getByTestId("modal-search")).toHaveCount(0);
    });
  });
});

test.describe("new build check", () => {
  test("a newer build turns the next navigation into a full page load, guarded for 10 s", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.route("**/latest-build.json", (route) => route.fulfill({ json: { buildId: "a-newer-build" } }));
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await page.waitForTimeout(300);
    await page.getByTestId("site-nav").getByRole("link", { name: "Kết quả", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kết quả");
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();

    // Within the guard window the newer build does not reload again.
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await page.waitForTimeout(300);
    await page.getByTestId("site-nav").getByRole("link", { name: "Tin tức", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tin tức");
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the header fits and the menu drawer leads to the login modal", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByTestId("open-menu").click();
    const drawer = page.getByTestId("modal-menu");
    await expect(drawer).toBeVisible();
    await drawer.getByTestId("menu-account").getByRole("link", { name: "Đăng nhập" }).click();
    await expect(page.getByTestId("modal-menu")).toHaveCount(0);
    await expect(page.getByTestId("modal-login")).toBeVisible();
  });
});
