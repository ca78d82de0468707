import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MENU, openDatabase, updateMenuCode } from "../../server/db";
import { startTestSite, type TestSite } from "../helpers/site";

describe("the site on its embedded defaults", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site.dispose());

  it("answers health and readiness", async () => {
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${site.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  it("keeps its database and generated secrets under DATA_DIR", () => {
    expect(existsSync(path.join(site.dataDir, "secrets.json"))).toBe(true);
    expect(readdirSync(path.join(site.dataDir, "db")).length).toBeGreaterThan(0);
  });

  it("runs the backend service on a loopback port of its own", async () => {
    expect(site.backendUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(site.backendUrl).not.toBe(site.url);
    expect((await fetch(`${site.backendUrl}/healthz`)).status).toBe(200);
  });

  it("serves the content API's configurations and menu", async () => {
    const configurations = (await (await fetch(`${site.url}/oapi/v1/configurations`)).json()) as {
      data: { code: string; value: string }[];
    };
    expect(configurations.data).toContainEqual({ code: "site_name", value: "vsport" });
    const menu = (await (await fetch(`${site.url}/oapi/v1/menu`)).json()) as { data: unknown };
    expect(menu.data).toEqual(DEFAULT_MENU);
    expect((await fetch(`${site.url}/oapi/v1/nothing-here`)).status).toBe(404);
  });

  it("renders the home page in Vietnamese, compressed", async () => {
    const response = await fetch(`${site.url}/`, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const html = await response.text();
    expect(html).toContain('<html lang="vi"');
    expect(html).toContain("Lịch trực tiếp");
  });

  it("caches fingerprinted assets for a year and publishes its build id uncached", async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    const asset = /\/build\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const response = await fetch(`${site.url}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const latest = await fetch(`${site.url}/latest-build.json`);
    expect(latest.headers.get("cache-control")).toBe("no-store");
    expect(((await latest.json()) as { buildId: string }).buildId).toMatch(/^[a-z0-9]+$/i);
    const logo = await fetch(`${site.url}/images/logo.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("cache-control")).toBe("public, max-age=86400, stale-while-revalidate=604800");
  });

  it("gives 404 for unknown routes and a plain status to bots", async () => {
    const human = await fetch(`${site.url}/khong-co`, {
      headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36" },
    });
    expect(human.status).toBe(404);
    expect(await human.text()).toContain("QUAY LẠI TRANG CHỦ");
    const bot = await fetch(`${site.url}/khong-co`, { headers: { "User-Agent": "facebookexternalhit/1.1" } });
    expect(bot.status).toBe(404);
    expect(await bot.text()).not.toContain("QUAY LẠI TRANG CHỦ");
  });

  it("sets the theme cookie from a plain form post and refuses to redirect off-site", async () => {
    const response = await fetch(`${site.url}/theme`, {
      method: "POST",
      headers: { Origin: site.url },
      body: new URLSearchParams({ theme: "dark", redirectTo: "//evil.example/x" }),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    const themeCookie = response.headers.get("set-cookie") ?? "";
    expect(themeCookie).toMatch(/^darkmode1=1; /);
    expect(themeCookie.split("; ").slice(1).sort()).toEqual(["Max-Age=31536000", "Path=/", "SameSite=Lax"]);
  });
});

describe("several instances and restarts", () => {
  it("runs two instances side by side with their own PORT and DATA_DIR", async () => {
    const [first, second] = await Promise.all([startTestSite(), startTestSite()]);
    try {
      expect(first.url).not.toBe(second.url);
      expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
      expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
    } finally {
      await Promise.all([first.dispose(), second.dispose()]);
    }
  });

  it("moves a screen to its new URL when its menu code changes, after a restart", async () => {
    const site = await startTestSite();
    const { dataDir } = site;
    expect((await fetch(`${site.url}/ket-qua`)).status).toBe(200);
    await site.stop();

    const database = await openDatabase({ dataDir });
    expect(await updateMenuCode(database.db, "ket-qua", "ket-qua-tran-dau")).toBe("updated");
    await database.close();

    const restarted = await startTestSite({}, dataDir);
    try {
      expect((await fetch(`${restarted.url}/ket-qua`)).status).toBe(404);
      const moved = await fetch(`${restarted.url}/ket-qua-tran-dau`);
      expect(moved.status).toBe(200);
      expect(await moved.text()).toContain("Kết quả");
    } finally {
      await restarted.dispose();
    }
  });
});

describe("when the database cannot be reached at start", () => {
  it("still serves pages on defaults, says not ready, and does not crash", async () => {
    const site = await startTestSite({ DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
    try {
      const ready = await fetch(`${site.url}/readyz`);
      expect(ready.status).toBe(503);
      const home = await fetch(`${site.url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("Lịch trực tiếp");
      expect((await fetch(`${site.url}/oapi/v1/menu`)).status).toBe(503);
    } finally {
      await site.dispose();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL", () => {
  it("starts, migrates, seeds and serves with DATABASE_URL", async () => {
    const { createTestDatabase } = await import("../helpers/test-database");
    const test = await createTestDatabase("postgres", { stage: "blank" });
    if (test.database.driver !== "postgres") throw new Error("expected a PostgreSQL test database");
    const url = test.database.displayUrl;
    await test.database.close();
    const site = await startTestSite({ DATABASE_URL: url });
    try {
      expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
      expect(await (await fetch(`${site.url}/`)).text()).toContain("Bảng xếp hạng");
    } finally {
      await site.dispose();
      await test.cleanup();
    }
  });
});
