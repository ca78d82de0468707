import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { waitForHydration } from "./helpers";

// The match page (/schedule/{slug}) on the shipped data: the e2e site's first start copies
// build/database-template, which `npm run build` fills with the sports data (playwright.config.ts).

const FINAL = "/schedule/argentina-vs-phap-2022-12-18";

async function useTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  const baseURL = test.info().project.use.baseURL ?? "";
  await page.context().addCookies([{ name: "darkmode1", value: theme === "dark" ? "1" : "0", url: baseURL }]);
}

test.describe("the 2022 World Cup final", () => {
  test("shows the score with the shoot-out, the goals in minute order, the lineups, the statistics and the credits", async ({ page }) => {
    const response = await page.goto(FINAL);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Argentina vs Pháp – World Cup 2022/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Argentina vs Pháp");

    const header = page.getByTestId("match-header");
    await expect(header.getByRole("link", { name: /World Cup 2022/ })).toHaveAttribute("href", "/giai-dau/world-cup");
    await expect(header).toContainText("Chung kết");
    await expect(page.getByTestId("match-team-home")).toHaveAttribute("href", "/doi-bong/argentina");
    await expect(page.getByTestId("match-team-away").getByRole("img")).toHaveAttribute("alt", "Logo Pháp");
    const score = page.getByTestId("match-score");
    await expect(score).toContainText("Kết thúc");
    await expect(score).toContainText("3 - 3");
    await expect(score).toContainText("(HT 2-0)");
    await expect(score).toContainText("Sau hiệp phụ");
    await expect(page.getByTestId("match-shootout-score")).toHaveText("Luân lưu 4-2");
    await expect(header).toContainText("Lusail Stadium");
    await expect(page.getByTestId("match-date")).toContainText("2022");

    // Goals (goal, penalty goal, own goal) in minute order, each on its team's side with its icon.
    const goals = page
      .getByTestId("match-timeline")
      .locator(".timeline:not(.timeline--shootout) li")
      .filter({
        has: page.locator('img[src="/img/incident/1.svg"], img[src="/img/incident/8.svg"], img[src="/img/incident/17.svg"]'),
      });
    await expect(goals.locator(".incident__minute")).toHaveText(["23'", "36'", "80'", "81'", "108'", "118'"]);
    await expect(goals.locator(".incident__text")).toHaveText([
      "Lionel Messi",
      "Ángel Di María",
      "Kylian Mbappé",
      "Kylian Mbappé",
      "Lionel Messi",
      "Kylian Mbappé",
    ]);
    expect(await goals.evaluateAll((items) => items.map((item) => item.getAttribute("data-side")))).toEqual([
      "home",
      "home",
      "away",
      "away",
      "home",
      "away",
    ]);
    await expect(goals.first().getByRole("img")).toHaveAttribute("alt", "Bàn thắng phạt đền");
    await expect(page.getByTestId("match-timeline")).toContainText("90+5'");
    const kicks = page.getByTestId("match-shootout").locator("li");
    await expect(kicks).toHaveCount(8);
    await expect(kicks.last().locator(".incident__minute")).toHaveText("4-2");

    // Eleven starters a side, on the pitch and in the lists.
    const lineups = page.getByTestId("match-lineups");
    await expect(lineups.locator(".pitch__half--home .pitch__player")).toHaveCount(11);
    await expect(lineups.locator(".pitch__half--away .pitch__player")).toHaveCount(11);
    for (const side of ["home", "away"]) {
      const starters = page.getByTestId(`lineup-${side}`).getByRole("table", { name: "Đội hình xuất phát" });
      await expect(starters.locator("tbody tr")).toHaveCount(11);
    }
    await expect(page.getByTestId("lineup-home").getByRole("row", { name: /Lionel Messi/ })).toContainText("10");

    const statistics = page.getByTestId("match-statistics");
    await expect(statistics.getByRole("row", { name: /Thẻ vàng/ }).locator("td")).toHaveText(["5", "3"]);
    await expect(statistics.getByRole("row", { name: /Thay người/ })).toBeVisible();

    // Head-to-head (France beat Argentina 4-3 in 2018) and each side's last five.
    await expect(page.getByTestId("match-head-to-head").getByRole("link", { name: /Pháp 4 - 3 Argentina/ })).toHaveAttribute(
      "href",
      "/schedule/phap-vs-argentina-2018-06-30",
    );
    const argentinaForm = page.getByTestId("team-form").first();
    await expect(argentinaForm.locator("[data-result]")).toHaveCount(5);
    // The semi-final against Croatia, 3-0: a win from Argentina's side.
    await expect(argentinaForm.locator("[data-result]").first()).toHaveAttribute("data-result", "W");

    const credits = page.getByTestId("data-credits");
    const fjelstul = credits.locator('[data-dataset="fjelstul"]');
    await expect(fjelstul).toContainText("The Fjelstul World Cup Database");
    await expect(fjelstul).toContainText("Joshua C. Fjelstul");
    await expect(fjelstul).toContainText("đã được chỉnh sửa");
    await expect(fjelstul.getByRole("link", { name: "CC BY-SA 4.0" })).toHaveAttribute(
      "href",
      "https://creativecommons.org/licenses/by-sa/4.0/",
    );
    await expect(fjelstul.getByRole("link", { name: /jfjelstul\/worldcup/ })).toHaveAttribute(
      "href",
      "https://github.com/jfjelstul/worldcup",
    );
    // The CC0 datasets need no credit.
    await expect(credits.locator("li")).toHaveCount(1);
  });

  test("describes the match as a schema.org SportsEvent", async ({ page }) => {
    await page.goto(FINAL);
    const script = page.locator('script[type="application/ld+json"]');
    await expect(script).toHaveCount(1);
    const event = JSON.parse((await script.textContent()) ?? "") as Record<string, unknown>;
    expect(event).toMatchObject({
      "@context": "https://schema.org",
      "@type": "SportsEvent",
      name: "Argentina vs Pháp",
      startDate: "2022-12-18T15:00:00.000Z",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "Place", name: "Lusail Stadium" },
      homeTeam: { "@type": "SportsTeam", name: "Argentina" },
      awayTeam: { "@type": "SportsTeam", name: "Pháp" },
    });
    expect(event.competitor).toHaveLength(2);
    expect(String(event.url)).toMatch(/\/schedule\/argentina-vs-phap-2022-12-18$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Argentina 3 - 3 Pháp.*Luân lưu 4-2/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Argentina vs Pháp/);
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(FINAL);
    await expect(page.getByTestId("match-shootout-score")).toHaveText("Luân lưu 4-2");
    await expect(page.getByTestId("match-lineups").locator(".pitch__player")).toHaveCount(22);
    await context.close();
  });

  for (const theme of ["light", "dark"] as const) {
    test(`passes axe in the ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto(FINAL);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await expectNoAxeViolations(page, `${FINAL} (${theme})`);
    });
  }
});

test("an unknown match is the 404 page", async ({ page }) => {
  for (const path of ["/schedule/argentina-vs-phap-1800-01-01", "/schedule/KHONG_CO"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByTestId("error-screen")).toContainText("Không tìm thấy trang");
  }
});
