import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { NBA_TEAMS, nbaTeamByCode } from "../../../../server/sports/catalogue/nba-teams";
import { parseNba } from "../../../../server/sports/import/sources/nba";

const DATA = fileURLToPath(new URL("../../../../datasets/sports", import.meta.url));
const FIXTURES = fileURLToPath(new URL("../../../fixtures/sports/nba", import.meta.url));

describe("the NBA team catalogue", () => {
  it("has the 30 franchises, 15 per conference, 5 per division, each code naming one team", () => {
    expect(NBA_TEAMS).toHaveLength(30);
    expect(NBA_TEAMS.filter((t) => t.conference === "East")).toHaveLength(15);
    for (const division of ["Atlantic", "Central", "Southeast", "Northwest", "Pacific", "Southwest"]) {
      expect(NBA_TEAMS.filter((t) => t.division === division)).toHaveLength(5);
    }
    const codes = NBA_TEAMS.flatMap((t) => [t.code, ...t.otherCodes]);
    expect(new Set(codes).size).toBe(codes.length);
    expect(nbaTeamByCode("BKN")?.code).toBe("BRK");
    expect(nbaTeamByCode("PHX")?.name).toBe("Phoenix Suns");
    expect(nbaTeamByCode("UTAH")?.code).toBe("UTA");
  });
});

describe("parseNba over the shipped files", () => {
  const parsed = parseNba(DATA);
  const stages = (season: string) => {
    const counts: Record<string, number> = {};
    for (const m of parsed.matches.filter((match) => match.season === season)) {
      const key = `${m.stage?.order} ${m.stage?.name}${m.round ? ` / ${m.round}` : ""}${m.score ? "" : " (not played)"}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
    return counts;
  };

  it("keeps 1,230 regular-season games per season and the play-offs", () => {
    expect(parsed.rejections).toEqual([]);
    expect(stages("2021-22")).toEqual({
      "1 Regular season": 1230,
      "2 Play-in tournament": 6,
      "3 Playoffs / First round": 43,
      "3 Playoffs / Conference semifinals": 26,
      "3 Playoffs / Conference finals": 12,
      "3 Playoffs / Finals": 1,
      // Copied on 2022-06-04: Finals games 2-7 have no score, and the file cannot tell which were played.
      "3 Playoffs / Finals (not played)": 6,
    });
    expect(stages("2022-23")).toEqual({
      "1 Regular season": 1230,
      "2 Play-in tournament": 6,
      "3 Playoffs / First round": 43,
      "3 Playoffs / Conference semifinals": 25,
      "3 Playoffs / Conference finals": 11,
      "3 Playoffs / Finals": 5,
    });
  });

  it("reads known games, home team first, dates in both formats", () => {
    expect(parsed.matches[0]).toEqual({
      location: { file: "nba/nba_elo_latest_2021-22.csv", record: "line 2" },
      sourceRef: "nba-elo:2021-22:2021-10-19:MIL-BRK",
      sport: "basketball",
      competition: "nba",
      season: "2021-22",
      stage: { name: "Regular season", kind: "league", order: 1 },
      kickoff: { date: "2021-10-19", zone: "America/New_York" },
      home: { name: "Milwaukee Bucks", kind: "club", sourceId: "MIL" },
      away: { name: "Brooklyn Nets", kind: "club", sourceId: "BRK" },
      neutral: false,
      score: { final: [127, 104] },
    });
    const finalGame1 = parsed.matches.find((m) => m.kickoff.date === "2022-06-02");
    expect(finalGame1).toMatchObject({ home: { sourceId: "GSW" }, away: { sourceId: "BOS" }, score: { final: [108, 120] } });
    const finalGame5 = parsed.matches.find((m) => m.kickoff.date === "2023-06-12");
    expect(finalGame5).toMatchObject({ round: "Finals", home: { sourceId: "DEN" }, away: { sourceId: "MIA" }, score: { final: [94, 89] } });
    const paris = parsed.matches.find((m) => m.kickoff.date === "2023-01-19");
    expect(paris).toMatchObject({ neutral: true, home: { sourceId: "DET" }, away: { sourceId: "CHI" } });
  });

  it("reads the 2023-24 standings, ESPN codes mapped to Basketball-Reference's", () => {
    const rows = parsed.officialStandings ?? [];
    expect(rows).toHaveLength(30);
    expect(rows.find((r) => r.team.sourceId === "NYK")).toEqual({
      location: { file: "nba/nba_2023-24_regular_season_standings.csv", record: "line 3" },
      sport: "basketball",
      competition: "nba",
      season: "2023-24",
      conference: "East",
      position: 2,
      team: { name: "New York Knicks", kind: "club", sourceId: "NYK" },
      won: 50,
      lost: 32,
      goalsFor: 9249,
      goalsAgainst: 8873,
    });
    expect(new Set(rows.map((r) => r.team.sourceId)).size).toBe(30);
  });
});

describe("parseNba rejections", () => {
  const parsed = parseNba(FIXTURES);
  const GAMES = "nba/nba_elo_latest_2021-22.csv";
  const STANDINGS = "nba/nba_2023-24_regular_season_standings.csv";
  const reasonFor = (file: string, line: number) =>
    parsed.rejections.filter((r) => r.file === file && r.record === `line ${line}`).map((r) => r.reason);
  const game = (line: number) => reasonFor(GAMES, line);
  const standing = (line: number) => reasonFor(STANDINGS, line);

  it("keeps sound games: played, not played yet, play-in, Finals until the series is won", () => {
    const kept = parsed.matches.filter((m) => m.location.file === GAMES);
    expect(kept.map((m) => m.location.record)).toEqual(["line 2", "line 12", "line 13", "line 14", "line 15", "line 16", "line 17"]);
    expect(kept[1]?.score).toBeUndefined();
    expect(kept[2]).toMatchObject({ stage: { name: "Play-in tournament", kind: "knockout", order: 2 } });
    expect(kept[2]?.round).toBeUndefined();
    expect(kept[6]).toMatchObject({ stage: { name: "Playoffs", kind: "knockout", order: 3 }, round: "Finals" });
  });

  it("rejects a tie", () => expect(game(3)).toEqual(["a tie 100-100, which an NBA game cannot end in"]));
  it("rejects an unknown team code", () => expect(game(4)).toEqual(['unknown team code "XXX"']));
  it("rejects the same team on both sides", () => expect(game(5)).toEqual(["the same team on both sides (LAL)"]));
  it("rejects an impossible date", () =>
    expect(game(6)).toEqual(['the date "2021-13-01" is neither YYYY-MM-DD nor M/D/YYYY of a real day']));
  it("rejects a game of another season", () => expect(game(7)).toEqual(['the season "2023" is not 2022, the end year of 2021-22']));
  it("rejects half a score", () => expect(game(8)).toEqual(['the score "100"-"" is not two whole numbers']));
  it("rejects a negative score", () => expect(game(20)).toEqual(['the score "-5"-"90" is not two whole numbers']));
  it("rejects a neutral flag that is not 0 or 1", () => expect(game(9)).toEqual(['neutral is "2", not 0 or 1']));
  it("rejects an unknown playoff code", () => expect(game(10)).toEqual(['unknown playoff code "z"']));
  it("rejects a second copy of a game", () => expect(game(11)).toEqual(["a second copy of line 2 (2021-10-19, BRK at MIL)"]));
  it("rejects a game listed after the series was decided, as never played", () => {
    expect(game(18)).toEqual(["a Finals game that was never played: BOS had already won the series 4-0"]);
    expect(game(19)).toEqual(["a Finals game after BOS had already won the series 4-0"]);
  });

  it("reads M/D/YYYY dates and the neutral flag", () => {
    const kept = parsed.matches.filter((m) => m.season === "2022-23");
    expect(kept.map((m) => [m.kickoff.date, m.neutral, m.round])).toEqual([
      ["2022-10-18", false, undefined],
      ["2022-12-17", true, undefined],
      ["2023-04-16", false, "First round"],
    ]);
    expect(reasonFor("nba/nba_elo_latest_2022-23.csv", 3)).toEqual([
      'the date "2/30/2023" is neither YYYY-MM-DD nor M/D/YYYY of a real day',
    ]);
  });

  it("keeps sound standings rows, under the source's names", () => {
    const rows = parsed.officialStandings ?? [];
    expect(rows.map((r) => [r.location.record, r.team.name, r.team.sourceId, r.conference, r.position])).toEqual([
      ["line 2", "Boston Celtics", "BOS", "East", 1],
      ["line 3", "New York Knicks", "NYK", "East", 2],
      ["line 8", "LA Clippers", "LAC", "West", 4],
    ]);
  });
  it("rejects an unknown team code in the standings", () => expect(standing(4)).toEqual(['unknown team code "ZZ"']));
  it("rejects a code that names another team", () =>
    expect(standing(5)).toEqual(['the code GS is Golden State Warriors, not "Boston Celtics"']));
  it("rejects a team in the wrong conference", () => expect(standing(6)).toEqual(['Miami Heat play in the East, not "West"']));
  it("rejects a second row for a seed", () => expect(standing(7)).toEqual(["a second row for seed 1 in the East or for Brooklyn Nets"]));
  it("rejects wins that are not a number", () =>
    expect(standing(9)).toEqual(["seed, wins and losses must be whole numbers (the seed from 1)"]));
});
