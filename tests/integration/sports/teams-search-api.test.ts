import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TeamDetail, type SearchJson, type TopPlayersJson, type CompetitionDetail } from "../../../contract/sports/teams-api";
import { createLogger } from "../../../server/logger";
import { startTestBackend, type TestBackend } from "../../helpers/test-backend";

// Teams, competitions, top players and search (docs/sports-api.md) on the shipped data.

describe("team, competition, player and search paths on the shipped data", () => {
  let backend: TestBackend;
  const get = (path: string) => fetch(`${backend.url}/api/v1${path}`);
  const data = async <T>(path: string): Promise<T> => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };
  const refused = async (path: string) => {
    const response = await get(path);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    backend = await startTestBackend("pglite", createLogger("silent"), "shipped");
  });
  afterAll(() => backend.close());

  it("finds Việt Nam first for 'viet nam', with or without diacritics, and Thái Lan for 'thai lan'", async () => {
    for (const q of ["viet nam", "Việt Nam", "VIET-NAM", "vietnam"]) {
      const found = await data<SearchJson>(`/search?q=${encodeURIComponent(q)}`);
      expect(found.teams[0], q).toMatchObject({ slug: "viet-nam", nameVi: "Việt Nam", kind: "national" });
    }
    const thai = await data<SearchJson>("/search?q=thai%20lan");
    expect(thai.teams.map((team) => team.nameVi)).toEqual(["Thái Lan", "Thái Lan nữ"]);
    const messi = await data<SearchJson>("/search?q=messi");
    expect(messi.players[0]).toMatchObject({ name: "Lionel Messi", team: { name: "Argentina" } });
    const world = await data<SearchJson>("/search?q=world%20cup");
    expect(world.competitions[0]).toMatchObject({ code: "world-cup" });
  });

  it("treats %, _, \\ and regular expressions as plain text: nothing special, never an error", async () => {
    for (const q of ["%", "_", "\\", "%%", ".*", "^.*$", "(?:)|", "'; drop table teams; --"]) {
      const found = await data<SearchJson>(`/search?q=${encodeURIComponent(q)}`);
      expect([found.teams, found.competitions], q).toEqual([[], []]);
    }
    // "a_b" is the words "a b", not "a, any character, b".
    const underscore = await data<SearchJson>("/search?q=viet_nam");
    expect(underscore.teams[0]?.slug).toBe("viet-nam");
  });

  it("refuses a missing, blank, too long or repeated q with a 400 naming it", async () => {
    for (const path of ["/search", "/search?q=", "/search?q=%20%20", `/search?q=${"a".repeat(101)}`, "/search?q=a&q=b"]) {
      expect(await refused(path), path).toMatchObject({ status: 400, body: { error: "bad_parameter", parameter: "q" } });
    }
    expect((await get(`/search?q=${"a".repeat(100)}`)).status).toBe(200);
    expect(await refused("/search?q=a&x=1")).toMatchObject({ status: 400, body: { parameter: "x" } });
  });

  it("gives Việt Nam's team detail with its recent results, by slug or by id", async () => {
    const detail = await data<TeamDetail>("/teams/detail?slug=viet-nam");
    expect(detail.team).toMatchObject({ slug: "viet-nam", nameVi: "Việt Nam", kind: "national", code: "VIE" });
    expect(detail.results.length).toBe(10);
    for (const match of detail.results) {
      expect(match.status).toBe("Ended");
      expect([match.home.slug, match.away.slug]).toContain("viet-nam");
    }
    const dates = detail.results.map((match) => match.kickoffDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(detail.competitions.map((competition) => competition.code)).toContain("asean-cup");
    expect(detail.squad).toBeNull();
    const byId = await data<TeamDetail>(`/teams/detail?team-id=${detail.team.id}`);
    expect(byId.team.slug).toBe("viet-nam");
    expect(await data(`/teams/brief?team-id=${detail.team.id}`)).toEqual(detail.team);
  });

  it("gives a World Cup team's squad from its lineups", async () => {
    const detail = await data<TeamDetail>("/teams/detail?slug=argentina");
    expect(detail.squad).toMatchObject({ competition: { code: "world-cup" } });
    const messi = detail.squad?.players.find((player) => player.playerName === "Lionel Messi");
    expect(messi).toMatchObject({ shirtNumber: 10, matches: expect.any(Number) });
  });

  it("answers unknown teams and competitions with 404 and bad parameters with 400", async () => {
    expect(await refused("/teams/detail?slug=no-such-team")).toMatchObject({ status: 404, body: { error: "team_not_found" } });
    expect(await refused("/teams/detail?team-id=2147483647")).toMatchObject({ status: 404, body: { error: "team_not_found" } });
    expect(await refused("/teams/detail")).toMatchObject({ status: 400, body: { parameter: "slug" } });
    expect(await refused("/teams/detail?slug=viet-nam&team-id=1")).toMatchObject({ status: 400, body: { parameter: "team-id" } });
    for (const id of ["0", "-1", "1.5", "0x10", "1e3", "99999999999", "%20"]) {
      expect(await refused(`/teams/detail?team-id=${id}`), id).toMatchObject({ status: 400, body: { parameter: "team-id" } });
    }
    expect(await refused("/teams/detail?slug=..%2Fetc")).toMatchObject({ status: 400, body: { parameter: "slug" } });
    expect(await refused("/teams/brief?team-id=2147483647")).toMatchObject({ status: 404, body: { error: "team_not_found" } });
    expect(await refused("/teams/brief?slug=viet-nam")).toMatchObject({ status: 400, body: { parameter: "team-id" } });
    expect(await refused("/competitions/detail?slug=nope")).toMatchObject({ status: 404, body: { error: "competition_not_found" } });
    expect(await refused("/players/detail?player-id=2147483647")).toMatchObject({ status: 404, body: { error: "player_not_found" } });
    expect(await refused("/players/top?competition=nope")).toMatchObject({ status: 404, body: { error: "competition_not_found" } });
    expect(await refused("/players/top?competition=world-cup&season=1901")).toMatchObject({
      status: 404,
      body: { error: "season_not_found" },
    });
    expect(await refused("/players/top?competition=world-cup&kind=assists")).toMatchObject({ status: 400, body: { parameter: "kind" } });
    expect(await refused("/players/top")).toMatchObject({ status: 400, body: { parameter: "competition" } });
  });

  it("gives the World Cup's seasons, latest teams, results and fixtures", async () => {
    const detail = await data<CompetitionDetail>("/competitions/detail?slug=world-cup");
    expect(detail.competition.seasons.map((season) => season.code)).toContain("2022");
    expect(detail.latestSeason).toBe(detail.competition.seasons[0]?.code);
    expect(detail.teams.length).toBeGreaterThan(0);
    expect(detail.results.length).toBe(10);
    expect(detail.competition.datasets).toContain("fjelstul");
  });

  it("counts the 2022 World Cup's scorers: Mbappé 8, Messi 7 with 4 penalties, own goals apart", async () => {
    const top = await data<TopPlayersJson>("/players/top?competition=world-cup&season=2022&kind=goals");
    if (!top.available) throw new Error("the 2022 World Cup has incidents");
    expect(top.players.slice(0, 2)).toMatchObject([
      { rank: 1, playerName: "Kylian Mbappé", team: { name: "France" }, goals: 8, penalties: 2 },
      { rank: 2, playerName: "Lionel Messi", team: { name: "Argentina" }, goals: 7, penalties: 4 },
    ]);
    // Messi played every minute of Argentina's 7 matches, two of them with extra time: 5 × 90 + 2 × 120.
    expect(top.players[1]).toMatchObject({ minutes: 690, minutesPerGoal: Math.round(690 / 7) });
    expect(top.minutesKnown).toBe(true);
    expect(top.datasets).toContain("fjelstul");
    const total = top.players.reduce((sum, player) => sum + player.goals, 0);
    expect(total).toBeLessThanOrEqual(172 - 2); // 172 goals in Qatar, of which 2 own goals.
  });

  it("counts cards, and says when a competition has no player data", async () => {
    const cards = await data<TopPlayersJson>("/players/top?competition=world-cup&season=2022&kind=cards");
    if (!cards.available) throw new Error("the 2022 World Cup has bookings");
    expect(cards.players[0]).toMatchObject({ playerName: "Wayne Hennessey", redCards: 1 });
    const none = await data<TopPlayersJson>("/players/top?competition=vleague-1");
    expect(none).toMatchObject({ available: false, competition: { code: "vleague-1" } });
    // Scorers known by name only (no lineups): counted within their team, without minutes.
    const asian = await data<TopPlayersJson>("/players/top?competition=asian-cup&season=2023");
    if (!asian.available) throw new Error("the 2023 Asian Cup has goals");
    expect(asian.players[0]).toMatchObject({ playerName: "Akram Afif", playerId: null, goals: 8, minutes: null });
  });
});
