import { type Page } from "@playwright/test";

/** Remix has hydrated once its router exists on window; click only after that. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => "__remixRouter" in window);
}

export const BOT_USER_AGENT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
