import { test, type Page } from "@playwright/test";

/** Remix has hydrated once its router exists on window; click only after that. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => "__remixRouter" in window);
}

export const BOT_USER_AGENT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/**
 * Headers of a post as the site's own page sends it. Chromium sends Origin by itself; Playwright's
 * request API does not, and the site refuses a post without it (server/web/same-origin.ts).
 */
export function sameOriginHeaders(): Record<string, string> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error("playwright.config.ts must set use.baseURL");
  return { Origin: new URL(baseURL).origin };
}
