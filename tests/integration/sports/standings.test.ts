import { PREMIER_LEAGUE_2023_24 } from "../../fixtures/sports/official-tables";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SeasonRoundJson } from "../../../contract/sports/api";
import { type StandingRowJson, type StandingsJson } from "../../../contract/sports/standings-api";
import { createLogger } from "../../../server/logger";
import { startTestBackend, type TestBackend } from "../../helpers/test-backend";

// /api/v1/seasons/table-standing on the shipped data (docs/sports-api.md): the computed tables
// against the official ones, and against the tables the datasets publish (published_standings).

interface PublishedRow {
  section: string;
  position: number;
  team_id: number;
  played: number | null;
  won: number;
  drawn: number | null;
  lost: number;
  goals_for: number | null;
  goals_against: number | null;
  points: number | null;
}

describe("season standings on the shipped data", () => {
  let backend: TestBackend;
  const get = async (query: string) => {
    const response = await fetch(`${backend.url}/api/v1/seasons/table-standing?${query}`);
    return { status: response.status, body: (await response.json()) as { data: StandingsJson } & Record<string, unknown> };
  };
  const standings = async (competition: string, season?: string) => {
    const { status, body } = await get(`competition=${competition}${season ? `&season=${season}` : ""}`);
    expect(status).toBe(200);
    return body.data;
  };
  const published = async (competition: string, season: string) =>
    (
      await backend.db.execute<PublishedRow & Record<string, unknown>>(sql`
        select p.section, p.position, p.team_id, p.played, p.won, p.drawn, p.lost, p.goals_for, p.goals_against, p.points
        from published_standings p join seasons s on s.id = p.season_id join competitions c on c.id = s.competition_id
        where c.code = ${competition} and s.code = ${season} order by p.section, p.position`)
    ).rows;
  const line = (row: StandingRowJson) =>
    [row.position, row.team.id, row.played, row.won, row.drawn, row.lost, row.goalsFor, row.goalsAgainst, row.points].join(" ");
  const publishedLine = (row: PublishedRow) =>
    [row.position, row.team_id, row.played, row.won, row.drawn, row.lost, row.goals_for, row.goals_against, row.points].join(" ");

  beforeAll(async () => {
    backend = await startTestBackend("pglite", createLogger("silent"), "shipped");
  });
  afterAll(() => backend.close());

  it("computes the Premier League 2023-24 table as officially published, deductions listed with their reasons", async () => {
    const data = await standings("en.1", "2023-24");
    expect(data).toMatchObject({ season: "2023-24", source: "computed", complete: true, matchesPlayed: 380, matchesTotal: 380 });
    expect(data.datasets).toEqual(["football.json"]);
    expect(data.rules?.criteria.slice(0, 3)).toEqual(["points", "goalDifference", "goalsFor"]);
    const [table] = data.tables;
    const official = PREMIER_LEAGUE_2023_24;
    expect(table?.key).toBeNull();
    expect(table?.rows.map((row) => [row.team.name, row.won, row.drawn, row.lost, row.goalsFor, row.goalsAgainst, row.points])).toEqual(
      official,
    );
    const everton = table?.rows.find((row) => row.team.name === "Everton FC");
    expect(everton).toMatchObject({ pointsFromResults: 48, points: 40 });
    expect(everton?.adjustments.map((a) => a.points)).toEqual([-6, -2]);
    expect(everton?.adjustments[0]?.reason).toMatch(/^Trừ 6 điểm/);
    expect(table?.rows.find((row) => row.team.name === "Nottingham Forest FC")?.adjustments).toMatchObject([{ points: -4 }]);
    expect(table?.rows.map((row) => row.zone?.kind ?? null).slice(0, 6)).toEqual([
      "champions-league",
      "champions-league",
      "champions-league",
      "champions-league",
      "europa-league",
      "conference-league",
    ]);
    expect(table?.rows[0]?.form).toEqual(["W", "W", "W", "W", "W"]);
  });

  it("gives the latest season with matches when none is named, as it stands while matches remain", async () => {
    const data = await standings("en.1");
    expect(data.season).toBe(data.seasons[0]);
    expect(data.seasons).toEqual(["2025-26", "2024-25", "2023-24"]);
    expect(data.complete).toBe(false);
    expect(data.matchesPlayed).toBeLessThan(data.matchesTotal ?? 0);
    expect(data.tables[0]?.rows.every((row) => row.played <= 38)).toBe(true);
  });

  it.each(["2018", "2019", "2020", "2021"])("computes V.League 1 %s exactly as its published table, row by row", async (season) => {
    const data = await standings("vleague-1", season);
    const rows = data.tables.flatMap((table) => table.rows.map((row) => `${table.key ?? ""} ${line(row)}`));
    const expected = (await published("vleague-1", season)).map((row) => `${row.section} ${publishedLine(row)}`);
    expect(expected).toHaveLength(14);
    expect(rows).toEqual(expected);
  });

  it("computes V.League 2020's split: two groups with the first phase's results carried over", async () => {
    const data = await standings("vleague-1", "2020");
    expect(data.tables.map((table) => [table.key, table.rows.length, table.rows[0]?.position])).toEqual([
      ["Group A", 8, 1],
      ["Group B", 6, 9],
    ]);
  });

  it("matches the V.League 2022 snapshot team by team; its positions are not a ranking", async () => {
    const data = await standings("vleague-1", "2022");
    expect(data.complete).toBe(false);
    const snapshot = await published("vleague-1", "2022");
    const rows = data.tables[0]?.rows ?? [];
    for (const row of snapshot) {
      const computed = rows.find((candidate) => candidate.team.id === row.team_id);
      expect(computed && line(computed).split(" ").slice(1).join(" ")).toBe(publishedLine(row).split(" ").slice(1).join(" "));
    }
    // The snapshot's "position" column: Sài Gòn 5th with 2 points, ahead of teams with 5 and 6.
    expect(snapshot.map((row) => row.points)).not.toEqual([...snapshot.map((row) => row.points)].sort((a, b) => (b ?? 0) - (a ?? 0)));
  });

  it("ranks V.League 2018 on head-to-head before goal difference", async () => {
    const rows = (await standings("vleague-1", "2018")).tables[0]?.rows ?? [];
    const hagl = rows.find((row) => row.team.name === "Hoàng Anh Gia Lai");
    const next = rows.find((row) => row.position === (hagl?.position ?? 0) + 1);
    expect(next?.team.name).toBe("Quảng Nam");
    expect(hagl?.points).toBe(next?.points);
    expect(hagl?.goalDifference).toBeLessThan(next?.goalDifference ?? 0);
    expect(hagl?.tiedOn).toBe("h2hPoints");
  });

  it("computes the 2018 World Cup groups as Fjelstul published them: Japan over Senegal on fair play", async () => {
    const data = await standings("world-cup", "2018");
    expect(data.tables.map((table) => table.key)).toEqual(["A", "B", "C", "D", "E", "F", "G", "H"].map((group) => `Group ${group}`));
    const rows = data.tables.flatMap((table) => table.rows.map((row) => `${table.key ?? ""} ${line(row)}`));
    expect(rows).toEqual((await published("world-cup", "2018")).map((row) => `${row.section} ${publishedLine(row)}`));
    const groupH = data.tables.find((table) => table.key === "Group H")?.rows ?? [];
    expect(groupH.map((row) => row.team.name)).toEqual(["Colombia", "Japan", "Senegal", "Poland"]);
    expect(groupH[1]).toMatchObject({ points: 4, goalDifference: 0, goalsFor: 4, tiedOn: "fairPlay", zone: { kind: "advance" } });
    expect(data.datasets).toContain("fjelstul");
  });

  it.each(["1954", "1958"])(
    "computes the %s World Cup groups as published, play-offs left out of the tables and deciding the ties",
    async (season) => {
      const data = await standings("world-cup", season);
      // 1954 Group 3: Uruguay and Austria, level on points with no goal against, were separated by lots.
      const drawnByLots = (text: string) => season === "1954" && /^Group 3 [12] /.test(text);
      const rows = data.tables.flatMap((table) => table.rows.map((row) => `${table.key ?? ""} ${line(row)}`));
      const official = (await published("world-cup", season)).map((row) => `${row.section} ${publishedLine(row)}`);
      expect(rows.filter((text) => !drawnByLots(text))).toEqual(official.filter((text) => !drawnByLots(text)));
      expect(data.tables.flatMap((table) => table.rows).some((row) => row.tiedOn === "playoff")).toBe(true);
      if (season === "1954") expect(data.tables.find((table) => table.key === "Group 3")?.rows[0]?.tiedOn).toBe("lots");
    },
  );

  it("ranks NBA 2022-23 by conference on win percentage, the regular season only", async () => {
    const data = await standings("nba", "2022-23");
    expect(data).toMatchObject({ source: "computed", complete: true, matchesTotal: 1230 });
    expect(data.tables.map((table) => table.key)).toEqual(["East", "West"]);
    const east = data.tables[0]?.rows ?? [];
    expect(east.slice(0, 2).map((row) => [row.team.name, row.won, row.lost, row.winPct?.toFixed(3)])).toEqual([
      ["Milwaukee Bucks", 58, 24, "0.707"],
      ["Boston Celtics", 57, 25, "0.695"],
    ]);
    const west = data.tables[1]?.rows ?? [];
    // Minnesota 8th, New Orleans 9th (both 42-40): the play-in's seeds.
    expect(west.slice(6, 10).map((row) => row.team.name)).toEqual([
      "Los Angeles Lakers",
      "Minnesota Timberwolves",
      "New Orleans Pelicans",
      "Oklahoma City Thunder",
    ]);
    expect(west.map((row) => row.zone?.kind ?? null).slice(5, 11)).toEqual(["playoffs", "play-in", "play-in", "play-in", "play-in", null]);
  });

  it("shows NBA 2023-24, whose results are not shipped, as published", async () => {
    const data = await standings("nba", "2023-24");
    expect(data).toMatchObject({ source: "published", complete: true, matchesPlayed: null, datasets: ["nba"] });
    expect(data.tables[0]?.rows[0]).toMatchObject({ team: { name: "Boston Celtics" }, won: 64, lost: 18, played: 82 });
    expect(data.tables[0]?.rows[0]?.winPct?.toFixed(3)).toBe("0.780");
  });

  it("refuses bad parameters with a 400 naming them, and answers an unknown season with a 404", async () => {
    for (const [query, parameter] of [
      ["", "competition"],
      ["competition=en.1&season=24", "season"],
      ["competition=EN 1", "competition"],
      ["competition=en.1&page=2", "page"],
      ["competition=en.1&season=2023-24&season=2024-25", "season"],
    ] as const) {
      const { status, body } = await get(query);
      expect(status, query).toBe(400);
      expect(body).toMatchObject({ error: "bad_parameter", parameter });
    }
    for (const query of ["competition=xx.9", "competition=en.1&season=1999-00"]) {
      const { status, body } = await get(query);
      expect(status, query).toBe(404);
      expect(body).toEqual({ error: "season_not_found", message: "Season not found" });
    }
  });

  it("lists a season's rounds in order, and filters matches by round", async () => {
    const response = await fetch(`${backend.url}/api/v1/seasons/rounds?competition=en.1&season=2023-24`);
    const rounds = ((await response.json()) as { data: SeasonRoundJson[] }).data;
    expect(rounds).toHaveLength(38);
    expect(rounds[0]).toMatchObject({ round: "Matchday 1", matches: 10 });
    expect(rounds[9]?.round).toBe("Matchday 10");
    const list = await fetch(`${backend.url}/api/v1/matchs/recent?competition=en.1&season=2023-24&round=Matchday%2038&size=100`);
    const page = (await list.json()) as { total: number; data: { round: string }[] };
    expect(page.total).toBe(10);
    expect(page.data.every((match) => match.round === "Matchday 38")).toBe(true);
    const bad = await fetch(`${backend.url}/api/v1/matchs/recent?round=${encodeURIComponent("<script>")}`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ parameter: "round" });
    expect((await fetch(`${backend.url}/api/v1/seasons/rounds?competition=en.1&season=1999-00`)).status).toBe(404);
  });
});
