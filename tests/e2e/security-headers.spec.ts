import { expect, test } from "@playwright/test";
import { waitForHydration } from "./helpers";

// The Content-Security-Policy (server/web/security-headers.ts) must not stop any script the site
// itself needs: every inline script carries the response's nonce, so the browser reports no
// violation and the page hydrates. The login and register forms' honeypot inputs (remix-utils'
// HoneypotInputs) bring only an inline style attribute, and the register form the altcha widget.

test.describe("content security policy", () => {
  for (const path of ["/", "/ket-qua?layout=iframe", "/?modal=login", "/account/register", "/trang-khong-ton-tai"]) {
    test(`${path} hydrates with no CSP violation`, async ({ page }) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`Refused to load: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await page.goto(path);
      await waitForHydration(page);
      expect(violations).toEqual([]);
    });
  }

  test("a client-side navigation works under the policy", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByTestId("site-nav").getByRole("link", { name: "Kết quả", exact: true }).click();
    await expect(page).toHaveURL(/\/ket-qua$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kết quả");
    expect(violations).toEqual([]);
  });
});
