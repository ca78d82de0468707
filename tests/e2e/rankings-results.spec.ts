import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";

// The rankings (/bang-xep-hang) and results (/ket-qua) screens on the shipped data, as a reader
// sees them: the Premier League 2023-24 table with Everton's deduction, a season picked through
// the form without JavaScript, the 2022 World Cup final's score, and axe in both themes.

test.describe.configure({ timeout: 120_000 });

async function useTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  const baseURL = test.info().project.use.baseURL ?? "";
  await page.context().addCookies([{ name: "darkmode1", value: theme === "dark" ? "1" : "0", url: baseURL }]);
}

test("the Premier League 2023-24 table: Man City first with 91, Everton's deduction and its reason", async ({ page }) => {
  await page.goto("/bang-xep-hang?giai=en.1&mua=2023-24");
  const rows = page.getByTestId("standings-row");
  await expect(rows).toHaveCount(20);
  const first = rows.first();
  await expect(first).toContainText("Manchester City FC");
  await expect(first.locator("td.points strong")).toHaveText("91");
  const everton = rows.filter({ hasText: "Everton FC" });
  await expect(everton.locator("td.points")).toContainText("40");
  await expect(everton.locator("td.points")).toContainText("(−8*)");
  await expect(page.getByTestId("adjustment").filter({ hasText: "Everton FC (−6)" })).toContainText("lợi nhuận và bền vững");
  await expect(page.getByRole("link", { name: "Manchester City FC" })).toHaveAttribute("href", /^\/doi-bong\//);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("picks another season through the form", async ({ page }) => {
    await page.goto("/bang-xep-hang");
    await page.getByRole("combobox", { name: "Giải đấu" }).selectOption("vleague-1");
    await page.getByRole("button", { name: "Xem" }).click();
    await expect(page).toHaveURL(/giai=vleague-1/);
    await page.getByRole("combobox", { name: "Mùa giải" }).selectOption("2018");
    await page.getByRole("button", { name: "Xem" }).click();
    await expect(page).toHaveURL(/giai=vleague-1&mua=2018/);
    await expect(page.getByRole("heading", { level: 2 }).first()).toContainText("2018");
    await expect(page.getByTestId("standings-row")).toHaveCount(14);
  });
});

test("the results of 2022-12-18: Argentina 3 - 3 Pháp (pen 4-2)", async ({ page }) => {
  await page.goto("/ket-qua?ngay=2022-12-18");
  const final = page.getByTestId("result").filter({ hasText: "Argentina" }).filter({ hasText: "Pháp" });
  await expect(final).toContainText("Argentina 3 - 3 Pháp (pen 4-2)");
  await expect(final).toContainText("(HT 2-0)");
  await expect(final.getByRole("link")).toHaveAttribute("href", "/schedule/argentina-vs-phap-2022-12-18");
  await expect(page.getByRole("link", { name: /Ngày trước/ })).toHaveAttribute("href", "/ket-qua?ngay=2022-12-17");
});

for (const theme of ["light", "dark"] as const) {
  test(`axe passes on both screens (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    for (const path of [
      "/bang-xep-hang?giai=en.1&mua=2023-24",
      "/bang-xep-hang?giai=nba&mua=2022-23",
      "/ket-qua?ngay=2022-12-18",
      "/ket-qua?giai=en.1&mua=2023-24&vong=Matchday%2038",
    ]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await expectNoAxeViolations(page, `${path} (${theme})`);
    }
  });
}
