import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseVleague } from "../../../../server/sports/import/sources/vleague";

const DATA = fileURLToPath(new URL("../../../../datasets/sports", import.meta.url));
const FIXTURES = fileURLToPath(new URL("../../../fixtures/sports/vleague", import.meta.url));

describe("parseVleague over the shipped files", () => {
  const parsed = parseVleague(DATA);
  const season = (year: string) => parsed.matches.filter((m) => m.season === year);

  it("keeps every fixture of 2012-2022 but one, unplayed ones without a score", () => {
    const counts = Object.fromEntries(["2012", "2013", "2014", "2018", "2020", "2021", "2022"].map((y) => [y, season(y).length]));
    expect(counts).toEqual({ "2012": 182, "2013": 110, "2014": 132, "2018": 182, "2020": 134, "2021": 84, "2022": 77 });
    expect(parsed.matches).toHaveLength(1629);
    expect(season("2022").filter((m) => m.score === undefined)).toHaveLength(54);
    expect(parsed.matches.filter((m) => m.season !== "2022" && m.score === undefined)).toEqual([]);
  });

  it("reads a fixture with its teams' ids, local time and stadium", () => {
    expect(parsed.matches[0]).toEqual({
      location: { file: "vleague/v.league-1/fixtures/2012.csv", record: "line 2" },
      sourceRef: "vleague:TIER_ONE-2012-1-GLA-HAP",
      sport: "football",
      competition: "vleague-1",
      season: "2012",
      stage: { name: "League", kind: "league", order: 1 },
      round: "Round 1",
      kickoff: { date: "2011-12-11", time: "16:10", zone: "Asia/Ho_Chi_Minh" },
      home: { name: "Hoàng Anh Gia Lai", kind: "club", sourceId: "GLA" },
      away: { name: "Hải Phòng", kind: "club", sourceId: "HAP" },
      venue: { name: "Pleiku" },
      score: { fullTime: [3, 1], final: [3, 1] },
    });
    // Khatoco Khánh Hòa has no id in the 2012 fixtures; one 2018 result has no time.
    expect(season("2012").filter((m) => m.away.name === "Khatoco Khánh Hòa" && m.away.sourceId === undefined)).toHaveLength(13);
    expect(parsed.matches.find((m) => m.location.file.endsWith("2018.csv") && m.location.record === "line 140")?.kickoff).toEqual({
      date: "2018-07-22",
      zone: "Asia/Ho_Chi_Minh",
    });
  });

  it("splits 2020 into its two phases, the second in groups", () => {
    const stages: Record<string, number> = {};
    for (const match of season("2020")) {
      const key = `${match.stage?.name} ${match.group ?? ""}`.trim();
      stages[key] = (stages[key] ?? 0) + 1;
    }
    expect(stages).toEqual({ "First phase": 91, "Second phase Group A": 28, "Second phase Group B": 15 });
  });

  it("keeps the official standings it can trust and rejects the rest", () => {
    const rows = parsed.officialStandings ?? [];
    const perYear: Record<string, number> = {};
    for (const row of rows) perYear[row.season] = (perYear[row.season] ?? 0) + 1;
    // 2012-2017 swap drawn and lost: only rows where they are equal survive.
    expect(perYear).toEqual({
      "2012": 1,
      "2013": 3,
      "2014": 1,
      "2015": 1,
      "2017": 2,
      "2018": 14,
      "2019": 14,
      "2020": 14,
      "2021": 14,
      "2022": 13,
    });
    expect(rows.find((r) => r.season === "2020" && r.position === 9)).toMatchObject({
      group: "Group B",
      team: { name: "SHB Đà Nẵng", sourceId: "DAN" },
      played: 18,
      won: 6,
      drawn: 5,
      lost: 7,
      goalsFor: 26,
      goalsAgainst: 22,
      points: 23,
    });
    const byFile: Record<string, number> = {};
    for (const rejection of parsed.rejections) byFile[rejection.file] = (byFile[rejection.file] ?? 0) + 1;
    expect(byFile).toEqual({
      "vleague/v.league-1/standings/2012.csv": 13,
      "vleague/v.league-1/standings/2013.csv": 8,
      "vleague/v.league-1/standings/2014.csv": 11,
      "vleague/v.league-1/standings/2015.csv": 13,
      "vleague/v.league-1/standings/2016.csv": 14,
      "vleague/v.league-1/standings/2017.csv": 12,
      "vleague/v.league-1/fixtures/2022.csv": 1,
    });
    expect(parsed.rejections).toContainEqual({
      file: "vleague/v.league-1/fixtures/2022.csv",
      record: "line 72",
      reason: "the team id DON (Đồng Nai in teams.csv) disagrees with the name SHB Đà Nẵng (DAN in teams.csv)",
    });
  });
});

describe("parseVleague rejections", () => {
  const parsed = parseVleague(FIXTURES);
  const FIXTURES_2019 = "vleague/v.league-1/fixtures/2019.csv";
  const STANDINGS_2019 = "vleague/v.league-1/standings/2019.csv";
  const reasonFor = (file: string, line: number) =>
    parsed.rejections.filter((r) => r.file === file && r.record === `line ${line}`).map((r) => r.reason);
  const fixture = (line: number) => reasonFor(FIXTURES_2019, line);
  const standing = (line: number) => reasonFor(STANDINGS_2019, line);

  it("keeps sound fixtures: played, scheduled, without a time, without a team id", () => {
    const kept = parsed.matches.filter((m) => m.season === "2019");
    expect(kept.map((m) => m.location.record)).toEqual(["line 2", "line 3", "line 6", "line 15"]);
    expect(kept[1]).toMatchObject({ away: { name: "Delta, Sài Gòn", sourceId: "DDD" } });
    expect(kept[1]?.score).toBeUndefined();
    expect(kept[2]).toMatchObject({ kickoff: { date: "2019-02-16", zone: "Asia/Ho_Chi_Minh" }, home: { name: "Alpha", sourceId: "AAA" } });
    expect(kept[2]?.kickoff.time).toBeUndefined();
    expect(kept[3]?.home).toEqual({ name: "Old Club", kind: "club" });
  });

  it("rejects an impossible date", () => expect(fixture(4)).toEqual(['the date "2019-02-30" is not a real YYYY-MM-DD day']));
  it("rejects an impossible time", () => expect(fixture(5)).toEqual(['the time "7pm" is not HH:mm']));
  it("rejects an unknown team id", () => expect(fixture(7)).toEqual(["unknown team id ZZZ (not in teams.csv)"]));
  it("rejects a team id that another team's name contradicts", () =>
    expect(fixture(8)).toEqual(["the team id CCC (Gamma City in teams.csv) disagrees with the name Alpha FC (AAA in teams.csv)"]));
  it("rejects the same team on both sides", () => expect(fixture(9)).toEqual(["the same team on both sides (Alpha FC)"]));
  it("rejects a finished match without a score", () =>
    expect(fixture(10)).toEqual(['FINISHED but the score ""-"" is not two whole numbers']));
  it("rejects a score that is not a whole number", () =>
    expect(fixture(19)).toEqual(['FINISHED but the score "1.5"-"0" is not two whole numbers']));
  it("rejects a scheduled match with a score", () =>
    expect(fixture(11)).toEqual(["a score 2-2 on a match whose status is SCHEDULED, not FINISHED"]));
  it("rejects a second fixture with the same id", () =>
    expect(fixture(12)).toEqual(["a second fixture TIER_ONE-2019-1-AAA-BBB (the first is line 2)"]));
  it("rejects a second copy of a match under another id", () =>
    expect(fixture(18)).toEqual(["a second copy of line 3 (2019-02-02, Gamma City - Delta, Sài Gòn)"]));
  it("rejects a row of another season", () => expect(fixture(13)).toEqual(['the season "2018" is not the file\'s 2019']));
  it("rejects a round that is not a number", () => expect(fixture(14)).toEqual(['the round "x" is not a whole number from 1']));
  it("rejects a row with a missing field", () => expect(fixture(16)).toEqual(["14 fields where the header has 16"]));
  it("rejects a row without a status", () => expect(fixture(17)).toEqual(["no status"]));

  it("keeps sound standings rows", () => {
    const rows = (parsed.officialStandings ?? []).filter((r) => r.season === "2019");
    expect(rows.map((r) => r.location.record)).toEqual(["line 2", "line 8"]);
    expect(rows[0]).toEqual({
      location: { file: STANDINGS_2019, record: "line 2" },
      sport: "football",
      competition: "vleague-1",
      season: "2019",
      position: 1,
      team: { name: "Alpha FC", kind: "club", sourceId: "AAA" },
      played: 3,
      won: 2,
      drawn: 1,
      lost: 0,
      goalsFor: 6,
      goalsAgainst: 2,
      points: 7,
    });
  });
  it("rejects a standings row whose results do not add up to its games", () =>
    expect(standing(3)).toEqual(["won 1 + drawn 1 + lost 2 is not played 3"]));
  it("rejects a standings row with a wrong goal difference", () => expect(standing(4)).toEqual(["the goal difference 0 is not 3 - 4"]));
  it("rejects a standings row of an unknown team", () => expect(standing(5)).toEqual(["unknown team id ZZZ (not in teams.csv)"]));
  it("rejects a second row for a position", () => expect(standing(6)).toEqual(["a second row for position 1 or for Old Club"]));
  it("rejects a standings row with a number that is not one", () =>
    expect(standing(7)).toEqual(["played, won, drawn, lost, goals, goalsAgainst and points must all be whole numbers"]));
  it("rejects the rows of a file whose drawn and lost columns are swapped, unless they are equal", () => {
    const file = "vleague/v.league-1/standings/2018.csv";
    expect(reasonFor(file, 2)).toEqual([expect.stringMatching(/^the drawn and lost columns of this file are swapped \(line 2: points 7/)]);
    expect(reasonFor(file, 4)).toHaveLength(1);
    expect((parsed.officialStandings ?? []).filter((r) => r.season === "2018").map((r) => r.team.sourceId)).toEqual(["BBB"]);
  });

  it("places the second phase of 2020 in the groups of the standings", () => {
    const matches = parsed.matches.filter((m) => m.season === "2020");
    expect(matches.map((m) => [m.location.record, m.stage?.name, m.group])).toEqual([
      ["line 2", "First phase", undefined],
      ["line 3", "Second phase", "Group A"],
      ["line 4", "Second phase", "Group B"],
    ]);
    const file = "vleague/v.league-1/fixtures/2020.csv";
    expect(reasonFor(file, 5)).toEqual(["a second-phase match whose teams are not in the same group of the 2020 standings"]);
    expect(reasonFor(file, 6)).toEqual(["no round, so the phase of this two-phase season is not known"]);
  });
});
