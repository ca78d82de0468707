import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crestSvg, playerSvg } from "../../../contract/sports/crest";
import { t } from "~/services/locale/messages";
import { defaultDatabaseTemplateDir } from "../../../server/db/database-template";
import { startTestSite, type TestSite } from "../../helpers/site";
import { copyFolder } from "../../helpers/test-database";

// The team, competition, search and top players pages and the football images, served by the whole
// site on a copy of the shipped data, as a browser without JavaScript sees them.

describe("sports pages and images on the shipped data", () => {
  let site: TestSite;
  const get = (pathname: string) => fetch(`${site.url}${pathname}`, { redirect: "manual" });
  const page = async (pathname: string) => {
    const response = await get(pathname);
    return { status: response.status, html: await response.text() };
  };

  beforeAll(async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "vsport-site-"));
    await copyFolder(defaultDatabaseTemplateDir(), path.join(folder, "db"));
    site = await startTestSite({}, folder);
  }, 60_000);
  afterAll(() => site.dispose());

  it("draws a team's crest and a player's picture, cached a day, sandboxed and never sniffed", async () => {
    const team = (await (await fetch(`${site.backendUrl}/api/v1/teams/detail?slug=viet-nam`)).json()) as { data: { team: { id: number } } };
    const id = team.data.team.id;
    const crest = await get(`/images/football/team/${id}`);
    expect(crest.status).toBe(200);
    expect(crest.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(crest.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(crest.headers.get("x-content-type-options")).toBe("nosniff");
    expect(crest.headers.get("content-security-policy")).toContain("sandbox");
    expect(await crest.text()).toBe(crestSvg({ id, name: "Việt Nam", kind: "national" }));
    const player = await get("/images/football/player/1");
    expect(player.status).toBe(200);
    expect(await player.text()).toBe(playerSvg({ id: 1, name: "Alan A'Court" }));
  });

  it("answers 404 for an unknown type or id and for every hostile id", async () => {
    const hostile = [
      "0",
      "-1",
      "01",
      "1.5",
      "1e3",
      "0x10",
      "99999999999",
      "2147483648",
      "%2e%2e",
      "..",
      "1%00",
      "1;drop",
      "abc",
      "1%20",
      "<svg>",
    ];
    for (const id of hostile) expect((await get(`/images/football/team/${id}`)).status, id).toBe(404);
    for (const type of ["club", "TEAM", "..", "team%2f1"]) expect((await get(`/images/football/${type}/1`)).status, type).toBe(404);
    expect((await get("/images/football/team/2147483647")).status).toBe(404);
    expect((await get("/images/football/player/2147483647")).status).toBe(404);
    expect((await get("/images/football/team/1/2")).status).toBe(404);
  });

  it("shows Việt Nam's page with its results linking to match pages, and 404 for an unknown team", async () => {
    const { status, html } = await page("/doi-bong/viet-nam");
    expect(status).toBe(200);
    expect(html).toContain("<title>Việt Nam | ");
    expect(html).toContain(t("recentResults"));
    expect(html).toMatch(/href="\/schedule\/[a-z0-9-]+"/);
    expect(html).toContain(`og:title`);
    expect((await page("/doi-bong/no-such-team")).status).toBe(404);
    expect((await page("/doi-bong/Viet-Nam")).status).toBe(404);
  });

  it("shows the World Cup's page with its seasons linking to the rankings, and its dataset credits", async () => {
    const { status, html } = await page("/giai-dau/world-cup");
    expect(status).toBe(200);
    expect(html).toContain("/bang-xep-hang?giai=world-cup&amp;mua=2022");
    expect(html).toContain("The Fjelstul World Cup Database");
    expect(html).toContain("CC BY-SA 4.0");
    expect((await page("/giai-dau/nope")).status).toBe(404);
  });

  it("searches on the server without JavaScript", async () => {
    const { status, html } = await page("/tim-kiem?q=viet+nam");
    expect(status).toBe(200);
    expect(html).toContain('href="/doi-bong/viet-nam"');
    const nothing = await page("/tim-kiem?q=%25");
    expect(nothing.status).toBe(200);
    expect(nothing.html).toContain(t("searchNoResults"));
    expect((await page(`/tim-kiem?q=${"a".repeat(300)}`)).status).toBe(200);
    expect((await page("/tim-kiem")).status).toBe(200);
  });

  it("shows the 2022 World Cup's top scorers, and says so when a competition has no player data", async () => {
    const { status, html } = await page("/top-player?giai=world-cup&mua=2022");
    expect(status).toBe(200);
    expect(html).toContain("Kylian Mbappé");
    expect(html).toMatch(/Lionel Messi<\/th><td>.*?<\/td><td>7<\/td><td>4<\/td>/);
    const none = await page("/top-player?giai=vleague-1");
    expect(none.html).toContain(t("noPlayerData"));
    // A season of another competition (the form kept it) falls back to the competition's default.
    expect((await page("/top-player?giai=world-cup&mua=2024-25")).status).toBe(200);
  });
});
