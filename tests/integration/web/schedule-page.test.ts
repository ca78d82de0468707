import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { t } from "~/services/locale/messages";
import { defaultDatabaseTemplateDir } from "../../../server/db/database-template";
import { startTestSite, type TestSite } from "../../helpers/site";
import { copyFolder } from "../../helpers/test-database";

// The live schedule and the home page's sports sections on the shipped data with the replay feed
// running, as a browser without JavaScript sees them.

describe("the schedule and the home page with the replay feed", () => {
  let site: TestSite;
  const page = async (pathname: string, cookie?: string) => {
    const response = await fetch(`${site.url}${pathname}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
    return { status: response.status, html: await response.text(), cookies: response.headers.getSetCookie() };
  };
  const statuses = (html: string) => [...html.matchAll(/data-testid="schedule-status">([^<]*)</g)].map((match) => match[1]);

  beforeAll(async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "vsport-site-"));
    await copyFolder(defaultDatabaseTemplateDir(), path.join(folder, "db"));
    site = await startTestSite({ LIVE_FEED: "replay" }, folder);
    // The feed plans its replays on its first tick.
    for (let attempt = 0; attempt < 100; attempt++) {
      const answer = (await (await fetch(`${site.backendUrl}/api/v1/matchs/recent?replays=only&status=Ended&size=1`)).json()) as {
        total: number;
      };
      if (answer.total > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 90_000);
  afterAll(() => site.dispose());

  it("shows today with tabs from yesterday to a week ahead, live matches first, every replay labelled", async () => {
    const { status, html } = await page("/lich-truc-tiep");
    expect(status).toBe(200);
    const tabs = [...html.matchAll(/class="day-tab(?: day-tab--current)?"[^>]*>([^<]*)</g)].map((match) => match[1]);
    expect(tabs.slice(0, 4)).toEqual([t("yesterday"), t("today"), t("tomorrow"), t("dayAfterTomorrow")]);
    expect(tabs).toHaveLength(9);
    expect(tabs[4]).toMatch(/^\d{2}\/\d{2}$/);
    const order = statuses(html);
    expect(order.length).toBeGreaterThan(10);
    const rank = (label: string | undefined) =>
      [t("matchStatusLive"), t("matchStatusUpcoming"), t("matchStatusEnded")].indexOf(label ?? "");
    expect(order.map(rank)).toEqual([...order.map(rank)].sort((a, b) => a - b));
    expect(html.match(/data-testid="replay-badge"/g)?.length).toBe(order.length);
    expect(html).toContain(t("replayExplained"));
  });

  it("filters by sport and remembers the choice in a cookie, without JavaScript", async () => {
    const filtered = await page("/lich-truc-tiep?mon=basketball");
    const cookie = filtered.cookies.find((line) => line.startsWith("scheduleFilter="));
    expect(cookie).toContain("basketball");
    expect(filtered.html).not.toContain(">V.League 1<");
    expect(filtered.html).toContain(">NBA<");
    const remembered = await page("/lich-truc-tiep", cookie?.split(";")[0]);
    expect(statuses(remembered.html)).toEqual(statuses(filtered.html));
    expect(remembered.html).toContain('<option value="basketball" selected=""');
  });

  it("shows the same schedule at /schedule and takes any other day as today", async () => {
    const schedule = await page("/schedule");
    expect(schedule.status).toBe(200);
    expect(statuses(schedule.html).length).toBeGreaterThan(10);
    for (const query of [
      "ngay=1999-01-01",
      "ngay=2026-13-45",
      "ngay=%27%3B--",
      "mon=%3Cscript%3E",
      "giai=%27%20or%201%3D1",
      "mon=football&mon=basketball",
    ]) {
      const hostile = await page(`/schedule?${query}`);
      expect(hostile.status, query).toBe(200);
      expect(hostile.html, query).toContain('aria-current="page">' + t("today"));
    }
  });

  it("fills the home page's live, upcoming and results sections from the same matches", async () => {
    const home = await page("/");
    expect(home.status).toBe(200);
    for (const section of ["home-liveNow", "home-upcoming", "home-results"]) expect(home.html).toContain(`data-testid="${section}"`);
    expect(home.html).toContain(t("homeLiveNow"));
    expect(home.html.match(/data-testid="schedule-match"/g)?.length ?? 0).toBeGreaterThan(0);
  });
});
