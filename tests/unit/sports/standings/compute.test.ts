// Hand-made cases for the standings engine: each rule's order of criteria, head-to-head and
// mini-leagues, fair play, the NBA, unplayed matches and eras.
import { describe, expect, it } from "vitest";
import { computeStandings, type StandingsMatch, type StandingsRow, type StandingsTeam } from "../../../../server/sports/standings/compute";
import { rulesFor, type StandingsRules } from "../../../../server/sports/standings/rules";

const teams = (...names: string[]): StandingsTeam[] => names.map((name) => ({ id: name, name }));

/** "A 2-1 B" → a played match; "A - B" → not played. */
function m(text: string, extra: Partial<StandingsMatch> = {}): StandingsMatch {
  const played = /^(.+?) (\d+)-(\d+) (.+)$/.exec(text);
  if (played?.[1] && played[4]) {
    return {
      homeTeamId: played[1],
      awayTeamId: played[4],
      homeGoals: Number(played[2]),
      awayGoals: Number(played[3]),
      played: true,
      ...extra,
    };
  }
  const [home = "", away = ""] = text.split(" - ");
  return { homeTeamId: home, awayTeamId: away, homeGoals: null, awayGoals: null, played: false, ...extra };
}

function table(rules: StandingsRules, names: string[], matches: StandingsMatch[]): StandingsRow[] {
  const result = computeStandings({ rules, teams: teams(...names), matches });
  expect(result.tables).toHaveLength(1);
  return result.tables[0]?.rows ?? [];
}

const order = (rows: StandingsRow[]): string[] => rows.map((r) => r.teamId);

describe("points adjustments", () => {
  it("applies a deduction and lists it with its reason", () => {
    const rows = computeStandings({
      rules: rulesFor("en.1", "2023-24"),
      teams: teams("A", "B"),
      matches: [m("A 1-0 B"), m("B 0-0 A")],
      adjustments: [{ teamId: "A", points: -6, reason: "Trừ 6 điểm (thử nghiệm)", source: "test" }],
    }).tables[0]?.rows;
    expect(rows?.map((r) => [r.teamId, r.points, r.pointsFromResults])).toEqual([
      ["B", 1, 1],
      ["A", -2, 4],
    ]);
    expect(rows?.[1]?.adjustments).toEqual([{ points: -6, reason: "Trừ 6 điểm (thử nghiệm)", source: "test" }]);
    expect(rows?.[0]?.adjustments).toEqual([]);
  });
});

describe("the order of criteria, competition by competition", () => {
  // A and B level on points; A has the better goal difference, B won the match between them.
  const matches = [m("A 5-0 C"), m("B 1-0 A"), m("C 0-0 B"), m("C 0-0 A")];
  const cases: [code: string, season: string, first: string, tiedOn: string][] = [
    ["en.1", "2023-24", "A", "goalDifference"],
    ["es.1", "2023-24", "B", "h2hPoints"],
    ["it.1", "2024-25", "B", "h2hPoints"],
    ["de.1", "2024-25", "A", "goalDifference"],
    ["fr.1", "2024-25", "A", "goalDifference"],
    ["uefa.cl", "2024-25", "A", "goalDifference"],
    ["world-cup", "2018", "A", "goalDifference"],
    ["world-cup", "2026", "B", "h2hPoints"],
    ["womens-world-cup", "2023", "A", "goalDifference"],
    ["vleague-1", "2017", "B", "h2hPoints"],
  ];
  it.each(cases)("%s %s", (code, season, first, tiedOn) => {
    const rows = table(rulesFor(code, season), ["A", "B", "C"], matches);
    expect(rows[0]?.points).toBe(rows[1]?.points);
    expect(rows[0]?.teamId).toBe(first);
    expect(rows[0]?.tiedOn).toBe(tiedOn);
  });

  it("Premier League: level on points, goal difference and goals, then points and away goals between them", () => {
    // A and B: 5 points, +1, 3 goals each; they drew twice, A scoring more away (2-2 at B, 0-0 at home).
    const level = table(rulesFor("en.1", "2024-25"), ["A", "B", "C", "D"], [m("A 0-0 B"), m("B 2-2 A"), m("A 1-0 C"), m("B 1-0 D")]);
    expect(order(level).slice(0, 2)).toEqual(["A", "B"]);
    expect(level[0]?.tiedOn).toBe("h2hAwayGoals");
  });

  it("Bundesliga: the aggregate between the tied clubs, then away goals between them, then all away goals", () => {
    // A and B: 6 points, 5-3 goals each; A won the aggregate between them 3-2.
    const rows = table(rulesFor("de.1", "2024-25"), ["A", "B", "C"], [m("A 2-0 B"), m("B 2-1 A"), m("A 2-1 C"), m("B 3-0 C")]);
    expect(rows.map((r) => [r.teamId, r.points, r.goalsFor, r.goalsAgainst])).toEqual([
      ["A", 6, 5, 3],
      ["B", 6, 5, 3],
      ["C", 0, 1, 5],
    ]);
    expect(rows[0]?.tiedOn).toBe("h2hGoalDifference");
    // Aggregate level (1-1, 2-2): away goals between them, B scored 2 at A.
    const away = table(rulesFor("de.1", "2024-25"), ["A", "B", "C"], [m("A 2-2 B"), m("B 1-1 A"), m("A 1-0 C"), m("B 1-0 C")]);
    expect(order(away).slice(0, 2)).toEqual(["B", "A"]);
    expect(away[0]?.tiedOn).toBe("h2hAwayGoals");
  });

  it("Ligue 1: goal difference first, then head-to-head before goals scored", () => {
    // A and B: 3 points, goal difference 0; B scored more overall but A won the match between them.
    const rows = table(rulesFor("fr.1", "2024-25"), ["A", "B", "C", "D"], [m("A 1-0 B"), m("B 3-2 C"), m("A 0-1 D"), m("C - D")]);
    expect(order(rows)).toEqual(["D", "A", "B", "C"]);
    expect(rows[0]?.points).toBe(3);
    const a = rows.find((r) => r.teamId === "A");
    const b = rows.find((r) => r.teamId === "B");
    expect([a?.goalDifference, b?.goalDifference]).toEqual([0, 0]);
    expect(b?.goalsFor).toBeGreaterThan(a?.goalsFor ?? 0);
    expect(order(rows).indexOf("A")).toBeLessThan(order(rows).indexOf("B"));
    expect(a?.tiedOn).toBe("h2hPoints");
  });

  it("Champions League league phase: away goals, then wins, then away wins", () => {
    // A and B: 4 points, +1, 3 goals; A scored 2 away, B 1.
    const rows = table(rulesFor("uefa.cl", "2024-25"), ["A", "B", "C", "D"], [m("C 1-2 A"), m("A 1-1 D"), m("B 2-1 C"), m("D 1-1 B")]);
    expect(order(rows).slice(0, 2)).toEqual(["A", "B"]);
    expect(rows[0]?.tiedOn).toBe("awayGoals");
  });
});

describe("head-to-head", () => {
  it("La Liga style: two teams level on points, the match between them decides over goal difference", () => {
    const rules = rulesFor("es.1", "2024-25");
    const rows = table(
      rules,
      ["Real", "Barça", "Other"],
      [m("Real 2-1 Barça"), m("Barça 0-0 Real"), m("Barça 6-0 Other"), m("Other 1-0 Real")],
    );
    expect(rows.map((r) => [r.teamId, r.points, r.goalDifference])).toEqual([
      ["Real", 4, 0],
      ["Barça", 4, 5],
      ["Other", 3, -5],
    ]);
    expect(rows[0]?.tiedOn).toBe("h2hPoints");
  });

  // A, B and C level on 10 points. Among the three: A 9 points; B and C 4 each with goal difference 0,
  // so the three-team mini-league leaves B and C tied; between the two alone, B won 2-0 and drew 1-1.
  // C has the better overall goal difference, which decides only for rules without the mini-league.
  const miniLeague = [
    m("A 1-0 B"),
    m("B 0-1 A"),
    m("A 1-0 C"),
    m("C 3-0 A"),
    m("B 2-0 C"),
    m("C 1-1 B"),
    m("A 0-0 D"),
    m("D 5-0 A"),
    m("B 1-0 D"),
    m("D 0-1 B"),
    m("C 3-0 D"),
    m("D 0-3 C"),
  ];

  it("three teams: the mini-league, re-applied to the two still tied (La Liga)", () => {
    const rows = table(rulesFor("es.1", "2023-24"), ["A", "B", "C", "D"], miniLeague);
    expect(rows.map((r) => [r.teamId, r.points])).toEqual([
      ["A", 10],
      ["B", 10],
      ["C", 10],
      ["D", 4],
    ]);
    expect(rows.map((r) => r.tiedOn)).toEqual(["h2hPoints", "h2hPoints", "points", null]);
  });

  it("three teams: Serie A re-applies the same way; V.League's goals between the three decide first", () => {
    expect(order(table(rulesFor("it.1", "2023-24"), ["A", "B", "C", "D"], miniLeague))).toEqual(["A", "B", "C", "D"]);
    // Among the three, C scored 4 and B 3: V.League's head-to-head block includes goals scored.
    const vleague = table(rulesFor("vleague-1", "2019"), ["A", "B", "C", "D"], miniLeague);
    expect(order(vleague)).toEqual(["A", "C", "B", "D"]);
    expect(vleague[1]?.tiedOn).toBe("h2hGoalsFor");
  });

  it("three teams: without the mini-league the next criterion (overall goal difference) decides", () => {
    const rules: StandingsRules = { ...rulesFor("es.1", "2023-24"), reapply: "none" };
    const rows = table(rules, ["A", "B", "C", "D"], miniLeague);
    expect(order(rows)).toEqual(["A", "C", "B", "D"]);
    expect(rows[1]?.tiedOn).toBe("goalDifference");
    // Premier League: goal difference comes first.
    expect(order(table(rulesFor("en.1", "2023-24"), ["A", "B", "C", "D"], miniLeague))).toEqual(["C", "B", "A", "D"]);
  });

  it("everything level: ordered by name and marked as lots", () => {
    const rows = table(rulesFor("es.1", "2023-24"), ["Zeta", "Alfa"], [m("Zeta 1-1 Alfa"), m("Alfa 0-0 Zeta")]);
    expect(order(rows)).toEqual(["Alfa", "Zeta"]);
    expect(rows[0]?.tiedOn).toBe("lots");
  });
});

describe("World Cup groups", () => {
  // 2018 Group H (FIFA); bookings from the Fjelstul World Cup Database (datasets/sports/fjelstul-worldcup):
  // Japan 4 yellow cards, Senegal 6; Colombia a straight red and 3 yellows, Poland 1 yellow.
  const groupH = [
    m("COL 1-2 JPN", { date: "2018-06-19", fairPlay: { home: -4 - 2, away: -1 } }),
    m("POL 1-2 SEN", { date: "2018-06-19", fairPlay: { home: -1, away: -2 } }),
    m("JPN 2-2 SEN", { date: "2018-06-24", fairPlay: { home: -2, away: -3 } }),
    m("POL 0-3 COL", { date: "2018-06-24" }),
    m("JPN 0-1 POL", { date: "2018-06-28", fairPlay: { home: -1, away: 0 } }),
    m("SEN 0-1 COL", { date: "2018-06-28", fairPlay: { home: -1, away: -1 } }),
  ].map((match) => ({ ...match, group: "H" }));

  it("1954 Group 2: the play-off is left out of the table and puts its winner above its loser", () => {
    const group2 = [
      m("GER 4-1 TUR", { date: "1954-06-17" }),
      m("HUN 9-0 KOR", { date: "1954-06-17" }),
      m("TUR 7-0 KOR", { date: "1954-06-20" }),
      m("HUN 8-3 GER", { date: "1954-06-20" }),
      m("GER 7-2 TUR", { date: "1954-06-23" }),
    ].map((match) => ({ ...match, group: "2" }));
    const result = computeStandings({ rules: rulesFor("world-cup", "1954"), teams: teams("HUN", "GER", "TUR", "KOR"), matches: group2 });
    const rows = result.tables[0]?.rows ?? [];
    // Turkey's goal average (8/4) is better than West Germany's (7/9): only the play-off puts Germany second.
    expect(rows.map((r) => [r.teamId, r.played, r.points, r.goalsFor, r.goalsAgainst])).toEqual([
      ["HUN", 2, 4, 17, 3],
      ["GER", 2, 2, 7, 9],
      ["TUR", 2, 2, 8, 4],
      ["KOR", 2, 0, 0, 16],
    ]);
    expect(rows[1]?.tiedOn).toBe("playoff");
    const without = computeStandings({ rules: rulesFor("world-cup", "1962"), teams: teams("HUN", "GER", "TUR", "KOR"), matches: group2 });
    expect(without.tables[0]?.rows.find((r) => r.teamId === "GER")?.played).toBe(3);
  });

  it("2018 Group H: Japan over Senegal on fair-play points", () => {
    const result = computeStandings({ rules: rulesFor("world-cup", "2018"), teams: teams("COL", "JPN", "SEN", "POL"), matches: groupH });
    expect(result.tables.map((t) => t.key)).toEqual(["H"]);
    const rows = result.tables[0]?.rows ?? [];
    expect(rows.map((r) => [r.teamId, r.points, r.goalsFor, r.goalsAgainst])).toEqual([
      ["COL", 6, 5, 2],
      ["JPN", 4, 4, 4],
      ["SEN", 4, 4, 4],
      ["POL", 3, 2, 5],
    ]);
    expect(rows.map((r) => r.tiedOn)).toEqual(["points", "fairPlay", "points", null]);
    expect(rows.map((r) => r.zone?.kind ?? null)).toEqual(["advance", "advance", null, null]);
    expect(rows[1]?.form).toEqual(["W", "D", "L"]);
  });

  it("a group decided on goals scored, then on the match between the teams", () => {
    const rules = rulesFor("world-cup", "2022");
    // A and B: 4 points, +1; A scored 4, B 2.
    const goals = table(rules, ["A", "B", "C", "D"], [m("A 3-2 C"), m("A 1-1 B"), m("B 1-0 D")]);
    expect(order(goals).slice(0, 2)).toEqual(["A", "B"]);
    expect(goals[0]?.tiedOn).toBe("goalsFor");
    // A and B: 3 points, +0, 2 goals; B beat A.
    const h2h = table(rules, ["A", "B", "C", "D"], [m("A 0-1 B"), m("A 2-1 C"), m("B 1-2 D"), m("C 5-0 D")]);
    expect(order(h2h)).toEqual(["C", "B", "A", "D"]);
    expect(h2h[1]?.tiedOn).toBe("h2hPoints");
  });

  it("eras: 2 points for a win in a 1990 group, 3 in 1994", () => {
    // 1990 Group F: Ireland and the Netherlands level on everything, separated by the drawing of lots
    // (Ireland second, as by name here).
    const groupF = [
      m("England 1-1 Ireland"),
      m("Netherlands 1-1 Egypt"),
      m("England 0-0 Netherlands"),
      m("Ireland 0-0 Egypt"),
      m("England 1-0 Egypt"),
      m("Ireland 1-1 Netherlands"),
    ].map((match) => ({ ...match, group: "F" }));
    const names = ["England", "Ireland", "Netherlands", "Egypt"];
    const rules1990 = rulesFor("world-cup", "1990");
    expect(rules1990.points.win).toBe(2);
    const rows = table(rules1990, names, groupF);
    expect(rows.map((r) => [r.teamId, r.points])).toEqual([
      ["England", 4],
      ["Ireland", 3],
      ["Netherlands", 3],
      ["Egypt", 2],
    ]);
    expect(rows[1]?.tiedOn).toBe("lots");
    expect(rows[2]?.zone?.kind).toBe("best-third");
    expect(table(rulesFor("world-cup", "1994"), names, groupF)[0]?.points).toBe(5);
    expect(rulesFor("world-cup", "1966").criteria).toContain("goalAverage");
    expect(rulesFor("womens-world-cup", "1991").points.win).toBe(2);
  });

  it("goal average before 1970", () => {
    // A: 6-3 (average 2.0, difference +3); B: 3-1 (average 3.0, difference +2).
    const rows = table(rulesFor("world-cup", "1962"), ["A", "B", "C"], [m("A 6-3 C"), m("B 3-1 C"), m("A 0-0 B")]);
    expect(order(rows).slice(0, 2)).toEqual(["B", "A"]);
    expect(rows[0]?.tiedOn).toBe("goalAverage");
  });

  it("ranks the best third-placed teams across groups (1986-1994)", () => {
    const rules = rulesFor("world-cup", "1994");
    const group = (g: string, third: number) =>
      [
        m(`${g}1 1-0 ${g}2`),
        m(`${g}1 2-0 ${g}3`),
        m(`${g}1 1-0 ${g}4`),
        m(`${g}2 1-0 ${g}3`),
        m(`${g}2 1-0 ${g}4`),
        m(`${g}3 ${third}-0 ${g}4`),
      ].map((match) => ({ ...match, group: g }));
    const groups = ["A", "B", "C", "D", "E", "F"];
    const result = computeStandings({
      rules,
      teams: groups.flatMap((g) => teams(`${g}1`, `${g}2`, `${g}3`, `${g}4`)),
      matches: groups.flatMap((g, i) => group(g, i + 1)),
    });
    expect(result.tables.map((t) => t.key)).toEqual(groups);
    expect(result.bestThirdPlaced?.rows.map((r) => [r.teamId, r.qualifies])).toEqual([
      ["F3", true],
      ["E3", true],
      ["D3", true],
      ["C3", true],
      ["B3", false],
      ["A3", false],
    ]);
  });
});

describe("NBA", () => {
  const nbaTeams: StandingsTeam[] = [
    { id: "BOS", name: "Boston Celtics", conference: "East", division: "Atlantic" },
    { id: "NYK", name: "New York Knicks", conference: "East", division: "Atlantic" },
    { id: "MIL", name: "Milwaukee Bucks", conference: "East", division: "Central" },
    { id: "DEN", name: "Denver Nuggets", conference: "West", division: "Northwest" },
  ];

  it("ranks by win percentage, per conference, with a head-to-head tie-break", () => {
    const result = computeStandings({
      rules: rulesFor("nba", "2023-24"),
      teams: nbaTeams,
      matches: [
        m("BOS 110-100 NYK"),
        m("NYK 120-90 MIL"),
        m("MIL 101-99 BOS"),
        m("BOS 105-100 DEN"),
        m("NYK 100-95 DEN"),
        m("DEN 120-100 MIL"),
      ],
    });
    expect(result.tables.map((t) => t.key)).toEqual(["East", "West"]);
    const east = result.tables[0]?.rows ?? [];
    // Boston and New York 2-1: Boston won their game (New York has the better point differential).
    expect(east.map((r) => [r.teamId, r.won, r.lost, r.winPct])).toEqual([
      ["BOS", 2, 1, 2 / 3],
      ["NYK", 2, 1, 2 / 3],
      ["MIL", 1, 2, 1 / 3],
    ]);
    expect(east[0]?.tiedOn).toBe("h2hWinPct");
    expect(east.map((r) => r.zone?.kind)).toEqual(["playoffs", "playoffs", "playoffs"]);
    expect(result.tables[1]?.rows.map((r) => [r.teamId, r.won, r.lost])).toEqual([["DEN", 1, 2]]);
  });

  it("head-to-head split, both division leaders, different divisions: the conference record decides", () => {
    const result = computeStandings({
      rules: rulesFor("nba", "2023-24"),
      teams: nbaTeams,
      matches: [
        m("BOS 100-90 MIL"),
        m("MIL 100-90 BOS"),
        m("BOS 100-90 NYK"),
        m("MIL 100-90 NYK"),
        m("NYK 90-100 MIL"),
        m("BOS 100-90 DEN"),
        m("DEN 90-100 BOS"),
        m("MIL 100-90 DEN"),
      ],
    });
    const east = result.tables[0]?.rows ?? [];
    // Both 4-1; Boston 2-1 in the East, Milwaukee 3-1.
    expect(east.map((r) => [r.teamId, r.won, r.lost])).toEqual([
      ["MIL", 4, 1],
      ["BOS", 4, 1],
      ["NYK", 0, 3],
    ]);
    expect(east[0]?.tiedOn).toBe("conferenceWinPct");
  });

  it("a division leader goes ahead of a team tied with it that does not lead its division", () => {
    const teamsWithRival: StandingsTeam[] = [...nbaTeams, { id: "CHI", name: "Chicago Bulls", conference: "East", division: "Central" }];
    // BOS leads the Atlantic; CHI is behind MIL in the Central. BOS and CHI 1-1, 1-1 between them.
    const result = computeStandings({
      rules: rulesFor("nba", "2023-24"),
      teams: teamsWithRival,
      matches: [m("BOS 100-90 CHI"), m("CHI 100-90 BOS"), m("MIL 100-90 DEN"), m("MIL 100-90 NYK")],
    });
    const east = result.tables.find((t) => t.key === "East")?.rows ?? [];
    expect(east.map((r) => r.teamId)).toEqual(["MIL", "BOS", "CHI", "NYK"]);
    expect(east[1]?.tiedOn).toBe("divisionLeader");
  });

  it("seeds 1-6 and a play-in from 2020-21; 1-8 before", () => {
    expect(rulesFor("nba", "2023-24").zones.map((z) => [z.from, z.to, z.kind])).toEqual([
      [1, 6, "playoffs"],
      [7, 10, "play-in"],
    ]);
    expect(rulesFor("nba", "2018-19").zones.map((z) => [z.from, z.to, z.kind])).toEqual([[1, 8, "playoffs"]]);
  });
});

describe("unplayed matches and empty rows", () => {
  it("counts unplayed matches for nothing and shows games played as they are", () => {
    const rows = table(
      rulesFor("vleague-1", "2019"),
      ["A", "B", "C", "D", "E"],
      [
        m("A 1-0 B", { order: 1 }),
        m("C 2-2 D", { order: 1 }),
        m("B 3-1 C", { order: 2 }),
        m("D 0-1 A", { order: 2 }),
        m("A - C", { order: 3 }),
        m("B - D", { order: 3 }),
      ],
    );
    expect(rows.map((r) => [r.teamId, r.played, r.points])).toEqual([
      ["A", 2, 6],
      ["B", 2, 3],
      ["D", 2, 1],
      ["C", 2, 1],
      ["E", 0, 0],
    ]);
    const e = rows.find((r) => r.teamId === "E");
    expect(e).toMatchObject({ won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, goalDifference: 0, form: [] });
    expect(e?.zone?.kind).toBe("relegation");
    // D over C: the match between them was drawn, D's goal difference is better (-1 against -2).
    expect(rows[2]?.tiedOn).toBe("goalDifference");
  });

  it("takes the form from the matches in date order, most recent last, five at most", () => {
    const dates = ["2024-01-06", "2024-01-01", "2024-01-05", "2024-01-02", "2024-01-04", "2024-01-03"];
    const scores = ["1-0", "0-1", "2-2", "3-0", "0-4", "1-1"];
    const rows = table(
      rulesFor("en.1", "2024-25"),
      ["A", "B"],
      dates.map((date, i) => m(`A ${scores[i]} B`, { date })),
    );
    const a = rows.find((r) => r.teamId === "A");
    // In date order: L (01), W (02), D (03), L (04), D (05), W (06).
    expect(a?.form).toEqual(["W", "D", "L", "D", "W"]);
  });

  it("rejects a played match without a score and a match with an unknown team", () => {
    const rules = rulesFor("en.1", "2024-25");
    expect(() =>
      computeStandings({
        rules,
        teams: teams("A", "B"),
        matches: [{ homeTeamId: "A", awayTeamId: "B", homeGoals: null, awayGoals: 1, played: true }],
      }),
    ).toThrow(/no valid score/);
    expect(() => computeStandings({ rules, teams: teams("A"), matches: [m("A 1-0 X")] })).toThrow(/not in the input/);
  });
});

describe("rules for a season", () => {
  it("picks the season's own entry over the competition's usual one", () => {
    expect(rulesFor("en.1", "2024-25").zones[0]).toMatchObject({ from: 1, to: 5, kind: "champions-league" });
    expect(rulesFor("en.1", "2025-26").zones[0]).toMatchObject({ from: 1, to: 4 });
    expect(rulesFor("en.1", "2018-19").criteria).toEqual(["points", "goalDifference", "goalsFor"]);
    expect(rulesFor("fr.1", "2025-26").criteria).not.toContain("h2hAwayGoals");
    expect(rulesFor("fr.1", "2023-24").criteria).toContain("h2hAwayGoals");
    expect(rulesFor("vleague-1", "2021").zones).toEqual([]);
    expect(rulesFor("uefa.cl", "2024-25").zones.map((z) => [z.from, z.to])).toEqual([
      [1, 8],
      [9, 24],
      [25, 36],
    ]);
    expect(() => rulesFor("xx.1", "2024-25")).toThrow();
  });

  it("every entry names its source", () => {
    for (const code of ["en.1", "es.1", "it.1", "de.1", "fr.1", "uefa.cl", "world-cup", "womens-world-cup", "vleague-1", "nba"]) {
      const season = code === "world-cup" ? "2022" : code === "womens-world-cup" ? "2023" : code === "vleague-1" ? "2020" : "2024-25";
      expect(rulesFor(code, season).source.length).toBeGreaterThan(10);
    }
  });
});
