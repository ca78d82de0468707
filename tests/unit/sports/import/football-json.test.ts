import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { MatchRecord, ParsedSource } from "../../../../server/sports/import/records";
import { parseFootballJson } from "../../../../server/sports/import/sources/football-json";

const DATA = fileURLToPath(new URL("../../../../datasets/sports", import.meta.url));
const FIXTURES = fileURLToPath(new URL("../../../fixtures/sports/football-json", import.meta.url));

const count = (matches: MatchRecord[], test: (match: MatchRecord) => boolean) => matches.filter(test).length;

describe("parseFootballJson over the shipped files", () => {
  const parsed = parseFootballJson(DATA);
  const of = (competition: string, season: string) => parsed.matches.filter((m) => m.competition === competition && m.season === season);

  it("keeps every match of every league season (unplayed ones without a score)", () => {
    for (const season of ["2023-24", "2024-25"]) {
      for (const code of ["en.1", "es.1", "it.1"]) expect(of(code, season)).toHaveLength(380);
      for (const code of ["de.1", "fr.1"]) expect(of(code, season)).toHaveLength(306);
    }
    expect(of("uefa.cl", "2024-25")).toHaveLength(189);
    // 2025-26 is in progress: 380 fixtures, one postponed without a new date.
    expect(of("en.1", "2025-26")).toHaveLength(379);
    expect(count(of("en.1", "2025-26"), (m) => m.score === undefined)).toBe(88);
    expect(count(of("es.1", "2024-25"), (m) => m.score === undefined)).toBe(10);
    expect(count(of("en.1", "2023-24"), (m) => m.score === undefined)).toBe(0);
  });

  it("reads the first Premier League match of 2023-24", () => {
    const [first] = of("en.1", "2023-24");
    expect(first).toEqual({
      location: { file: "football.json/2023-24/en.1.json", record: "matches[0]" },
      sourceRef: "football.json:en.1:2023-24:0",
      sport: "football",
      competition: "en.1",
      season: "2023-24",
      stage: { name: "League", kind: "league", order: 1 },
      round: "Matchday 1",
      kickoff: { date: "2023-08-11", time: "20:00", zone: "Europe/London" },
      home: { name: "Burnley FC", kind: "club" },
      away: { name: "Manchester City FC", kind: "club" },
      score: { halfTime: [0, 2], fullTime: [0, 3], final: [0, 3] },
    });
  });

  it("gives each league its zone and the Champions League its stages, without the country suffix", () => {
    expect(of("it.1", "2024-25")[0]?.kickoff.zone).toBe("Europe/Rome");
    expect(of("uefa.cl", "2024-25")[0]?.kickoff.zone).toBe("Europe/Paris");
    const stages: Record<string, number> = {};
    for (const match of of("uefa.cl", "2024-25")) {
      const key = `${match.stage?.order} ${match.stage?.kind} ${match.stage?.name}`;
      stages[key] = (stages[key] ?? 0) + 1;
    }
    expect(stages).toEqual({
      "1 league League phase": 144,
      "2 knockout Playoffs": 16,
      "3 knockout Round of 16": 16,
      "4 knockout Quarterfinals": 8,
      "5 knockout Semifinals": 4,
      "6 knockout Final": 1,
    });
    const names = new Set(of("uefa.cl", "2024-25").flatMap((m) => [m.home.name, m.away.name]));
    expect(names.has("Aston Villa FC")).toBe(true);
    expect([...names].filter((name) => /\(/.test(name))).toEqual([]);
    expect(of("en.1", "2024-25").some((m) => m.home.name === "Aston Villa FC")).toBe(true);
    const final = of("uefa.cl", "2024-25").at(-1);
    expect(final?.round).toBe("Finals, Final");
    expect(final?.score).toBeUndefined();
  });

  it("keeps awarded results and reports what it rejected", () => {
    const awarded = of("de.1", "2024-25").find((m) => m.home.name === "1. FC Union Berlin" && m.away.name === "VfL Bochum 1848");
    expect(awarded?.score?.final).toEqual([0, 2]);
    const liverpool = of("uefa.cl", "2024-25").find((m) => m.location.record === "matches[169]");
    expect(liverpool?.score).toEqual({ halfTime: [0, 1], fullTime: [0, 1], extraTime: [0, 1], final: [0, 1] });
    expect(parsed.rejections).toEqual([
      { file: "football.json/2024-25/uefa.cl.json", record: "matches[169]", reason: expect.stringMatching(/shoot-out 4-4 is level/) },
      { file: "football.json/2024-25/uefa.cl.json", record: "matches[174]", reason: expect.stringMatching(/shoot-out 4-4 is level/) },
      { file: "football.json/2025-26/en.1.json", record: "matches[302]", reason: expect.stringMatching(/^postponed/) },
    ]);
  });
});

describe("parseFootballJson rejections", () => {
  const parsed: ParsedSource = parseFootballJson(FIXTURES);
  const LEAGUE = "football.json/2030-31/en.1.json";
  const reasonFor = (record: string, file = LEAGUE) =>
    parsed.rejections.filter((r) => r.file === file && r.record === record).map((r) => r.reason);
  const kept = (record: string, file = LEAGUE) => parsed.matches.find((m) => m.location.file === file && m.location.record === record);

  it("keeps the sound matches, an unplayed one without a score and an awarded one", () => {
    expect(kept("matches[0]")?.score?.final).toEqual([2, 1]);
    expect(kept("matches[1]")).toMatchObject({ home: { name: "Home 1 FC" } });
    expect(kept("matches[1]")?.score).toBeUndefined();
    expect(kept("matches[15]")?.score?.final).toEqual([0, 3]);
    const keptRecords = parsed.matches.filter((m) => m.location.file === LEAGUE).map((m) => m.location.record);
    expect(keptRecords).toEqual(["matches[0]", "matches[1]", "matches[15]"]);
  });

  it("rejects an impossible date", () => expect(reasonFor("matches[2]")).toEqual(['the date "2030-02-30" is not a real YYYY-MM-DD day']));
  it("rejects a missing time", () => expect(reasonFor("matches[3]")).toEqual(["no kick-off time"]));
  it("rejects an impossible time", () => expect(reasonFor("matches[4]")).toEqual(['the time "25:00" is not HH:mm']));
  it("rejects a missing team", () => expect(reasonFor("matches[5]")).toEqual(["a team is missing"]));
  it("rejects the same team on both sides", () => expect(reasonFor("matches[6]")).toEqual(["the same team on both sides (Gamma FC)"]));
  it("rejects a negative score", () =>
    expect(reasonFor("matches[7]")).toEqual([expect.stringMatching(/full-time score \[-1,0\] is not two whole/)]));
  it("rejects a score that is not a whole number", () =>
    expect(reasonFor("matches[8]")).toEqual([expect.stringMatching(/full-time score \[1.5,0\] is not two whole/)]));
  it("rejects a score of the wrong shape", () =>
    expect(reasonFor("matches[9]")).toEqual([expect.stringMatching(/\[1\] is not two whole/)]));
  it("rejects a half-time score above the full-time one", () =>
    expect(reasonFor("matches[10]")).toEqual(["the half-time score 2-0 is greater than the full-time score 1-0"]));
  it("rejects a second copy of a match", () =>
    expect(reasonFor("matches[11]")).toEqual(["a second copy of matches[0] (2030-08-10, Alpha FC - Beta FC)"]));
  it("rejects a postponed match", () => expect(reasonFor("matches[12]")).toEqual([expect.stringMatching(/^postponed/)]));
  it("rejects an unknown status", () => expect(reasonFor("matches[13]")).toEqual(['unknown status "suspended"']));
  it("rejects a score without a full-time result", () => expect(reasonFor("matches[14]")).toEqual(["the score has no full-time result"]));

  describe("Champions League", () => {
    const CL = "football.json/2030-31/uefa.cl.json";
    it("strips the country suffix and reads the stage from the round", () => {
      expect(kept("matches[0]", CL)).toMatchObject({
        home: { name: "Alpha FC", kind: "club" },
        away: { name: "Club Delta", kind: "club" },
        stage: { name: "League phase", kind: "league", order: 1 },
        round: "League, Matchday 1",
        kickoff: { zone: "Europe/Paris" },
      });
      expect(kept("matches[2]", CL)).toMatchObject({
        stage: { name: "Quarterfinals", kind: "knockout", order: 4 },
        score: { fullTime: [1, 1], extraTime: [2, 1], final: [2, 1] },
      });
    });
    it("keeps a match whose shoot-out is level, without the shoot-out", () => {
      expect(kept("matches[1]", CL)?.score).toEqual({ halfTime: [0, 1], fullTime: [0, 1], extraTime: [0, 1], final: [0, 1] });
      expect(reasonFor("matches[1]", CL)).toEqual([expect.stringMatching(/shoot-out 4-4 is level/)]);
    });
    it("rejects an unknown round", () =>
      expect(reasonFor("matches[3]", CL)).toEqual(['unknown Champions League round "Group stage, Matchday 1"']));
  });

  it("rejects a file of an unknown competition and a file that is not JSON", () => {
    expect(reasonFor("whole file", "football.json/2030-31/xx.9.json")).toEqual(['"xx.9" is not a competition this importer knows']);
    expect(reasonFor("whole file", "football.json/2031-32/de.1.json")).toEqual([expect.stringMatching(/^not readable JSON/)]);
    expect(parsed.rejections).toHaveLength(17);
  });
});
