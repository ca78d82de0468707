import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shippedClipsSchema } from "../../../server/highlights/clips";
import { importShippedSportsData } from "../../../server/sports/import/shipped";
import { createLogger } from "../../../server/logger";
import { startTestBackend, type TestBackend } from "../../helpers/test-backend";

// The shipped data as `npm run build` imports it into the template, read through the sports API:
// what a new user checks first (issue 8, "Done when").

interface MatchJson {
  id: number;
  slug: string;
  home: { name: string; nameVi: string | null };
  away: { name: string; nameVi: string | null };
  score: { home: number; away: number; penalties: number[] | null; halfTime: number[] | null; fullTime: number[] | null };
  kickoffAt: string | null;
}

describe("the shipped sports data", () => {
  let backend: TestBackend;
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${backend.url}/api/v1${path}`);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };

  beforeAll(async () => {
    backend = await startTestBackend("pglite", createLogger("silent"), "shipped");
  });
  afterAll(() => backend.close());

  it("has the 2022 World Cup final with its goals in minute order, its shoot-out and both lineups", async () => {
    const { data } = await get<{ data: MatchJson[] }>("/matchs/recent?competition=world-cup&season=2022&order=desc&size=1");
    const final = data[0];
    expect(final).toMatchObject({
      slug: "argentina-vs-phap-2022-12-18",
      kickoffAt: "2022-12-18T15:00:00.000Z",
      home: { name: "Argentina" },
      away: { nameVi: "Pháp" },
      score: { home: 3, away: 3, halfTime: [2, 0], fullTime: [2, 2], penalties: [4, 2] },
    });
    const live = await get<{
      data: { incidents: { type: number; position: number; minute: number | null; player_name: string | null }[] };
    }>(`/matchs/live/detail?match-id=${final?.id}`);
    const goals = live.data.incidents.filter((incident) => [1, 8, 17].includes(incident.type));
    expect(goals.map((goal) => [goal.minute, goal.type, goal.position, goal.player_name])).toEqual([
      [23, 8, 1, "Lionel Messi"],
      [36, 1, 1, "Ángel Di María"],
      [80, 8, 2, "Kylian Mbappé"],
      [81, 1, 2, "Kylian Mbappé"],
      [108, 1, 1, "Lionel Messi"],
      [118, 8, 2, "Kylian Mbappé"],
    ]);
    const kicks = live.data.incidents.filter((incident) => incident.type === 29 || incident.type === 30);
    expect(kicks.filter((kick) => kick.position === 1).map((kick) => kick.type)).toEqual([29, 29, 29, 29]);
    expect(kicks.filter((kick) => kick.position === 2).map((kick) => kick.type)).toEqual([29, 30, 30, 29]);
    const lineup = await get<{ data: { home: { starter: boolean }[]; away: { starter: boolean }[] } }>(
      `/matchs/lineup?match-id=${final?.id}`,
    );
    expect(lineup.data.home.filter((player) => player.starter)).toHaveLength(11);
    expect(lineup.data.away.filter((player) => player.starter)).toHaveLength(11);
  });

  it("has Việt Nam's ASEAN Cup 2024 final, won over both legs against Thái Lan", async () => {
    const { data } = await get<{ data: MatchJson[] }>("/matchs/recent?competition=asean-cup&season=2024&order=desc&size=2");
    expect(data.map((match) => [match.home.nameVi, match.score.home, match.score.away, match.away.nameVi])).toEqual([
      ["Thái Lan", 2, 3, "Việt Nam"],
      ["Việt Nam", 2, 1, "Thái Lan"],
    ]);
  });

  it("has every NBA regular-season game of 2022-23 and the Premier League's 380 matches of 2023-24", async () => {
    expect(await get("/matchs/recent?competition=nba&season=2022-23&size=1")).toMatchObject({ total: expect.any(Number) });
    const nba = await get<{ total: number }>("/matchs/recent?competition=nba&season=2022-23&from=2022-10-18&to=2023-04-09&size=1");
    expect(nba.total).toBe(1230);
    expect(await get("/matchs/recent?competition=en.1&season=2023-24&size=1")).toMatchObject({ total: 380 });
  });

  it("ships a highlight clip for each chosen match, with its files, through the API and the backend calls", async () => {
    const clips = shippedClipsSchema.parse(JSON.parse(readFileSync("datasets/highlights/clips.json", "utf8")));
    let bytes = 0;
    for (const clip of clips)
      for (const file of Object.values(clip.files)) {
        const size = statSync(path.join("public", file)).size;
        expect(size, file).toBeGreaterThan(1000);
        bytes += size;
      }
    expect(bytes).toBeLessThan(4 * 1024 * 1024);

    const list = await get<{ data: { slug: string; match: { slug: string } }[]; total: number }>("/matchs/highlights?size=50");
    expect(list.total).toBe(clips.length);
    expect(list.data.map((highlight) => highlight.slug).sort()).toEqual(clips.map((clip) => clip.slug).sort());
    const final = list.data.find((highlight) => highlight.match.slug === "argentina-vs-phap-2022-12-18");
    expect(final).toBeDefined();
    const basketball = await get<{ total: number }>("/matchs/highlights?sport=basketball");
    expect(basketball.total).toBe(1);

    const called = await backend.call("/highlight/list", { size: 2 });
    expect(called.errCode).toBe(200);
    expect(called.data).toMatchObject({ total: clips.length, items: [{ sources: [{ type: "video/webm" }, { type: "video/mp4" }] }, {}] });
    const detail = await backend.call("/highlight/detail", { slug: final?.slug });
    expect(detail.data).toMatchObject({
      slug: final?.slug,
      match: { home: { name: "Argentina" }, away: { name: "Pháp" }, score: { home: 3, away: 3 } },
    });
    const unknown = await backend.call("/highlight/detail", { slug: "khong-co" });
    expect(unknown.errCode).toBe(400);
    expect(unknown.errMsg).toBe("highlightNotFound");
  });

  it("changes nothing when imported again", async () => {
    const report = await importShippedSportsData(backend.db);
    expect(report.counts.matchesWritten).toBe(0);
    expect(report.counts.matchesUnchanged).toBe(report.matches);
    expect(report.sources.every((source) => source.error === undefined)).toBe(true);
  }, 120_000);
});
