import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseWorldcupJson } from "../../../../server/sports/import/sources/worldcup-json";

const DATA = fileURLToPath(new URL("../../../../datasets/sports", import.meta.url));
const FIXTURES = fileURLToPath(new URL("../../../fixtures/sports/worldcup-json", import.meta.url));
const FILE = "worldcup.json/2022/worldcup.json";

describe("parseWorldcupJson over the shipped files", () => {
  const parsed = parseWorldcupJson(DATA);

  it("keeps all 64 matches: 48 in eight groups, 16 knockout matches, all at Qatar's time", () => {
    expect(parsed.rejections).toEqual([]);
    expect(parsed.matches).toHaveLength(64);
    expect(parsed.matches.filter((m) => m.stage?.kind === "group" && /^Group [A-H]$/.test(m.group ?? ""))).toHaveLength(48);
    const knockout = parsed.matches.filter((m) => m.stage?.kind === "knockout").map((m) => `${m.stage?.order} ${m.stage?.name}`);
    expect(knockout.filter((s) => s === "2 Round of 16")).toHaveLength(8);
    expect(knockout.filter((s) => s === "3 Quarter-finals")).toHaveLength(4);
    expect(knockout.filter((s) => s === "4 Semi-finals")).toHaveLength(2);
    expect(knockout).toContain("5 Match for third place");
    expect(knockout).toContain("6 Final");
    expect(new Set(parsed.matches.map((m) => m.kickoff.zone))).toEqual(new Set(["Asia/Qatar"]));
    expect(parsed.matches.every((m) => m.competition === "world-cup" && m.season === "2022" && m.home.kind === "national")).toBe(true);
  });

  it("reads the final: Argentina 3-3 France after extra time, 4-2 on penalties, its goals in minute order", () => {
    const final = parsed.matches.find((m) => m.stage?.name === "Final");
    expect(final).toMatchObject({
      location: { file: FILE, record: "matches[63]" },
      sourceRef: "worldcup.json:2022:63",
      kickoff: { date: "2022-12-18", time: "18:00", zone: "Asia/Qatar" },
      home: { name: "Argentina", kind: "national" },
      away: { name: "France", kind: "national" },
      venue: { name: "Lusail Iconic Stadium", city: "Lusail", capacity: 88966 },
      score: { halfTime: [2, 0], fullTime: [2, 2], extraTime: [3, 3], penalties: [4, 2], final: [3, 3] },
    });
    expect(final?.incidents?.map((g) => [g.sequence, g.side, g.type, g.minute, g.stoppage, g.playerName])).toEqual([
      [1, "home", 8, 23, 0, "Lionel Messi"],
      [2, "home", 1, 36, 0, "Ángel Di María"],
      [3, "away", 8, 80, 0, "Kylian Mbappé"],
      [4, "away", 1, 81, 0, "Kylian Mbappé"],
      [5, "home", 1, 108, 0, "Lionel Messi"],
      [6, "away", 8, 118, 0, "Kylian Mbappé"],
    ]);
  });

  it("counts an own goal for the side it is listed under, and reads stoppage time", () => {
    const canada = parsed.matches.find((m) => m.home.name === "Canada" && m.away.name === "Morocco");
    expect(canada?.incidents?.find((g) => g.type === 17)).toMatchObject({ side: "home", minute: 40, playerName: "Nayef Aguerd" });
    const senegal = parsed.matches.find((m) => m.home.name === "Senegal" && m.away.name === "Netherlands");
    expect(senegal?.incidents?.at(-1)).toMatchObject({ side: "away", minute: 90, stoppage: 9, playerName: "Davy Klaassen" });
    const goalless = parsed.matches.find((m) => m.home.name === "England" && m.away.name === "USA");
    expect(goalless?.score?.final).toEqual([0, 0]);
    expect(goalless?.incidents).toBeUndefined();
  });
});

describe("parseWorldcupJson rejections", () => {
  const parsed = parseWorldcupJson(FIXTURES);
  const reasonFor = (index: number) => parsed.rejections.filter((r) => r.record === `matches[${index}]`).map((r) => r.reason);
  const kept = (index: number) => parsed.matches.find((m) => m.location.record === `matches[${index}]`);

  it("keeps sound matches, with goals sorted and typed, and finds a renamed ground by its city", () => {
    expect(kept(0)?.incidents).toEqual([
      { side: "home", type: 8, minute: 10, stoppage: 0, sequence: 1, playerName: "Ann A" },
      { side: "away", type: 1, minute: 45, stoppage: 0, sequence: 2, playerName: "Cid C" },
      { side: "home", type: 17, minute: 45, stoppage: 2, sequence: 3, playerName: "Bob B" },
      { side: "home", type: 1, minute: 50, stoppage: 0, sequence: 4, playerName: "Ann A" },
    ]);
    expect(kept(0)).toMatchObject({ group: "Group A", stage: { name: "Group stage", kind: "group", order: 1 }, venue: { city: "Doha" } });
    expect(kept(1)).toMatchObject({
      venue: { name: "Gamma Iconic Park", city: "Lusail", capacity: 80000 },
      stage: { name: "Final", kind: "knockout", order: 6 },
    });
    expect(kept(1)?.incidents?.map((g) => g.minute)).toEqual([60, 90, 105, 118]);
    expect(kept(9)?.incidents).toBeUndefined();
    expect(parsed.matches.map((m) => m.location.record)).toEqual([
      "matches[0]",
      "matches[1]",
      "matches[4]",
      "matches[5]",
      "matches[9]",
      "matches[13]",
    ]);
  });

  it("rejects a match at an unknown ground", () =>
    expect(reasonFor(2)).toEqual([expect.stringMatching(/^unknown ground "Omega Stadium, Doha"/)]));
  it("rejects a match whose ground's zone it cannot place", () =>
    expect(reasonFor(3)).toEqual([expect.stringMatching(/time zone "UTC\+1"/)]));
  it("keeps a match whose goals disagree with its score, without the goals", () => {
    expect(kept(4)?.score?.final).toEqual([2, 0]);
    expect(kept(4)?.incidents).toBeUndefined();
    expect(reasonFor(4)).toEqual(["1 + 0 goals listed for a 2-0 score: the match is kept without its goals"]);
  });
  it("keeps a match with an impossible goal minute, without the goals", () => {
    expect(kept(5)?.incidents).toBeUndefined();
    expect(reasonFor(5)).toEqual([expect.stringMatching(/^goals1\[0\] has an impossible minute 95 \(no extra time was played\)/)]);
  });
  it("keeps a match with a goal both penalty and own goal, without the goals", () =>
    expect(reasonFor(13)).toEqual(["goals1[0] is both a penalty and an own goal: the match is kept without its goals"]));
  it("rejects an unknown knockout round", () => expect(reasonFor(6)).toEqual(['unknown knockout round "Round of 32"']));
  it("rejects an impossible date", () => expect(reasonFor(7)).toEqual(['the date "2022-11-31" is not a real YYYY-MM-DD day']));
  it("rejects the same team on both sides", () => expect(reasonFor(8)).toEqual(["the same team on both sides (Nland)"]));
  it("rejects a second copy of a match", () => expect(reasonFor(10)).toEqual([expect.stringMatching(/^a second copy of matches\[0\]/)]));
  it("rejects a group that is not a group letter", () => expect(reasonFor(11)).toEqual(['the group "Group 1" is not "Group <letter>"']));
  it("rejects a missing time", () => expect(reasonFor(12)).toEqual(["no kick-off time"]));
});
