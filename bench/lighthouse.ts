// Lighthouse 12 on its default (mobile) profile against a page of the site, in Debian's Chromium
// started headless by chrome-launcher (Lighthouse's own launcher). Several runs; the median of each figure.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { HEADLESS_CHROMIUM_FLAGS } from "../scripts/headless-chromium";
import { median } from "./stats";

export interface LighthouseFigures {
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** JavaScript over the wire (transfer size, compressed), KB. */
  scriptKb: number;
}

// Lighthouse starts Chromium itself: headless needs saying here (Playwright says it by itself).
const CHROME_FLAGS = ["--headless=new", ...HEADLESS_CHROMIUM_FLAGS];

interface OneRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  scriptKb: number;
}

export async function runLighthouse(url: string, runs: number, chromePath: string): Promise<LighthouseFigures> {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "error" });
  const results: OneRun[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const answer = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!answer) throw new Error("Lighthouse gave no result");
      const { lhr } = answer;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const score = (category: string) => lhr.categories[category]?.score ?? Number.NaN;
      const details = lhr.audits["resource-summary"]?.details;
      const items = details && "items" in details ? (details.items as { resourceType?: string; transferSize?: number }[]) : [];
      const scriptBytes = items.find((item) => item.resourceType === "script")?.transferSize ?? Number.NaN;
      results.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        scriptKb: scriptBytes / 1024,
      });
    }
  } finally {
    chrome.kill();
  }
  const middle = (pick: (run: OneRun) => number) => median(results.map(pick));
  return {
    runs,
    performance: middle((run) => run.performance),
    accessibility: middle((run) => run.accessibility),
    bestPractices: middle((run) => run.bestPractices),
    seo: middle((run) => run.seo),
    scriptKb: middle((run) => run.scriptKb),
  };
}
