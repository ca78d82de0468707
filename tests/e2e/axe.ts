import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// axe-core's rules for WCAG 2.1 A and AA and its best practices (docs/decisions/019-page-weight.md):
// a browser test calls expectNoAxeViolations on every screen it shows.
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** One line a violation, with the first few elements it names, so a failure reads without the trace. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]): string[] {
  return violations.map((violation) =>
    [
      `${violation.id} (${violation.impact ?? "?"}): ${violation.help}`,
      ...violation.nodes.slice(0, 5).map((node) => `    ${node.target.join(" ")}: ${node.failureSummary?.replaceAll("\n", " ") ?? ""}`),
    ].join("\n"),
  );
}

/** Runs axe on the page as it is now and fails with the list of violations. */
export async function expectNoAxeViolations(page: Page, what = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(describeViolations(results.violations), `axe on ${what}`).toEqual([]);
}
