import { describe, expect, it } from "vitest";
import { INCIDENT_CODES } from "../../../contract/sports/incidents";
import { buildScript, inventShootout, type OriginalIncident, type OriginalMatch } from "../../../server/live/replay/script";
import { seededRandom } from "../../../server/live/replay/random";
import { replayStateAt } from "../../../server/live/replay/timeline";

const KICKOFF = Date.UTC(2026, 10, 24, 13, 0);
const MINUTE = 60_000;

function incident(type: number, position: number, minute: number | null, stoppage = 0, playerName: string | null = null): OriginalIncident {
  return { type, position, minute, stoppage, playerName, inPlayerName: null, outPlayerName: null, playerId: null };
}

// The 2022 World Cup final as the shipped data has it (fewer incidents).
const FINAL: OriginalMatch = {
  seed: "replay:football:2026-11-24:2000",
  sport: "football",
  final: [3, 3],
  halfTime: [2, 0],
  fullTime: [2, 2],
  extraTime: [3, 3],
  penalties: [4, 2],
  shootoutWinner: null,
  incidents: [
    incident(INCIDENT_CODES.penaltyGoal, 1, 23, 0, "Lionel Messi"),
    incident(INCIDENT_CODES.goal, 1, 36, 0, "Ángel Di María"),
    incident(INCIDENT_CODES.yellowCard, 1, 45, 7, "Enzo Fernández"),
    incident(INCIDENT_CODES.penaltyGoal, 2, 80, 0, "Kylian Mbappé"),
    incident(INCIDENT_CODES.goal, 2, 81, 0, "Kylian Mbappé"),
    incident(INCIDENT_CODES.goal, 1, 108, 0, "Lionel Messi"),
    incident(INCIDENT_CODES.penaltyGoal, 2, 118, 0, "Kylian Mbappé"),
    incident(INCIDENT_CODES.shootoutGoal, 1, null, 0, "Lionel Messi"),
    incident(INCIDENT_CODES.shootoutGoal, 2, null, 0, "Kylian Mbappé"),
    incident(INCIDENT_CODES.shootoutGoal, 1, null, 0, "Paulo Dybala"),
    incident(INCIDENT_CODES.shootoutMiss, 2, null, 0, "Kingsley Coman"),
    incident(INCIDENT_CODES.shootoutGoal, 1, null, 0, "Leandro Paredes"),
    incident(INCIDENT_CODES.shootoutMiss, 2, null, 0, "Aurélien Tchouaméni"),
    incident(INCIDENT_CODES.shootoutGoal, 1, null, 0, "Gonzalo Montiel"),
    incident(INCIDENT_CODES.shootoutGoal, 2, null, 0, "Randal Kolo Muani"),
  ],
};

const at = (script: ReturnType<typeof buildScript>, minutes: number) => replayStateAt(script, KICKOFF, KICKOFF + minutes * MINUTE);

describe("a football replay", () => {
  const script = buildScript(FINAL);

  it("is upcoming before kick-off and ended after its length, with the real result", () => {
    expect(at(script, -1)).toMatchObject({ status: "Upcoming", score: null, period: null, incidents: [] });
    const ended = replayStateAt(script, KICKOFF, KICKOFF + script.durationMs);
    expect(ended).toMatchObject({
      status: "Ended",
      score: [3, 3],
      halfTime: [2, 0],
      fullTime: [2, 2],
      extraTime: [3, 3],
      penalties: [4, 2],
    });
    expect(ended.incidents.map((item) => item.playerName)).toContain("Randal Kolo Muani");
  });

  it("plays its goals at their real minutes, with the clock running in real time", () => {
    // "23'" is the 23rd minute: clock 22:00 to 22:59.
    expect(at(script, 21.5)).toMatchObject({ status: "Live", period: "1H", score: [0, 0], clockSeconds: 21 * 60 + 30, clockRunning: true });
    expect(at(script, 23.99).score).toEqual([1, 0]);
    expect(at(script, 37).score).toEqual([2, 0]);
  });

  it("has stoppage time long enough for the data's 45+7' card, then half-time with the clock stopped", () => {
    const stoppage = at(script, 45 + 7.9);
    expect(stoppage.period).toBe("1H");
    expect(stoppage.incidents.some((item) => item.stoppage === 7)).toBe(true);
    const firstHalfEnd = script.phases.find((phase) => phase.period === "HT");
    expect(firstHalfEnd).toBeDefined();
    const halfTime = replayStateAt(script, KICKOFF, KICKOFF + (firstHalfEnd?.startMs ?? 0) + MINUTE);
    expect(halfTime).toMatchObject({ period: "HT", clockRunning: false, halfTime: [2, 0], score: [2, 0] });
  });

  it("goes through extra time and a shoot-out kick by kick", () => {
    const shootout = script.phases.find((phase) => phase.period === "PEN");
    expect(shootout).toBeDefined();
    const afterThreeKicks = replayStateAt(script, KICKOFF, KICKOFF + (shootout?.startMs ?? 0) + 3 * MINUTE);
    expect(afterThreeKicks).toMatchObject({ period: "PEN", score: [3, 3], extraTime: [3, 3], penalties: [2, 1] });
  });

  it("numbers incidents in the order they happen and is the same every time it is built", () => {
    const again = buildScript(FINAL);
    expect(again).toEqual(script);
    expect(script.incidents.map((item) => item.sequence)).toEqual(script.incidents.map((_, index) => index + 1));
    const times = script.incidents.map((item) => item.atMs);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});

describe("a football replay of a match with only half-time and full-time scores", () => {
  const original: OriginalMatch = {
    ...FINAL,
    seed: "league",
    final: [2, 1],
    halfTime: [1, 1],
    fullTime: [2, 1],
    extraTime: null,
    penalties: null,
    incidents: [],
  };
  const script = buildScript(original);

  it("places goals in the halves the scores say, without names", () => {
    const halfTimePhase = script.phases.find((phase) => phase.period === "HT");
    const atHalfTime = replayStateAt(script, KICKOFF, KICKOFF + (halfTimePhase?.startMs ?? 0));
    expect(atHalfTime.score).toEqual([1, 1]);
    const goals = script.incidents.filter((item) => item.type === INCIDENT_CODES.goal);
    expect(goals).toHaveLength(3);
    expect(goals.every((goal) => goal.playerName === null)).toBe(true);
    expect(replayStateAt(script, KICKOFF, KICKOFF + script.durationMs)).toMatchObject({
      score: [2, 1],
      halfTime: [1, 1],
      fullTime: [2, 1],
    });
    expect(script.phases.some((phase) => phase.period.startsWith("ET"))).toBe(false);
  });

  it("ignores goals in the data that contradict the recorded score", () => {
    const contradicting = buildScript({
      ...original,
      incidents: [incident(INCIDENT_CODES.goal, 1, 10), incident(INCIDENT_CODES.goal, 1, 20), incident(INCIDENT_CODES.goal, 1, 30)],
    });
    const ended = replayStateAt(contradicting, KICKOFF, KICKOFF + contradicting.durationMs);
    expect(ended).toMatchObject({ score: [2, 1], halfTime: [1, 1] });
    expect(ended.periodScores).toEqual([
      [1, 1],
      [1, 0],
    ]);
  });
});

describe("an invented shoot-out", () => {
  it.each([[[4, 2]], [[5, 4]], [[3, 2]], [[7, 6]], [[1, 0]]] as [[number, number]][])("ends exactly at %j", (final) => {
    const kicks = inventShootout(final, seededRandom(`pens-${final.join("-")}`));
    expect(kicks.filter(([side, goal]) => side === 1 && goal)).toHaveLength(final[0]);
    expect(kicks.filter(([side, goal]) => side === 2 && goal)).toHaveLength(final[1]);
    expect(kicks.every(([side], index) => side === (index % 2 === 0 ? 1 : 2))).toBe(true);
  });
});

describe("a basketball replay", () => {
  const script = buildScript({
    ...FINAL,
    seed: "nba",
    sport: "basketball",
    final: [112, 104],
    halfTime: null,
    fullTime: null,
    extraTime: null,
    penalties: null,
    incidents: [],
  });

  it("counts the clock down in four quarters with stoppages, and the running score reaches the real one", () => {
    const early = at(script, 1);
    expect(early).toMatchObject({ status: "Live", period: "Q1", clockRunning: true });
    expect(early.clockSeconds).toBe(11 * 60);
    const stopped = at(script, 2.5);
    expect(stopped).toMatchObject({ period: "Q1", clockRunning: false, clockSeconds: 10 * 60 });
    const quarters = new Set(script.phases.map((phase) => phase.period));
    expect([...quarters]).toEqual(
      ["Q1", "Q2", "Q3", "Q4", "BRK", "HT"]
        .filter((period) => quarters.has(period))
        .sort((a, b) => script.phases.findIndex((p) => p.period === a) - script.phases.findIndex((p) => p.period === b)),
    );
    const middle = at(script, 50);
    expect((middle.score?.[0] ?? 0) + (middle.score?.[1] ?? 0)).toBeGreaterThan(0);
    expect((middle.score?.[0] ?? 0) + (middle.score?.[1] ?? 0)).toBeLessThan(216);
    const ended = replayStateAt(script, KICKOFF, KICKOFF + script.durationMs);
    expect(ended.score).toEqual([112, 104]);
    expect(ended.periodScores).toHaveLength(4);
    expect(ended.periodScores.reduce((sum, pair) => sum + pair[0], 0)).toBe(112);
  });

  it("never lets the score go down", () => {
    let last = 0;
    for (let minute = 0; minute < script.durationMs / MINUTE; minute += 0.5) {
      const state = at(script, minute);
      const total = (state.score?.[0] ?? 0) + (state.score?.[1] ?? 0);
      expect(total).toBeGreaterThanOrEqual(last);
      last = total;
    }
  });
});
