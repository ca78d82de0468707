import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { waitForHydration } from "./helpers";

// Search, the team and competition pages and the top players screen on the shipped data, in a browser.

test.describe.configure({ timeout: 120_000 });

async function useTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  const baseURL = test.info().project.use.baseURL ?? "";
  await page.context().addCookies([{ name: "darkmode1", value: theme === "dark" ? "1" : "0", url: baseURL }]);
}

test("typing 'viet nam' in the search modal finds Việt Nam, whose page shows its recent results", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByTestId("open-search").click();
  const modal = page.getByTestId("modal-search");
  await modal.getByRole("searchbox").fill("viet nam");
  const teams = modal.getByTestId("search-results").getByRole("region", { name: "Đội bóng" });
  await expect(teams.getByRole("link").first()).toContainText("Việt Nam");
  await teams.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/doi-bong\/viet-nam$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Việt Nam");
  await expect(page.getByTestId("team-results").getByRole("link")).toHaveCount(10);
  await expect(page.getByTestId("modal-search")).toHaveCount(0);
});

test("the top players screen shows the 2022 World Cup's scorers and switches competition with its form", async ({ page }) => {
  await page.goto("/top-player?giai=world-cup&mua=2022");
  const scorers = page.getByTestId("top-scorers");
  await expect(scorers.getByRole("row").nth(1)).toContainText("Kylian Mbappé");
  await expect(scorers.getByRole("row", { name: /Lionel Messi/ })).toContainText("7");
  await waitForHydration(page);
  await page.getByLabel("Giải đấu").selectOption("vleague-1");
  await page.getByRole("button", { name: "Xem" }).click();
  await expect(page).toHaveURL(/giai=vleague-1/);
  await expect(page.getByTestId("no-player-data")).toHaveText("Giải đấu này chưa có dữ liệu cầu thủ");
});

for (const theme of ["light", "dark"] as const) {
  test(`axe passes on the sports screens, ${theme} theme`, async ({ page }) => {
    await useTheme(page, theme);
    for (const path of [
      "/doi-bong/viet-nam",
      "/doi-bong/argentina",
      "/giai-dau/world-cup",
      "/tim-kiem?q=viet+nam",
      "/top-player?giai=world-cup&mua=2022",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await expectNoAxeViolations(page, `${path} (${theme})`);
    }
    await page.goto("/");
    await waitForHydration(page);
    await page.getByTestId("open-search").click();
    await page.getByTestId("modal-search").getByRole("searchbox").fill("messi");
    await expect(page.getByTestId("search-results")).toContainText("Lionel Messi");
    await expectNoAxeViolations(page, `search modal (${theme})`);
  });
}
