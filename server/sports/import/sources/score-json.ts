// The openfootball score object shared by football.json and worldcup.json:
// { ht: [h, a], ft: [h, a], et: [h, a], p: [h, a] }, each part optional, {} or absent when not played.
// `et` is the total after extra time (openfootball writes the cumulative score), `p` the shoot-out alone.
import type { MatchScore, ScorePair } from "../records";

export type JsonScoreReading =
  | { kind: "unplayed" }
  | { kind: "invalid"; reason: string }
  /** `dropped`: a part that could not be kept (the match and the rest of its score stand). */
  | { kind: "played"; score: MatchScore; dropped?: string };

const PARTS = { ht: "half-time", ft: "full-time", et: "extra-time", p: "penalty shoot-out" } as const;
type Part = keyof typeof PARTS;

const isPart = (key: string): key is Part => Object.hasOwn(PARTS, key);

function readPair(value: unknown): ScorePair | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [home, away] = value as unknown[];
  if (typeof home !== "number" || typeof away !== "number") return null;
  if (!Number.isInteger(home) || !Number.isInteger(away) || home < 0 || away < 0) return null;
  return [home, away];
}

const show = (pair: ScorePair) => `${pair[0]}-${pair[1]}`;
const exceeds = (a: ScorePair, b: ScorePair) => a[0] > b[0] || a[1] > b[1];

export function readJsonScore(value: unknown): JsonScoreReading {
  if (value === undefined || value === null) return { kind: "unplayed" };
  if (typeof value !== "object" || Array.isArray(value)) return { kind: "invalid", reason: "the score is not an object" };
  const entries = Object.entries(value);
  if (entries.length === 0) return { kind: "unplayed" };
  const pairs: Partial<Record<Part, ScorePair>> = {};
  for (const [key, raw] of entries) {
    if (!isPart(key)) return { kind: "invalid", reason: `the score has an unknown part "${key}"` };
    const pair = readPair(raw);
    if (pair === null) {
      return { kind: "invalid", reason: `the ${PARTS[key]} score ${JSON.stringify(raw)} is not two whole numbers of 0 or more` };
    }
    pairs[key] = pair;
  }
  const { ht, ft, et, p } = pairs;
  if (ft === undefined) return { kind: "invalid", reason: "the score has no full-time result" };
  if (ht !== undefined && exceeds(ht, ft)) {
    return { kind: "invalid", reason: `the half-time score ${show(ht)} is greater than the full-time score ${show(ft)}` };
  }
  if (et !== undefined && exceeds(ft, et)) {
    return { kind: "invalid", reason: `the score after extra time ${show(et)} is less than the full-time score ${show(ft)}` };
  }
  const score: MatchScore = { final: et ?? ft, fullTime: ft };
  if (ht !== undefined) score.halfTime = ht;
  if (et !== undefined) score.extraTime = et;
  if (p === undefined) return { kind: "played", score };
  if (p[0] === p[1]) {
    return {
      kind: "played",
      score,
      dropped: `the penalty shoot-out ${show(p)} is level, which a shoot-out cannot be: the match is kept without it`,
    };
  }
  score.penalties = p;
  return { kind: "played", score };
}
