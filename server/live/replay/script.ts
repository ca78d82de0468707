// A replay's script: everything that happens in a real match, placed on a real-time line from its
// new kick-off. Built once per replay from the shipped data; deterministic (random.ts), so that
// the state at any instant (timeline.ts) is the same before and after a restart.
import { type IncidentFacts } from "../feed/feed";
import { INCIDENT_CODES } from "../../../contract/sports/incidents";
import { randomInt, seededRandom } from "./random";

export type Side = 1 | 2;
export type ScorePair = [number, number];

export type OriginalIncident = IncidentFacts;

/** What the shipped data says of the real match. */
export interface OriginalMatch {
  /** Seeds the script's randomness (the replay's own key, so two replays of one match differ). */
  seed: string;
  sport: "football" | "basketball";
  final: ScorePair;
  halfTime: ScorePair | null;
  fullTime: ScorePair | null;
  extraTime: ScorePair | null;
  penalties: ScorePair | null;
  shootoutWinner: "home" | "away" | null;
  /** In the data's order (its sequence). */
  incidents: OriginalIncident[];
}

/** A stretch of the match with one period and one clock movement. */
export interface ScriptPhase {
  period: string;
  startMs: number;
  endMs: number;
  /** Clock at the start of the phase, in seconds. */
  clockStart: number;
  /** 1 counts up (football), -1 down (basketball), 0 stopped. */
  clockDirection: 1 | -1 | 0;
  /** Index of the scoring period this phase belongs to (periodScores), or null for a break. */
  scoringPeriod: number | null;
}

export interface ScriptIncident extends OriginalIncident {
  /** 1-based, in the order they happen. */
  sequence: number;
  atMs: number;
}

export interface ScriptBasket {
  atMs: number;
  position: Side;
  points: number;
  scoringPeriod: number;
}

export interface ReplayScript {
  sport: "football" | "basketball";
  phases: ScriptPhase[];
  durationMs: number;
  incidents: ScriptIncident[];
  /** Basketball's running score. */
  baskets: ScriptBasket[];
  final: ScorePair;
  penalties: ScorePair | null;
  shootoutWinner: "home" | "away" | null;
  hasExtraTime: boolean;
}

const MINUTE = 60_000;
const GOAL_TYPES = new Set<number>([INCIDENT_CODES.goal, INCIDENT_CODES.penaltyGoal, INCIDENT_CODES.ownGoal]);
const KICK_TYPES = new Set<number>([INCIDENT_CODES.shootoutGoal, INCIDENT_CODES.shootoutMiss]);

export function buildScript(original: OriginalMatch): ReplayScript {
  return original.sport === "basketball" ? basketballScript(original) : footballScript(original);
}

// ---- football ----

/** The football periods by the minutes they hold: [first minute, last minute, clock at start]. */
const FOOTBALL_PERIODS = [
  { period: "1H", first: 1, last: 45, clockStart: 0 },
  { period: "2H", first: 46, last: 90, clockStart: 45 * 60 },
  { period: "ET1", first: 91, last: 105, clockStart: 90 * 60 },
  { period: "ET2", first: 106, last: 120, clockStart: 105 * 60 },
] as const;

function periodOfMinute(minute: number): number {
  return FOOTBALL_PERIODS.findIndex((period) => minute <= period.last);
}

const side = (position: number): Side => (position === 2 ? 2 : 1);
const sideIndex = (position: number) => side(position) - 1;

/** Goals the data lists, by period and side; null when they contradict the recorded scores. */
function goalsByPeriod(incidents: readonly OriginalIncident[], hasExtraTime: boolean): number[][] {
  const counts = FOOTBALL_PERIODS.map(() => [0, 0]);
  for (const incident of incidents) {
    if (!GOAL_TYPES.has(incident.type) || incident.minute === null) continue;
    const period = periodOfMinute(incident.minute);
    if (period < 0 || (!hasExtraTime && period > 1)) continue;
    const row = counts[period];
    if (row) row[sideIndex(incident.position)] = (row[sideIndex(incident.position)] ?? 0) + 1;
  }
  return counts;
}

/** How many goals each period must have, per side; null where the data does not split them. */
function goalTargets(original: OriginalMatch): { perPeriod: (number[] | null)[]; regulation: number[]; extra: number[] } {
  const hasExtraTime = original.extraTime !== null;
  const [home, away] = original.final;
  // A match that went to extra time was level after 90 minutes: the lower score, when the data does not say.
  const fullTime: ScorePair = original.fullTime ?? (hasExtraTime ? [Math.min(home, away), Math.min(home, away)] : original.final);
  const extra = hasExtraTime ? [home - fullTime[0], away - fullTime[1]] : [0, 0];
  const halfTime = original.halfTime;
  const validHalf = halfTime !== null && halfTime[0] <= fullTime[0] && halfTime[1] <= fullTime[1];
  return {
    perPeriod: [
      validHalf ? [halfTime[0], halfTime[1]] : null,
      validHalf ? [fullTime[0] - halfTime[0], fullTime[1] - halfTime[1]] : null,
      null,
      null,
    ],
    regulation: [fullTime[0], fullTime[1]],
    extra: extra.map((goals) => Math.max(0, goals)),
  };
}

function footballScript(original: OriginalMatch): ReplayScript {
  const random = seededRandom(original.seed);
  const hasExtraTime = original.extraTime !== null;
  const targets = goalTargets(original);
  const listed = goalsByPeriod(original.incidents, hasExtraTime);
  const sum = (periods: number[], index: number) => periods.reduce((total, period) => total + (listed[period]?.[index] ?? 0), 0);
  const consistent = [0, 1].every(
    (index) =>
      sum([0, 1], index) <= (targets.regulation[index] ?? 0) &&
      sum([2, 3], index) <= (targets.extra[index] ?? 0) &&
      targets.perPeriod.every((target, period) => target === null || (listed[period]?.[index] ?? 0) <= (target[index] ?? 0)),
  );

  // The data's incidents in the periods played; goals only when they agree with the scores.
  const kept = original.incidents.filter((incident) => {
    if (KICK_TYPES.has(incident.type)) return false;
    if (incident.minute === null || incident.minute < 1) return false;
    const period = periodOfMinute(incident.minute);
    if (period < 0 || (!hasExtraTime && period > 1)) return false;
    return consistent || !GOAL_TYPES.has(incident.type);
  });
  const have = consistent ? listed : FOOTBALL_PERIODS.map(() => [0, 0]);

  // Goals the data does not name: at minutes consistent with the half-time and full-time scores.
  const invented: OriginalIncident[] = [];
  const addGoals = (count: number, position: number, periods: number[]) => {
    for (let goal = 0; goal < count; goal++) {
      const period = FOOTBALL_PERIODS[periods.length === 1 ? (periods[0] ?? 0) : random() < 0.45 ? (periods[0] ?? 0) : (periods[1] ?? 1)];
      if (!period) continue;
      invented.push({
        type: INCIDENT_CODES.goal,
        position,
        minute: randomInt(random, period.first, period.last),
        stoppage: 0,
        playerName: null,
        inPlayerName: null,
        outPlayerName: null,
        playerId: null,
      });
    }
  };
  for (const index of [0, 1]) {
    const position = index + 1;
    const [firstHalf, secondHalf] = targets.perPeriod;
    if (firstHalf && secondHalf) {
      addGoals((firstHalf[index] ?? 0) - (have[0]?.[index] ?? 0), position, [0]);
      addGoals((secondHalf[index] ?? 0) - (have[1]?.[index] ?? 0), position, [1]);
    } else {
      addGoals((targets.regulation[index] ?? 0) - (have[0]?.[index] ?? 0) - (have[1]?.[index] ?? 0), position, [0, 1]);
    }
    if (hasExtraTime) addGoals((targets.extra[index] ?? 0) - (have[2]?.[index] ?? 0) - (have[3]?.[index] ?? 0), position, [2, 3]);
  }

  const events = [...kept, ...invented]
    .map((incident, order) => ({ incident, order }))
    .sort((a, b) => clockOf(a.incident) - clockOf(b.incident) || a.order - b.order)
    .map(({ incident }) => incident);

  // Stoppage time long enough for the data's last stoppage-time incident of each period.
  const longestStoppage = (periodLast: number) =>
    Math.max(0, ...events.filter((incident) => incident.minute === periodLast).map((incident) => incident.stoppage + 1));
  const stoppage = [
    Math.max(longestStoppage(45), randomInt(random, 1, 4)),
    Math.max(longestStoppage(90), randomInt(random, 2, 6)),
    Math.max(longestStoppage(105), randomInt(random, 0, 2)),
    Math.max(longestStoppage(120), randomInt(random, 1, 3)),
  ];

  const phases: ScriptPhase[] = [];
  let at = 0;
  const play = (periodIndex: number) => {
    const period = FOOTBALL_PERIODS[periodIndex];
    if (!period) return;
    const length = (period.last - period.first + 1 + (stoppage[periodIndex] ?? 0)) * MINUTE;
    phases.push({
      period: period.period,
      startMs: at,
      endMs: at + length,
      clockStart: period.clockStart,
      clockDirection: 1,
      scoringPeriod: periodIndex,
    });
    at += length;
  };
  const pause = (period: string, minutes: number, clock: number) => {
    phases.push({ period, startMs: at, endMs: at + minutes * MINUTE, clockStart: clock, clockDirection: 0, scoringPeriod: null });
    at += minutes * MINUTE;
  };
  play(0);
  pause("HT", 15, 45 * 60);
  play(1);
  if (hasExtraTime) {
    pause("WET", 5, 90 * 60);
    play(2);
    pause("ETHT", 1, 105 * 60);
    play(3);
  }

  const timed: ScriptIncident[] = [];
  // Incidents of one minute, spread over it in their order.
  const usedInMinute = new Map<string, number>();
  for (const incident of events) {
    const minute = incident.minute ?? 1;
    const periodIndex = periodOfMinute(minute);
    const phase = phases.find((candidate) => candidate.scoringPeriod === periodIndex);
    if (!phase) continue;
    const minuteKey = `${minute}+${incident.stoppage}`;
    const within = usedInMinute.get(minuteKey) ?? 0;
    usedInMinute.set(minuteKey, within + 1);
    const second = Math.min(58, 8 + within * 7 + randomInt(random, 0, 5));
    const clock = (minute - 1 + incident.stoppage) * 60 + second;
    const atMs = phase.startMs + (clock - phase.clockStart) * 1000;
    timed.push({ ...incident, sequence: 0, atMs: Math.min(atMs, phase.endMs - 1000) });
  }

  // The shoot-out: the data's kicks when they agree with its score, else kicks that end as it did.
  let penalties = original.penalties;
  const kicks = shootoutKicks(original, random);
  if (penalties !== null || kicks.length > 0) {
    pause("WPEN", 3, 120 * 60);
    const start = at;
    phases.push({
      period: "PEN",
      startMs: start,
      endMs: start + (kicks.length + 1) * MINUTE,
      clockStart: 120 * 60,
      clockDirection: 0,
      scoringPeriod: null,
    });
    kicks.forEach((kick, index) => timed.push({ ...kick, sequence: 0, atMs: start + (index + 1) * MINUTE - 20_000 }));
    at = start + (kicks.length + 1) * MINUTE;
    if (penalties === null) {
      const goals = (position: Side) =>
        kicks.filter((kick) => side(kick.position) === position && kick.type === INCIDENT_CODES.shootoutGoal).length;
      penalties = [goals(1), goals(2)];
    }
  }

  timed.sort((a, b) => a.atMs - b.atMs);
  timed.forEach((incident, index) => (incident.sequence = index + 1));
  return {
    sport: "football",
    phases,
    durationMs: at,
    incidents: timed,
    baskets: [],
    final: original.final,
    penalties,
    shootoutWinner: original.shootoutWinner,
    hasExtraTime,
  };
}

function clockOf(incident: OriginalIncident): number {
  return ((incident.minute ?? 0) + incident.stoppage) * 100;
}

/** The shoot-out's kicks in the order taken: the data's when they add up to its score; else made to end at that score. */
function shootoutKicks(original: OriginalMatch, random: () => number): OriginalIncident[] {
  const listed = original.incidents.filter((incident) => KICK_TYPES.has(incident.type));
  const penalties = original.penalties;
  if (penalties === null) return listed;
  const scored = (position: number) =>
    listed.filter((kick) => side(kick.position) === position && kick.type === INCIDENT_CODES.shootoutGoal).length;
  if (listed.length > 0 && scored(1) === penalties[0] && scored(2) === penalties[1]) return listed;
  return inventShootout(penalties, random).map(([position, goal]) => ({
    type: goal ? INCIDENT_CODES.shootoutGoal : INCIDENT_CODES.shootoutMiss,
    position,
    minute: null,
    stoppage: 0,
    playerName: null,
    inPlayerName: null,
    outPlayerName: null,
    playerId: null,
  }));
}

/** Whether a shoot-out is decided after these kicks (home kicks first; five each, then sudden death). */
function decided(kicks: readonly [number, boolean][]): boolean {
  const taken = [0, 0];
  const goals = [0, 0];
  for (const [position, goal] of kicks) {
    taken[position - 1] = (taken[position - 1] ?? 0) + 1;
    if (goal) goals[position - 1] = (goals[position - 1] ?? 0) + 1;
  }
  const [homeTaken = 0, awayTaken = 0] = taken;
  const [home = 0, away = 0] = goals;
  if (homeTaken <= 5 && awayTaken <= 5) {
    return home + (5 - homeTaken) < away || away + (5 - awayTaken) < home;
  }
  return homeTaken === awayTaken && home !== away;
}

/** A sequence of kicks that ends exactly at `final` (found by seeded trials, else built directly). */
export function inventShootout(final: ScorePair, random: () => number): [Side, boolean][] {
  for (let attempt = 0; attempt < 2000; attempt++) {
    const kicks: [Side, boolean][] = [];
    while (!decided(kicks) && kicks.length < 40) {
      const position: Side = kicks.length % 2 === 0 ? 1 : 2;
      kicks.push([position, random() < 0.75]);
    }
    const goals = (position: Side) => kicks.filter(([kicker, goal]) => kicker === position && goal).length;
    if (goals(1) === final[0] && goals(2) === final[1]) return kicks;
  }
  // Unusual scores: every kick of the winner scores, the loser misses its last.
  const kicks: [Side, boolean][] = [];
  const rounds = Math.max(final[0], final[1], 1);
  for (let round = 0; round < rounds; round++) {
    kicks.push([1, round < final[0]]);
    kicks.push([2, round < final[1]]);
  }
  return kicks;
}

// ---- basketball ----

const QUARTER_SECONDS = 12 * 60;
const STINT_SECONDS = 120;
const STOPPAGE_SECONDS = 90;
const QUARTER_REAL_MS = (QUARTER_SECONDS + (QUARTER_SECONDS / STINT_SECONDS - 1) * STOPPAGE_SECONDS) * 1000;
const BASKETBALL_BREAKS = [2, 15, 2];

/** A total split over four quarters, none far from a quarter of it. */
function splitOverQuarters(total: number, random: () => number): number[] {
  const weights = [0, 1, 2, 3].map(() => 0.85 + random() * 0.3);
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((weight) => Math.floor((total * weight) / sum));
  let left = total - parts.reduce((a, b) => a + b, 0);
  for (let index = 0; left > 0; index = (index + 1) % 4, left--) parts[index] = (parts[index] ?? 0) + 1;
  return parts;
}

/** Real time into a quarter of a moment of its game clock: the clock runs in stints with stoppages between. */
function realOffsetMs(gameSeconds: number): number {
  const stint = Math.min(Math.floor(gameSeconds / STINT_SECONDS), QUARTER_SECONDS / STINT_SECONDS - 1);
  return (gameSeconds + stint * STOPPAGE_SECONDS) * 1000;
}

function basketballScript(original: OriginalMatch): ReplayScript {
  const random = seededRandom(original.seed);
  const phases: ScriptPhase[] = [];
  const baskets: ScriptBasket[] = [];
  const quarters = original.final.map((total) => splitOverQuarters(total, random));
  let at = 0;
  for (let quarter = 0; quarter < 4; quarter++) {
    const period = `Q${quarter + 1}`;
    for (let stint = 0; stint < QUARTER_SECONDS / STINT_SECONDS; stint++) {
      const start = at + realOffsetMs(stint * STINT_SECONDS);
      const clock = QUARTER_SECONDS - stint * STINT_SECONDS;
      phases.push({
        period,
        startMs: start,
        endMs: start + STINT_SECONDS * 1000,
        clockStart: clock,
        clockDirection: -1,
        scoringPeriod: quarter,
      });
      if (stint < QUARTER_SECONDS / STINT_SECONDS - 1)
        phases.push({
          period,
          startMs: start + STINT_SECONDS * 1000,
          endMs: start + (STINT_SECONDS + STOPPAGE_SECONDS) * 1000,
          clockStart: clock - STINT_SECONDS,
          clockDirection: 0,
          scoringPeriod: quarter,
        });
    }
    for (const index of [0, 1]) {
      let left = quarters[index]?.[quarter] ?? 0;
      while (left > 0) {
        const roll = random();
        const points = left >= 3 && roll < 0.3 ? 3 : left >= 2 && roll < 0.88 ? 2 : 1;
        left -= points;
        const gameSeconds = randomInt(random, 5, QUARTER_SECONDS - 1);
        baskets.push({ atMs: at + realOffsetMs(gameSeconds), position: (index + 1) as Side, points, scoringPeriod: quarter });
      }
    }
    at += QUARTER_REAL_MS;
    const pause = BASKETBALL_BREAKS[quarter];
    if (pause !== undefined) {
      const period = quarter === 1 ? "HT" : "BRK";
      phases.push({ period, startMs: at, endMs: at + pause * MINUTE, clockStart: 0, clockDirection: 0, scoringPeriod: null });
      at += pause * MINUTE;
    }
  }
  baskets.sort((a, b) => a.atMs - b.atMs);
  return {
    sport: "basketball",
    phases,
    durationMs: at,
    incidents: [],
    baskets,
    final: original.final,
    penalties: null,
    shootoutWinner: null,
    hasExtraTime: false,
  };
}
