// Measures the proof of work (docs/decisions/014-proof-of-work.md) on this machine: how long the
// register page's widget takes to solve a challenge in Chromium, what verifying costs the backend,
// and what a native solver (an attacker's loop over node:crypto) pays. Prints the numbers; asserts
// nothing. Needs the build (npm run build) and Chromium:
//   node --import tsx bench/proof-of-work.ts            (BENCH_POW_SAMPLES=12 by default)
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { chromium } from "@playwright/test";
import { POW_MAX_NUMBER, ProofOfWork, proofOfWorkKey } from "../server/accounts/proof-of-work";
import { MemoryRateLimiter } from "../server/accounts/rate-limit";
import { readConfig } from "../server/config/env";
import { createLogger } from "../server/logger";
import { startSite } from "../server/start";

const SAMPLES = Number(process.env.BENCH_POW_SAMPLES ?? 12);

interface Solved {
  took: number;
  number: number;
  /** How many numbers the worker that found it tried: the widget splits the range between its workers. */
  tried: number;
}

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length);
  return `mean ${mean.toFixed(0)}, median ${at(0.5).toFixed(0)}, p90 ${at(0.9).toFixed(0)}, max ${at(1).toFixed(0)}`;
}

async function browserSolves(baseUrl: string): Promise<Solved[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const solved: Solved[] = [];
  try {
    const page = await browser.newPage({
      userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
    });
    const workers = Math.min(16, await page.evaluate(() => navigator.hardwareConcurrency || 8));
    const slice = Math.ceil(POW_MAX_NUMBER / workers);
    for (let i = 0; i < SAMPLES; i += 1) {
      await page.goto(`${baseUrl}/account/register`);
      const field = page.locator('form[data-testid="register-form"] input[name="altcha"]');
      await field.waitFor({ state: "attached", timeout: 30_000 });
      await page.waitForFunction(
        () => (document.querySelector<HTMLInputElement>('form[data-testid="register-form"] input[name="altcha"]')?.value ?? "") !== "",
        null,
        { timeout: 60_000 },
      );
      const payload = JSON.parse(Buffer.from(await field.inputValue(), "base64").toString("utf8")) as { took: number; number: number };
      solved.push({ took: payload.took, number: payload.number, tried: (payload.number % slice) + 1 });
    }
  } finally {
    await browser.close();
  }
  return solved;
}

async function verifyCost(): Promise<number> {
  const work = new ProofOfWork({
    hmacKey: proofOfWorkKey("00112233445566778899aabbccddeeff"),
    rateLimiter: new MemoryRateLimiter(),
    maxNumber: 1000,
  });
  const payloads: string[] = [];
  for (let i = 0; i < 200; i += 1) {
    const challenge = await work.createChallenge(new Date());
    for (let number = 0; number <= challenge.maxnumber; number += 1) {
      if (
        createHash("sha256")
          .update(challenge.salt + number)
          .digest("hex") === challenge.challenge
      ) {
        payloads.push(Buffer.from(JSON.stringify({ ...challenge, number })).toString("base64"));
        break;
      }
    }
  }
  const started = performance.now();
  for (const payload of payloads) await work.verify(payload, new Date());
  return ((performance.now() - started) * 1000) / payloads.length;
}

function nativeSolveMs(): number {
  const salt = "0123456789abcdef01234567?expires=9999999999&";
  const started = performance.now();
  // An average solution tries half the range.
  for (let number = 0; number < POW_MAX_NUMBER / 2; number += 1)
    createHash("sha256")
      .update(salt + number)
      .digest("hex");
  return performance.now() - started;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "vsport-bench-pow-"));
const config = readConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "silent", DEMO_SEED: "false" });
const site = await startSite(config, createLogger("silent"));
try {
  const solved = await browserSolves(site.url);
  const rates = solved.filter((sample) => sample.took > 20).map((sample) => (sample.tried / sample.took) * 1000);
  console.info(
    `difficulty: maxnumber ${POW_MAX_NUMBER} (a solution tries ${POW_MAX_NUMBER / 2} numbers on average, split between the browser's workers)`,
  );
  console.info(`Chromium, ${SAMPLES} solves on the register page, ms: ${summary(solved.map((sample) => sample.took))}`);
  console.info(`Chromium hashes per second, per worker: ${summary(rates)}`);
  console.info(`backend verify (with the spent-solution write): ${(await verifyCost()).toFixed(0)} µs each`);
  console.info(`native solver (node:crypto, one core), average solution: ${nativeSolveMs().toFixed(0)} ms`);
  console.info(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")}`,
  );
} finally {
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
