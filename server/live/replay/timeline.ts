// The state of a replay at an instant: a pure function of its script, its kick-off and the time.
import { INCIDENT_CODES } from "../../../contract/sports/incidents";
import { type ReplayScript, type ScorePair, type ScriptIncident } from "./script";

export interface ReplayState {
  status: "Upcoming" | "Live" | "Ended";
  period: string | null;
  clockSeconds: number | null;
  clockRunning: boolean;
  /** The running score; null before kick-off. */
  score: ScorePair | null;
  halfTime: ScorePair | null;
  fullTime: ScorePair | null;
  extraTime: ScorePair | null;
  penalties: ScorePair | null;
  shootoutWinner: "home" | "away" | null;
  periodScores: ScorePair[];
  incidents: ScriptIncident[];
}

const GOAL_TYPES = new Set<number>([INCIDENT_CODES.goal, INCIDENT_CODES.penaltyGoal, INCIDENT_CODES.ownGoal]);

/** When the replay ends, in epoch milliseconds. */
export function replayEndMs(script: ReplayScript, kickoffMs: number): number {
  return kickoffMs + script.durationMs;
}

export function replayStateAt(script: ReplayScript, kickoffMs: number, nowMs: number): ReplayState {
  const elapsed = nowMs - kickoffMs;
  if (elapsed < 0) {
    return {
      status: "Upcoming",
      period: null,
      clockSeconds: null,
      clockRunning: false,
      score: null,
      halfTime: null,
      fullTime: null,
      extraTime: null,
      penalties: null,
      shootoutWinner: null,
      periodScores: [],
      incidents: [],
    };
  }
  const ended = elapsed >= script.durationMs;
  const at = ended ? script.durationMs : elapsed;
  const incidents = script.incidents.filter((incident) => incident.atMs <= at);
  const phase = ended ? undefined : script.phases.find((candidate) => candidate.startMs <= at && at < candidate.endMs);
  const scoringPeriods = Math.max(
    0,
    ...script.phases.filter((candidate) => candidate.startMs <= at).map((candidate) => (candidate.scoringPeriod ?? -1) + 1),
  );
  const periodScores: ScorePair[] = Array.from({ length: scoringPeriods }, () => [0, 0]);
  const add = (period: number, position: number, points: number) => {
    const pair = periodScores[period];
    if (pair) pair[position === 2 ? 1 : 0] += points;
  };

  if (script.sport === "basketball") {
    for (const basket of script.baskets) if (basket.atMs <= at) add(basket.scoringPeriod, basket.position, basket.points);
  } else {
    for (const incident of incidents) {
      if (!GOAL_TYPES.has(incident.type)) continue;
      const phaseOfGoal = script.phases.find((candidate) => candidate.startMs <= incident.atMs && incident.atMs < candidate.endMs);
      if (phaseOfGoal?.scoringPeriod !== null && phaseOfGoal?.scoringPeriod !== undefined)
        add(phaseOfGoal.scoringPeriod, incident.position, 1);
    }
  }
  const total = (periods: number): ScorePair =>
    periodScores.slice(0, periods).reduce<ScorePair>((sum, pair) => [sum[0] + pair[0], sum[1] + pair[1]], [0, 0]);
  const score = ended ? script.final : total(periodScores.length);
  const finished = (scoringPeriod: number) =>
    script.phases.some((candidate) => candidate.scoringPeriod === scoringPeriod && candidate.endMs <= at);

  let penalties: ScorePair | null = null;
  if (script.penalties !== null && script.phases.some((candidate) => candidate.period === "PEN" && candidate.startMs <= at)) {
    penalties = ended ? script.penalties : [0, 0];
    if (!ended) for (const kick of incidents) if (kick.type === INCIDENT_CODES.shootoutGoal) penalties[kick.position === 2 ? 1 : 0] += 1;
  }

  let clockSeconds: number | null = null;
  if (phase) clockSeconds = Math.max(0, Math.floor(phase.clockStart + (phase.clockDirection * (at - phase.startMs)) / 1000));

  const football = script.sport === "football";
  return {
    status: ended ? "Ended" : "Live",
    period: phase?.period ?? null,
    clockSeconds,
    clockRunning: phase !== undefined && phase.clockDirection !== 0,
    score,
    halfTime: football && finished(0) ? total(1) : null,
    fullTime: football && finished(1) ? total(2) : null,
    extraTime: football && script.hasExtraTime && finished(3) ? total(4) : null,
    penalties,
    shootoutWinner: ended ? script.shootoutWinner : null,
    periodScores,
    incidents,
  };
}
