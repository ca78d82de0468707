import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { demoAccount, logIn, waitForHydration } from "./helpers";

// axe (WCAG 2.1 A and AA, best practices) on every screen of the site, in both themes
// (docs/decisions/019-page-weight.md): guest pages, the modals, the error screens, and the pages
// of a logged-in user, of a commentator and of an admin.

// axe reads the whole page: on the shared 2-core machine one run can take seconds.
test.describe.configure({ timeout: 120_000 });

const THEMES = ["light", "dark"] as const;
type Theme = (typeof THEMES)[number];

interface Screen {
  path: string;
  status?: number;
  /** The element that shows the screen is ready (a modal), beyond hydration. */
  ready?: string;
}

const GUEST_SCREENS: Screen[] = [
  { path: "/" },
  { path: "/lich-truc-tiep" },
  { path: "/ket-qua" },
  { path: "/bang-xep-hang" },
  { path: "/highlights" },
  { path: "/highlights/argentina-vs-phap-2022-12-18-highlights" },
  { path: "/schedule/argentina-vs-phap-2022-12-18" },
  { path: "/news" },
  { path: "/news/argentina-vo-dich-world-cup-2022-sau-loat-luan-luu" },
  { path: "/gioi-thieu" },
  { path: "/tag/ha-noi-fc" },
  { path: "/top-player" },
  { path: "/tag" },
  { path: "/tag/bong-da" },
  { path: "/schedule" },
  { path: "/schedule/tran-dau", status: 404 },
  { path: "/account/login" },
  { path: "/account/register" },
  { path: "/?modal=login", ready: "modal-login" },
  { path: "/?modal=register", ready: "modal-register" },
  { path: "/?modal=search" },
  { path: "/?modal=menu" },
  { path: "/?modal=notifications" },
  { path: "/khong-co-trang-nay", status: 404 },
  { path: "/highlights/khong-co", status: 404 },
  { path: "/user", ready: "modal-login" },
  { path: "/commentator", ready: "modal-login" },
  { path: "/quan-tri", ready: "modal-login" },
  { path: "/truc-tiep/blv-minh-khang" },
  { path: "/truc-tiep/blv-quoc-bao?layout=iframe" },
  { path: "/truc-tiep/khong-co-phong-nay", status: 404 },
];

const USER_SCREENS: Screen[] = [
  { path: "/" },
  { path: "/user" },
  { path: "/truc-tiep/blv-thu-ha" },
  { path: "/?modal=menu" },
  { path: "/commentator", status: 403 },
  { path: "/quan-tri", status: 403 },
];
const COMMENTATOR_SCREENS: Screen[] = [{ path: "/commentator" }, { path: "/commentator/lich" }, { path: "/commentator/du-lieu" }];
const ADMIN_SCREENS: Screen[] = [
  { path: "/quan-tri" },
  { path: "/quan-tri/bai-viet" },
  { path: "/quan-tri/bai-viet/moi" },
  { path: "/quan-tri/bai-viet/1" },
  { path: "/quan-tri/trang" },
  { path: "/quan-tri/chuyen-muc" },
  { path: "/quan-tri/phan-hoi" },
  { path: "/quan-tri/cai-dat" },
  { path: "/quan-tri/nhat-ky" },
  { path: "/quan-tri/kiem-duyet" },
  { path: "/truc-tiep/blv-hoang-anh" },
  { path: "/commentator" },
  { path: "/commentator?phong=blv-minh-khang" },
  { path: "/commentator/du-lieu?phong=blv-minh-khang" },
];

async function useTheme(page: Page, theme: Theme): Promise<void> {
  const baseURL = test.info().project.use.baseURL ?? "";
  await page.context().addCookies([{ name: "darkmode1", value: theme === "dark" ? "1" : "0", url: baseURL }]);
}

async function checkScreen(page: Page, screen: Screen, theme: Theme): Promise<void> {
  const response = await page.goto(screen.path);
  expect(response?.status(), screen.path).toBe(screen.status ?? 200);
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
  if (screen.ready) await expect(page.getByTestId(screen.ready).locator("form")).toBeVisible();
  await expectNoAxeViolations(page, `${screen.path} (${theme})`);
}

for (const theme of THEMES) {
  test.describe(`axe, ${theme} theme`, () => {
    test.beforeEach(({ page }) => useTheme(page, theme));

    for (const screen of GUEST_SCREENS) {
      test(`guest ${screen.path}`, ({ page }) => checkScreen(page, screen, theme));
    }

    test("a logged-in user's screens", async ({ page }) => {
      await logIn(page.request, demoAccount("user"));
      for (const screen of USER_SCREENS) await checkScreen(page, screen, theme);
    });

    test("a commentator's screens", async ({ page }) => {
      test.setTimeout(120_000);
      await logIn(page.request, demoAccount("commentator"));
      for (const screen of COMMENTATOR_SCREENS) await checkScreen(page, screen, theme);
    });

    test("an admin's screens", async ({ page }) => {
      test.setTimeout(240_000);
      await logIn(page.request, demoAccount("admin"));
      for (const screen of ADMIN_SCREENS) await checkScreen(page, screen, theme);
    });
  });
}
