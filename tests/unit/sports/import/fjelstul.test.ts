import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { INCIDENT_TYPES, type MatchRecord, type ParsedSource } from "../../../../server/sports/import/records";
import { parseFjelstul } from "../../../../server/sports/import/sources/fjelstul";

const DATA = join(__dirname, "../../../../datasets/sports");
const FIXTURES = join(__dirname, "../../../fixtures/sports");

const match = (parsed: ParsedSource, id: string): MatchRecord => {
  const found = parsed.matches.find((m) => m.sourceRef === `fjelstul:${id}`);
  if (!found) throw new Error(`no match ${id}`);
  return found;
};

describe("parseFjelstul over the real files", () => {
  let parsed: ParsedSource;
  beforeAll(() => {
    parsed = parseFjelstul(DATA);
  });

  it("keeps every match, men's and women's", () => {
    expect(parsed.matches).toHaveLength(1248);
    expect(match(parsed, "M-1991-01")).toMatchObject({ competition: "womens-world-cup", season: "1991" });
    expect(match(parsed, "M-2022-64")).toMatchObject({ competition: "world-cup", season: "2022" });
  });

  it("reads the 2022 final: score by phase, goals in order, both starting XIs", () => {
    const final = match(parsed, "M-2022-64");
    expect(final.home).toEqual({ name: "Argentina", kind: "national", sourceId: "T-03" });
    expect(final.away.name).toBe("France");
    expect(final.stage).toEqual({ name: "Final", kind: "knockout", order: 6 });
    expect(final.kickoff).toEqual({ date: "2022-12-18", time: "18:00", zone: "Asia/Qatar" });
    expect(final.venue).toMatchObject({ name: "Lusail Stadium", city: "Lusail", country: "Qatar" });
    expect(final.score).toEqual({ final: [3, 3], extraTime: [3, 3], fullTime: [2, 2], halfTime: [2, 0], penalties: [4, 2] });
    const goalTypes: number[] = [INCIDENT_TYPES.goal, INCIDENT_TYPES.penaltyGoal, INCIDENT_TYPES.ownGoal];
    const goals = final.incidents!.filter((i) => goalTypes.includes(i.type)).map((i) => [i.playerName, i.minute, i.type, i.side]);
    expect(goals).toEqual([
      ["Lionel Messi", 23, INCIDENT_TYPES.penaltyGoal, "home"],
      ["Ángel Di María", 36, INCIDENT_TYPES.goal, "home"],
      ["Kylian Mbappé", 80, INCIDENT_TYPES.penaltyGoal, "away"],
      ["Kylian Mbappé", 81, INCIDENT_TYPES.goal, "away"],
      ["Lionel Messi", 108, INCIDENT_TYPES.goal, "home"],
      ["Kylian Mbappé", 118, INCIDENT_TYPES.penaltyGoal, "away"],
    ]);
    const sequences = final.incidents!.filter((i) => i.minute !== null).map((i) => i.sequence);
    expect(sequences).toEqual(sequences.map((_, index) => index + 1));
    const kicks = final.incidents!.filter((i) => i.minute === null);
    expect(kicks.filter((k) => k.side === "home").map((k) => [k.playerName, k.sequence, k.type])).toEqual([
      ["Lionel Messi", 1, INCIDENT_TYPES.shootoutGoal],
      ["Paulo Dybala", 2, INCIDENT_TYPES.shootoutGoal],
      ["Leandro Paredes", 3, INCIDENT_TYPES.shootoutGoal],
      ["Gonzalo Montiel", 4, INCIDENT_TYPES.shootoutGoal],
    ]);
    expect(kicks.filter((k) => k.type === INCIDENT_TYPES.shootoutMiss).map((k) => k.playerName)).toEqual([
      "Kingsley Coman",
      "Aurélien Tchouaméni",
    ]);
    for (const side of ["home", "away"] as const) {
      expect(final.lineups!.filter((l) => l.side === side && l.starter)).toHaveLength(11);
    }
    expect(final.lineups).toContainEqual({
      side: "home",
      playerName: "Lionel Messi",
      playerSourceId: "P-14758",
      shirtNumber: 10,
      position: "RF",
      starter: true,
    });
  });

  it("pairs a substitution only when one player went off and one came on", () => {
    const subs = match(parsed, "M-2022-64").incidents!.filter((i) => i.type === INCIDENT_TYPES.substitution);
    expect(subs).toContainEqual(
      expect.objectContaining({
        side: "home",
        minute: 64,
        inPlayerName: "Marcos Acuña",
        outPlayerName: "Ángel Di María",
        playerName: "Marcos Acuña",
      }),
    );
    // 41': Dembélé and Giroud off, Kolo Muani and Thuram on: who replaced whom is not in the data.
    const at41 = subs.filter((s) => s.minute === 41);
    expect(at41).toHaveLength(4);
    expect(at41.every((s) => (s.inPlayerName === undefined) !== (s.outPlayerName === undefined))).toBe(true);
  });

  it("reads 1930's first match: France 4-1 Mexico at 15:00 in Montevideo, then UTC-3:30", () => {
    const first = match(parsed, "M-1930-01");
    expect(first).toMatchObject({
      home: { name: "France" },
      away: { name: "Mexico" },
      group: "Group 1",
      stage: { name: "Group stage", kind: "group", order: 1 },
    });
    expect(first.kickoff).toEqual({ date: "1930-07-13", time: "15:00", zone: "America/Montevideo" });
    expect(first.score).toEqual({ final: [4, 1], fullTime: [4, 1], halfTime: [3, 0] });
    const offset = new Intl.DateTimeFormat("en", { timeZone: "America/Montevideo", timeZoneName: "longOffset" }).format(
      new Date("1930-07-13T18:30:00Z"),
    );
    expect(offset).toContain("GMT-03:30");
  });

  it("gives each venue its zone, city by city where the host spans zones", () => {
    expect(parsed.matches.filter((m) => m.venue?.city === "Yekaterinburg").every((m) => m.kickoff.zone === "Asia/Yekaterinburg")).toBe(
      true,
    );
    expect(parsed.matches.filter((m) => m.venue?.city === "Manaus").every((m) => m.kickoff.zone === "America/Manaus")).toBe(true);
    expect(parsed.matches.filter((m) => m.venue?.city === "Pasadena").every((m) => m.kickoff.zone === "America/Los_Angeles")).toBe(true);
  });

  it("resolves groups the files name two ways, and keeps replays", () => {
    expect(match(parsed, "M-1982-37")).toMatchObject({
      home: { name: "Austria" },
      group: "Group D",
      stage: { name: "Second group stage", order: 2 },
    });
    expect(match(parsed, "M-2015-06").group).toBe("Group C");
    expect(match(parsed, "M-1934-12")).toMatchObject({ round: "Quarter-finals", score: { final: [1, 1], extraTime: [1, 1] } });
    expect(match(parsed, "M-1934-13")).toMatchObject({ round: "Quarter-finals (replay)", score: { final: [1, 0] } });
    expect(match(parsed, "M-1991-20").stage?.name).toMatch(/^(Quarter|Semi)-finals$|^Final$|^Third-place match$/);
  });

  it("rejects only the second-yellow minutes, the unpaired substitutions and 1950's final-round table", () => {
    const count = (text: string) => parsed.rejections.filter((r) => r.reason.includes(text)).length;
    expect(count("second yellow card")).toBe(69);
    expect(count("no player")).toBe(10);
    expect(count("earlier stage")).toBe(4);
    expect(parsed.rejections).toHaveLength(83);
    expect(parsed.rejections).toContainEqual(
      expect.objectContaining({ file: "fjelstul-worldcup/bookings.csv", reason: expect.stringContaining("John Heitinga") }),
    );
    const heitinga = match(parsed, "M-2010-64").incidents!.filter((i) => i.playerName === "John Heitinga");
    expect(heitinga.map((i) => [i.type, i.minute])).toEqual([[INCIDENT_TYPES.yellowCard, 57]]);
  });

  it("reads players and the official group tables", () => {
    expect(parsed.players!.find((p) => p.sourceId === "P-14758")).toEqual({
      sourceId: "P-14758",
      name: "Lionel Messi",
      givenName: "Lionel",
      familyName: "Messi",
      birthDate: "1987-06-24",
    });
    expect(parsed.players!.find((p) => p.sourceId === "P-38906")).toEqual({
      sourceId: "P-38906",
      name: "Pelé",
      familyName: "Pelé",
      birthDate: "1940-10-23",
    });
    expect(parsed.officialStandings!.find((r) => r.season === "1930" && r.position === 1 && r.group === "Group 1")).toMatchObject({
      competition: "world-cup",
      team: { name: "Argentina", sourceId: "T-03" },
      played: 3,
      won: 3,
      drawn: 0,
      lost: 0,
      goalsFor: 10,
      goalsAgainst: 4,
      points: 6,
    });
  });
});

describe("parseFjelstul rejections (fixtures)", () => {
  let parsed: ParsedSource;
  beforeAll(() => {
    parsed = parseFjelstul(FIXTURES);
  });
  const rejected = (file: string, reason: RegExp) =>
    expect(parsed.rejections).toContainEqual({
      file: `fjelstul-worldcup/${file}`,
      record: expect.stringMatching(/^line \d+$/),
      reason: expect.stringMatching(reason),
    });

  it("a match whose venue has no time zone", () => {
    rejected("matches.csv", /M-1930-98: no time zone known for the venue \(Springfield, United States\)/);
    expect(parsed.matches.map((m) => m.sourceRef)).toEqual(["fjelstul:M-1930-01", "fjelstul:M-2022-64"]);
  });
  it("a match whose stage is not the tournament's", () => rejected("matches.csv", /M-1930-97: stage "round of 32"/));
  it("a goal of a match not kept, and an own goal credited to the scorer's team (the halves are then unknown)", () => {
    rejected("goals.csv", /match "M-1930-99" is not a kept match/);
    rejected("goals.csv", /own goal credited to the scorer's own team/);
    expect(match(parsed, "M-1930-01").score).toEqual({ final: [4, 1], fullTime: [4, 1] });
  });
  it("a second yellow card whose minute is the first yellow's, and a booking with no card", () => {
    rejected("bookings.csv", /second yellow card of .*: the row's minute 57' is that of the first yellow card/);
    rejected("bookings.csv", /are not a booking/);
    const cards = match(parsed, "M-2022-64").incidents!.filter((i) => i.playerName === "Lionel Messi" || i.playerName === "Enzo Fernández");
    expect(cards.filter((i) => i.type === INCIDENT_TYPES.yellowCard && i.minute === 57).map((i) => i.playerName)).toEqual(["Lionel Messi"]);
    // A second-yellow row after a plain yellow of the same player is the sending-off itself.
    expect(cards.filter((i) => i.type === INCIDENT_TYPES.cardUpgrade).map((i) => [i.playerName, i.minute])).toEqual([
      ["Enzo Fernández", 100],
    ]);
  });
  it("a substitution with no counterpart", () => rejected("substitutions.csv", /going off at 77'|coming on at 77'/));
  it("a shoot-out kick of a match without a shoot-out", () => rejected("penalty_kicks.csv", /M-1930-01 had no penalty shoot-out/));
  it("an appearance both starter and substitute", () => rejected("player_appearances.csv", /starter "1" and substitute "1"/));
  it("a player with an impossible birth date; 'not available' is left out", () => {
    rejected("players.csv", /birth date "1990-13-45"/);
    expect(parsed.players!.find((p) => p.sourceId === "P-99998")?.birthDate).toBeUndefined();
  });
  it("a group table row of a later stage reusing an earlier group's name", () =>
    rejected("group_standings.csv", /Group 1 of the final round/));
});
