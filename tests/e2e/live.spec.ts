import { expect, test, type Page } from "@playwright/test";
import { demoAccount, logIn, waitForHydration } from "./helpers";

// The live side in the browser (issue 9): the schedule with replays played now, the socket's live
// count, odds on a live match's page, reminders with JavaScript on and off, and a highlight playing.
// The site runs the replay feed (LIVE_FEED's default): at any hour, football replays are live.

async function openTomorrow(page: Page): Promise<void> {
  await page.goto("/lich-truc-tiep");
  await page.getByRole("navigation", { name: /ngày/i }).getByRole("link", { name: "Ngày mai", exact: true }).click();
  await expect(page.getByRole("link", { name: "Ngày mai", exact: true })).toHaveAttribute("aria-current", "page");
}

test.describe("live", () => {
  test("the schedule shows replays live now, labelled, and the socket's live count in the header", async ({ page }) => {
    await page.goto("/lich-truc-tiep");
    await waitForHydration(page);
    const live = page
      .getByTestId("schedule-match")
      .filter({ has: page.getByTestId("schedule-status").filter({ hasText: "Đang diễn ra" }) });
    await expect(live.first()).toBeVisible();
    await expect(live.first().getByTestId("replay-badge")).toHaveText("Phát lại");
    // Live matches come first.
    await expect(page.getByTestId("schedule-match").first().getByTestId("schedule-status")).toHaveText("Đang diễn ra");
    // The count comes only from /ws: seeing it means the socket connected and delivered.
    await expect(page.getByTestId("live-count")).toBeVisible({ timeout: 15_000 });
    expect(Number(await page.getByTestId("live-count-number").textContent())).toBeGreaterThan(0);
  });

  test("a live match's page shows its clock, the replay's real date and odds", async ({ page }) => {
    await page.goto("/lich-truc-tiep");
    const live = page
      .getByTestId("schedule-match")
      .filter({ has: page.getByTestId("schedule-status").filter({ hasText: "Đang diễn ra" }) });
    await live.first().getByRole("link").first().click();
    await expect(page.getByTestId("match-page")).toBeVisible();
    await expect(page.getByTestId("replay-badge").first()).toBeVisible();
    const odds = page.getByTestId("match-odds");
    await expect(odds).toBeVisible();
    await expect(odds.getByRole("heading", { level: 2 })).toContainText("Tỷ lệ kèo");
  });

  test("a reminder is set and cancelled with JavaScript, and stays set after a reload", async ({ page }) => {
    await logIn(page.request, demoAccount("user"));
    await openTomorrow(page);
    await waitForHydration(page);
    const row = page
      .getByTestId("schedule-match")
      .filter({ has: page.getByTestId("reminder-button") })
      .first();
    const matchId = await row.getAttribute("data-match-id");
    const button = page.locator(`[data-match-id="${matchId}"]`).getByTestId("reminder-button");
    await expect(button).toHaveText("Đặt lịch");
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(button).toContainText("Đã đặt lịch");
    // Pressed at once (optimistic), enabled again once the server has answered.
    await expect(button).toBeEnabled();
    await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
    await page.reload();
    await expect(page.locator(`[data-match-id="${matchId}"]`).getByTestId("reminder-button")).toHaveAttribute("aria-pressed", "true");
    await page.locator(`[data-match-id="${matchId}"]`).getByTestId("reminder-button").click();
    await expect(page.locator(`[data-match-id="${matchId}"]`).getByTestId("reminder-button")).toHaveText("Đặt lịch");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a reminder is set by the plain form and the page comes back with it set", async ({ page }) => {
      await logIn(page.request, demoAccount("user"));
      await openTomorrow(page);
      const rows = page.getByTestId("schedule-match").filter({ has: page.getByTestId("reminder-button") });
      // The last of the day, so as not to meet the test with JavaScript on the first.
      const matchId = await rows.last().getAttribute("data-match-id");
      const button = () => page.locator(`[data-match-id="${matchId}"]`).getByTestId("reminder-button");
      await button().click();
      await expect(button()).toHaveAttribute("aria-pressed", "true");
      await button().click();
      await expect(button()).toHaveAttribute("aria-pressed", "false");
    });
  });

  test("the notifications modal opens from the bell for a logged-in fan", async ({ page }) => {
    await logIn(page.request, demoAccount("user"));
    await page.goto("/");
    await waitForHydration(page);
    await page
      .getByRole("link", { name: "Thông báo" })
      .or(page.getByRole("button", { name: "Thông báo" }))
      .first()
      .click();
    const modal = page.getByTestId("modal-notifications");
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("heading", { name: "Thông báo" })).toBeVisible();
  });

  test("a highlight plays, and its page names the match it belongs to", async ({ page }) => {
    await page.goto("/highlights");
    await expect(page.getByTestId("highlight-card")).toHaveCount(6);
    await page.getByRole("link", { name: /Chung kết World Cup 2022/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Argentina 3–3 Pháp");
    await expect(page.getByTestId("highlight-match")).toContainText("Argentina");
    const video = page.getByTestId("highlight-video");
    await expect(video).toBeVisible();
    const played = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return { time: element.currentTime, source: element.currentSrc, width: element.videoWidth };
    });
    expect(played.time).toBeGreaterThan(0.5);
    expect(played.width).toBe(640);
    expect(played.source).toMatch(/\/video\/highlights\/argentina-vs-phap-2022-12-18-highlights\.(webm|mp4)$/);
  });

  test("the 2022 final's page lists its highlight", async ({ page }) => {
    await page.goto("/schedule/argentina-vs-phap-2022-12-18");
    const section = page.getByTestId("match-highlights");
    await expect(section.getByTestId("highlight-card")).toHaveCount(1);
    await section.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/highlights\/argentina-vs-phap-2022-12-18-highlights$/);
  });
});
