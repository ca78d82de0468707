import { describe, expect, it } from "vitest";
import { type IncidentJson, type LineupPlayerJson, type MatchScoreJson, type TeamRef } from "../../../contract/sports/api";
import { type StandingsJson } from "../../../contract/sports/standings-api";
import { jsonForScript } from "~/components/seo/JsonLd";
import {
  formationLines,
  homeShare,
  localisedStage,
  minuteLabel,
  pitchLine,
  resultFor,
  resultText,
  scoreLine,
  shootoutProgress,
  splitIncidents,
  stageLine,
  statisticLabel,
  statusLabel,
  tableOfMatch,
} from "~/services/sports/match-view";

const team = (id: number, name: string, nameVi: string | null = null): TeamRef => ({
  id,
  slug: name.toLowerCase(),
  name,
  nameVi,
  kind: "national",
  code: null,
});
const ARGENTINA = team(1, "Argentina");
const FRANCE = team(2, "France", "Pháp");
const score = (parts: Partial<MatchScoreJson>): MatchScoreJson => ({
  home: null,
  away: null,
  halfTime: null,
  fullTime: null,
  extraTime: null,
  penalties: null,
  shootoutWinner: null,
  ...parts,
});
const FINAL_SCORE = score({ home: 3, away: 3, halfTime: [2, 0], fullTime: [2, 2], extraTime: [3, 3], penalties: [4, 2] });

describe("the score as fans read it", () => {
  it("reads the 2022 final: 3 - 3, half-time, extra time and the shoot-out", () => {
    expect(scoreLine(FINAL_SCORE, ARGENTINA, FRANCE)).toEqual({
      main: "3 - 3",
      halfTime: "(HT 2-0)",
      extraTime: "Sau hiệp phụ",
      shootout: "Luân lưu 4-2",
    });
    expect(resultText({ score: FINAL_SCORE, home: ARGENTINA, away: FRANCE })).toBe("Argentina 3 - 3 Pháp (Sau hiệp phụ) (Luân lưu 4-2)");
  });

  it("names the shoot-out's winner when only the winner is known", () => {
    expect(scoreLine(score({ home: 1, away: 1, shootoutWinner: "away" }), ARGENTINA, FRANCE).shootout).toBe("Pháp thắng luân lưu");
  });

  it("has no score before kick-off, and says so in words", () => {
    expect(scoreLine(score({}), ARGENTINA, FRANCE)).toEqual({ main: null, halfTime: null, extraTime: null, shootout: null });
    expect(resultText({ score: score({}), home: ARGENTINA, away: FRANCE })).toBe("Argentina vs Pháp");
  });

  it("labels each status in Vietnamese", () => {
    expect(["Upcoming", "Live", "Ended"].map(statusLabel)).toEqual(["Sắp diễn ra", "Đang diễn ra", "Kết thúc"]);
  });
});

describe("stage, round and group", () => {
  it("translates the data's stage names and leaves others as they are", () => {
    expect(localisedStage("Final")).toBe("Chung kết");
    expect(localisedStage("Matchday 12")).toBe("Vòng 12");
    expect(localisedStage("Group C")).toBe("Bảng C");
    expect(localisedStage("Play-in tournament")).toBe("Play-in tournament");
  });

  it("does not repeat a stage that is also the round", () => {
    expect(stageLine({ stage: { name: "Final", kind: "knockout" }, round: "Final", group: null })).toEqual(["Chung kết"]);
    expect(stageLine({ stage: { name: "Group stage", kind: "group" }, round: "Group stage", group: "Group C" })).toEqual([
      "Vòng bảng",
      "Bảng C",
    ]);
  });
});

const incident = (parts: Partial<IncidentJson>): IncidentJson => ({
  sequence: 1,
  position: 1,
  type: 1,
  minute: 10,
  stoppage: 0,
  player_name: null,
  in_player_name: null,
  out_player_name: null,
  player_slug: null,
  ...parts,
});

describe("the timeline", () => {
  it("writes minutes as 23' and 90+3', and none for a shoot-out kick", () => {
    expect(minuteLabel({ minute: 23, stoppage: 0 })).toBe("23'");
    expect(minuteLabel({ minute: 90, stoppage: 3 })).toBe("90+3'");
    expect(minuteLabel({ minute: null, stoppage: 0 })).toBe("");
  });

  it("keeps the shoot-out apart, with its score after each kick", () => {
    const kicks = [
      incident({ sequence: 3, type: 29, position: 1, minute: null }),
      incident({ sequence: 4, type: 30, position: 2, minute: null }),
      incident({ sequence: 5, type: 29, position: 2, minute: null }),
    ];
    const { play, shootout } = splitIncidents([incident({ sequence: 1 }), incident({ sequence: 2, type: 3 }), ...kicks]);
    expect(play.map((item) => item.sequence)).toEqual([1, 2]);
    expect(shootoutProgress(shootout).map((step) => step.score)).toEqual([
      [1, 0],
      [1, 0],
      [1, 1],
    ]);
  });
});

const player = (role: string | null, starter = true, name = `P ${role}`): LineupPlayerJson => ({
  playerName: name,
  playerSlug: null,
  shirtNumber: 1,
  role,
  starter,
});

describe("the pitch", () => {
  it("puts finer position codes on their line", () => {
    expect(["GK", "LB", "CB", "RWB", "SW", "DM", "AM", "RM", "CF", "LW", "SS", "xx", null].map(pitchLine)).toEqual([
      "GK",
      "DF",
      "DF",
      "DF",
      "DF",
      "MF",
      "MF",
      "MF",
      "FW",
      "FW",
      "FW",
      null,
      null,
    ]);
  });

  it("places the starters by line, goalkeeper first, each line from left to right; substitutes stay off", () => {
    const lines = formationLines([player("CF"), player("RB"), player("GK"), player("CB"), player("LB"), player("DF", false)]);
    expect(lines?.map(({ line, players }) => [line, players.map((one) => one.role)])).toEqual([
      ["GK", ["GK"]],
      ["DF", ["LB", "CB", "RB"]],
      ["FW", ["CF"]],
    ]);
  });

  it("draws no pitch when a starter's role is unknown or there are no starters", () => {
    expect(formationLines([player("GK"), player(null)])).toBeNull();
    expect(formationLines([player("GK", false)])).toBeNull();
  });
});

describe("statistics", () => {
  it("labels the codes in Vietnamese and leaves unknown ones out", () => {
    expect(["yellowCards", "redCards", "substitutions", "xG"].map(statisticLabel)).toEqual(["Thẻ vàng", "Thẻ đỏ", "Thay người", null]);
  });

  it("splits a bar by the home side's share, evenly when both are 0", () => {
    expect(homeShare(5, 3)).toBe(63);
    expect(homeShare(0, 0)).toBe(50);
    expect(homeShare(0, 4)).toBe(0);
  });
});

describe("form", () => {
  const match = (homeGoals: number, awayGoals: number) => ({
    home: ARGENTINA,
    away: FRANCE,
    score: score({ home: homeGoals, away: awayGoals }),
  });

  it("reads a result from each team's side; a shoot-out leaves it a draw", () => {
    expect([resultFor(match(2, 1), ARGENTINA.id), resultFor(match(2, 1), FRANCE.id)]).toEqual(["W", "L"]);
    expect(resultFor({ ...match(2, 2), score: score({ home: 2, away: 2, penalties: [3, 4] }) }, ARGENTINA.id)).toBe("D");
    expect(resultFor({ ...match(0, 0), score: score({}) }, ARGENTINA.id)).toBeNull();
  });
});

describe("the table of the match", () => {
  const row = (id: number) => ({ team: team(id, `T${id}`) }) as StandingsJson["tables"][number]["rows"][number];
  const standings = {
    tables: [
      { key: "Group A", rows: [row(5), row(6)] },
      { key: "Group C", rows: [row(1), row(7), row(2)] },
    ],
  } as StandingsJson;

  it("is the match's group for a group match", () => {
    expect(tableOfMatch(standings, { group: "Group C", home: ARGENTINA, away: FRANCE })?.key).toBe("Group C");
  });

  it("is otherwise the table holding either team, and none when no table does", () => {
    expect(tableOfMatch(standings, { group: null, home: team(9, "X"), away: FRANCE })?.key).toBe("Group C");
    expect(tableOfMatch(standings, { group: null, home: team(9, "X"), away: team(10, "Y") })).toBeNull();
  });
});

describe("JSON in an inline script", () => {
  it("escapes < so that no text can close the script", () => {
    const text = jsonForScript({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
