import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { INCIDENT_TYPES, type MatchRecord, type ParsedSource } from "../../../../server/sports/import/records";
import { parseInternational, VIETNAM_NAMES } from "../../../../server/sports/import/sources/international";

const DATA = join(__dirname, "../../../../datasets/sports");
const FIXTURES = join(__dirname, "../../../fixtures/sports");

const find = (parsed: ParsedSource, date: string, home: string, away: string): MatchRecord => {
  const found = parsed.matches.find((m) => m.kickoff.date === date && m.home.name === home && m.away.name === away);
  if (!found) throw new Error(`no match ${date} ${home} - ${away}`);
  return found;
};
const isVietnam = (m: MatchRecord) => VIETNAM_NAMES.has(m.home.name) || VIETNAM_NAMES.has(m.away.name);

describe("parseInternational over the real files", () => {
  let parsed: ParsedSource;
  beforeAll(() => {
    parsed = parseInternational(DATA);
  });

  it("keeps matches from 2018, and Vietnam's, the ASEAN Championship's and the Asian Cup's whatever the date", () => {
    const older = parsed.matches.filter((m) => m.kickoff.date < "2018-01-01");
    expect(older.length).toBeGreaterThan(500);
    expect(older.every((m) => isVietnam(m) || m.competition === "asean-cup" || m.competition === "asian-cup")).toBe(true);
    const vietnam = parsed.matches.filter((m) => m.home.name === "Vietnam" || m.away.name === "Vietnam");
    expect(vietnam.some((m) => m.kickoff.date < "1991-12-31")).toBe(true);
    expect(vietnam.every((m) => m.kickoff.zone !== "")).toBe(true);
  });

  it("has the 2024 ASEAN Championship final legs, won by Vietnam 5-3 on aggregate", () => {
    const first = find(parsed, "2025-01-02", "Vietnam", "Thailand");
    const second = find(parsed, "2025-01-05", "Thailand", "Vietnam");
    for (const leg of [first, second]) expect(leg).toMatchObject({ competition: "asean-cup", season: "2024", neutral: false });
    expect(first.kickoff).toEqual({ date: "2025-01-02", zone: "Asia/Ho_Chi_Minh" });
    expect(second.kickoff).toEqual({ date: "2025-01-05", zone: "Asia/Bangkok" });
    expect(first.score?.final).toEqual([2, 1]);
    expect(second.score?.final).toEqual([2, 3]);
    expect(first.score!.final[0] + second.score!.final[1]).toBe(5);
    expect(first.score!.final[1] + second.score!.final[0]).toBe(3);
  });

  it("names editions by the year they started, or by their name when played later", () => {
    expect(find(parsed, "2021-12-06", "Laos", "Vietnam")).toMatchObject({ competition: "asean-cup", season: "2020" });
    expect(
      parsed.matches.filter((m) => m.competition === "asian-cup" && m.kickoff.date.startsWith("2024")).every((m) => m.season === "2023"),
    ).toBe(true);
    expect(
      parsed.matches.filter((m) => m.competition === "world-cup" && m.kickoff.date.startsWith("2022")).every((m) => m.season === "2022"),
    ).toBe(true);
    expect(parsed.matches.filter((m) => m.competition === "friendly").every((m) => m.season === m.kickoff.date.slice(0, 4))).toBe(true);
  });

  it("reads the 2022 final's goals and shoot-out winner", () => {
    const final = find(parsed, "2022-12-18", "Argentina", "France");
    expect(final).toMatchObject({ competition: "world-cup", season: "2022", neutral: true, kickoff: { zone: "Asia/Qatar" } });
    expect(final.score).toEqual({ final: [3, 3], shootoutWinner: "home" });
    expect(final.incidents!.map((i) => [i.playerName, i.minute, i.type])).toEqual([
      ["Lionel Messi", 23, INCIDENT_TYPES.penaltyGoal],
      ["Ángel Di María", 36, INCIDENT_TYPES.goal],
      ["Kylian Mbappé", 80, INCIDENT_TYPES.penaltyGoal],
      ["Kylian Mbappé", 81, INCIDENT_TYPES.goal],
      // The file says 109 where Fjelstul says 108: minutes are kept as each source gives them.
      ["Lionel Messi", 109, INCIDENT_TYPES.goal],
      ["Kylian Mbappé", 118, INCIDENT_TYPES.penaltyGoal],
    ]);
  });

  it("rejects only the shoot-out of a match results.csv does not have", () => {
    expect(parsed.rejections).toEqual([
      {
        file: "international/shootouts.csv",
        record: "line 424",
        reason: "no match 2011-06-29 Saare County - Åland Islands in results.csv",
      },
    ]);
  });

  it("honours `since`", () => {
    const later = parseInternational(DATA, { since: "2026-01-01" });
    expect(later.matches.filter((m) => m.kickoff.date < "2026-01-01" && m.competition === "friendly" && !isVietnam(m))).toEqual([]);
    expect(later.matches.length).toBeLessThan(parsed.matches.length);
  });
});

describe("parseInternational rejections (fixtures)", () => {
  let parsed: ParsedSource;
  beforeAll(() => {
    parsed = parseInternational(FIXTURES);
  });
  const rejected = (file: string, reason: RegExp) =>
    expect(parsed.rejections).toContainEqual({
      file: `international/${file}`,
      record: expect.stringMatching(/^lines? \d+/),
      reason: expect.stringMatching(reason),
    });

  it("keeps Vietnam's old match with a goal of unknown minute last, and a not-played match without score", () => {
    const vn = find(parsed, "1991-08-20", "Vietnam", "Indonesia");
    expect(vn).toMatchObject({ competition: "sea-games", season: "1991", neutral: true, kickoff: { zone: "Asia/Manila" } });
    expect(vn.incidents!.map((i) => [i.playerName, i.minute, i.sequence])).toEqual([
      ["Lê Huỳnh Đức", 30, 1],
      ["Widodo Cahyono Putro", 80, 2],
      ["Rochy Putiray", null, 3],
    ]);
    expect(find(parsed, "2026-07-19", "Spain", "Brazil").score).toBeUndefined();
    expect(parsed.matches.some((m) => m.kickoff.date === "1950-05-01")).toBe(false);
  });
  it("a match in a country without a zone", () => rejected("results.csv", /no time zone known for the country "Atlantis"/));
  it("a score that is not a number", () => rejected("results.csv", /score "x"-"0"/));
  it("two matches with the same date and teams: both kept, without goals", () => {
    rejected("results.csv", /another line has the same date and teams/);
    expect(parsed.matches.filter((m) => m.home.name === "Tahiti")).toHaveLength(2);
  });
  it("a goal list that does not add up: the match keeps its score, not its goals", () => {
    rejected("goalscorers.csv", /Vietnam - Thailand: 1-0 kept rows for a 1-1 score/);
    expect(find(parsed, "2008-12-28", "Vietnam", "Thailand")).toMatchObject({
      competition: "asean-cup",
      season: "2008",
      score: { final: [1, 1] },
    });
    expect(find(parsed, "2008-12-28", "Vietnam", "Thailand").incidents).toBeUndefined();
  });
  it("a goal of a team not in the match", () => {
    rejected("goalscorers.csv", /team "Germany" did not play the match/);
    expect(find(parsed, "2019-06-05", "Brazil", "Qatar").incidents).toBeUndefined();
  });
  it("a goal of a match results.csv does not have", () => rejected("goalscorers.csv", /no match 2030-01-01 Mars - Venus/));
  it("a shoot-out winner who did not play, and a shoot-out of no match", () => {
    rejected("shootouts.csv", /winner "Japan" did not play the match/);
    rejected("shootouts.csv", /no match 2011-06-29 Saare County/);
    expect(find(parsed, "2022-12-18", "Argentina", "France").score).toEqual({ final: [3, 3], shootoutWinner: "home" });
  });
});
