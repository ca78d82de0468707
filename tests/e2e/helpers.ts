import { existsSync, readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

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

// The site's DATA_DIR in playwright.config.ts; E2E_DATA_DIR points elsewhere for a site started apart.
const DEMO_ACCOUNTS_FILE = `${process.env.E2E_DATA_DIR ?? "tests/.tmp/e2e-data"}/demo-accounts.txt`;

export interface DemoAccount {
  username: string;
  password: string;
}

/**
 * The first demo account of a role, or the one of that role with this username; "role username
 * password" lines, # starts a comment. Read when a test runs: the site writes the file at its first start.
 */
export function demoAccount(role: string, username?: string): DemoAccount {
  if (!existsSync(DEMO_ACCOUNTS_FILE)) throw new Error(`${DEMO_ACCOUNTS_FILE} is missing: the e2e site must run with DEMO_SEED on`);
  for (const line of readFileSync(DEMO_ACCOUNTS_FILE, "utf8").split("\n")) {
    const [lineRole, lineUsername, password] = line.trim().split(/\s+/);
    if (!line.startsWith("#") && lineRole === role && lineUsername && password && (username === undefined || username === lineUsername))
      return { username: lineUsername, password };
  }
  throw new Error(`no ${role} account in ${DEMO_ACCOUNTS_FILE}`);
}

/** Logs the browser context in through the login form's action (its cookies land in the context). */
export async function logIn(request: APIRequestContext, account: DemoAccount): Promise<void> {
  const response = await request.post("/account/login", {
    headers: sameOriginHeaders(),
    form: { account: account.username, password: account.password, redirectTo: "/user" },
    maxRedirects: 0,
  });
  expect(response.status(), "login").toBe(303);
}
