import { expect, test, type Page } from "@playwright/test";
import { BOT_USER_AGENT, waitForHydration } from "./helpers";

/** Holds the page's next loader request (Remix single fetch: `<path>.data`) until `release()`. */
async function holdLoaderData(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  let arrived: () => void = () => undefined;
  let release: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => (arrived = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    "**/*.data*",
    async (route) => {
      arrived();
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return { requested, release };
}

/**
 * Init script: counts the answers of the latest-build file naming another build, once the page has
 * read them (the build watcher acts on them in the same turn), so a test waits for that instead of
 * for a while.
 */
function countNewerBuildAnswers(): void {
  const state = window as unknown as { newerBuildAnswers: number };
  state.newerBuildAnswers = 0;
  const pageFetch = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await pageFetch(...args);
    if (String(args[0]).endsWith("/latest-build.json")) {
      const json = response.json.bind(response);
      response.json = async () => {
        const value: unknown = await json();
        if (typeof value === "object" && value !== null && "buildId" in value && value.buildId === "a-newer-build")
          state.newerBuildAnswers += 1;
        return value;
      };
    }
    return response;
  };
}

/**
 * Waits until React has done the work it scheduled (effects included): its scheduler runs on posted
 * messages, which the fake clock does not hold, so a message posted now is handled after them.
 */
async function settleReact(page: Page): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

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
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trang chủ");
    await expect(page.locator("meta[name=theme-color]")).toHaveAttribute("content", /^#[0-9a-f]{6}$/i);
    expect(await page.getByTestId("custom-css-variables").textContent()).toContain("--color-primary:");
    const text = await page.locator("body").innerText();
    expect(text).not.toMatch(/Page not found|Loading|Login|Register|Search/);
  });

  // Every menu entry's screen has content now: each has its own spec (live, rankings-results, teams-search, news).

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
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trang chủ");
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
  // Time is the page's fake clock (page.clock), moved only by the test: the 200 ms are counted in
  // page time, so neither a slow machine nor a fast one changes what the test sees.
  test("appears once a navigation has taken 200 ms, not before, and never for a faster one", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const nav = page.getByTestId("site-nav");
    const overlay = page.getByTestId("loading-overlay");

    // Slow: the loader data is held until the test lets it go.
    const slow = await holdLoaderData(page);
    const results = nav.getByRole("link", { name: "Kết quả", exact: true });
    await results.click();
    await slow.requested;
    await expect(results).toHaveClass(/\bpending\b/);
    await settleReact(page);
    await page.clock.runFor(199);
    await expect(overlay).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(overlay).toBeVisible();
    slow.release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kết quả");
    await expect(overlay).toHaveCount(0);

    // Fast: answered after 150 ms of page time; the overlay's timer is gone with the navigation.
    const fast = await holdLoaderData(page);
    const news = nav.getByRole("link", { name: "Tin tức", exact: true });
    await news.click();
    await fast.requested;
    await expect(news).toHaveClass(/\bpending\b/);
    await settleReact(page);
    await page.clock.runFor(150);
    fast.release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tin tức");
    await expect(news).not.toHaveClass(/\bpending\b/);
    await page.clock.runFor(1_000);
    await expect(overlay).toHaveCount(0);
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
    // The guard reads Date.now(): fixed, the 10 s cannot run out however slowly the test runs.
    await page.clock.setFixedTime(new Date("2026-11-21T08:00:00Z"));
    await page.addInitScript(countNewerBuildAnswers);
    await page.goto("/");
    await waitForHydration(page);
    await page.route("**/latest-build.json", (route) => route.fulfill({ json: { buildId: "a-newer-build" } }));
    const newerBuildKnown = async () => {
      await page.evaluate(() => {
        (window as unknown as { marker: boolean }).marker = true;
        document.dispatchEvent(new Event("visibilitychange"));
      });
      await page.waitForFunction(() => (window as unknown as { newerBuildAnswers: number }).newerBuildAnswers > 0);
    };

    await newerBuildKnown();
    await page.getByTestId("site-nav").getByRole("link", { name: "Kết quả", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kết quả");
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();

    // The reloaded page learns of the newer build too, but within the guard it does not reload again.
    await newerBuildKnown();
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
