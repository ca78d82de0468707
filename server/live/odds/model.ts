// The odds model (docs/odds.md): team strength from past results (Elo), turned into goal or point
// expectations, then into prices for 1X2, Asian handicap and over/under (football) or moneyline,
// spread and total (basketball), before and during play. Pure functions; no database.
import { type OddsLine } from "../../../contract/live/messages";

export const ELO_START = 1500;
const ELO_K = 20;
/** Home advantage in Elo points (football; basketball uses its own). */
const FOOTBALL_HOME_ELO = 60;
const BASKETBALL_HOME_ELO = 70;
/** The bookmaker's margin on each market. */
export const MARGIN = 0.05;
const FOOTBALL_GOALS = 2.6;
const BASKETBALL_POINTS = 224;
/** NBA: about 28 Elo points to a point of margin; a game's margin spreads with about 12 points' deviation. */
const ELO_PER_POINT = 28;
const BASKETBALL_SIGMA = 12;

export interface RatedResult {
  matchId: number;
  sport: string;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
  neutral: boolean;
}

/** Each match's pre-match ratings [home, away], computed over the results in date order (World Football Elo's update, with the goal-difference factor). */
export function preMatchRatings(results: readonly RatedResult[]): { byMatch: Map<number, [number, number]>; latest: Map<number, number> } {
  const latest = new Map<number, number>();
  const byMatch = new Map<number, [number, number]>();
  for (const result of results) {
    const home = latest.get(result.homeTeamId) ?? ELO_START;
    const away = latest.get(result.awayTeamId) ?? ELO_START;
    byMatch.set(result.matchId, [home, away]);
    const advantage = result.neutral ? 0 : result.sport === "basketball" ? BASKETBALL_HOME_ELO : FOOTBALL_HOME_ELO;
    const expected = 1 / (1 + 10 ** ((away - home - advantage) / 400));
    const actual = result.homeScore > result.awayScore ? 1 : result.homeScore === result.awayScore ? 0.5 : 0;
    const margin = Math.abs(result.homeScore - result.awayScore);
    const factor = result.sport === "basketball" ? 1 : margin <= 1 ? 1 : margin === 2 ? 1.5 : (11 + margin) / 8;
    const change = ELO_K * factor * (actual - expected);
    latest.set(result.homeTeamId, home + change);
    latest.set(result.awayTeamId, away - change);
  }
  return { byMatch, latest };
}

export interface PricingState {
  sport: string;
  /** Elo of each side before the match. */
  ratings: [number, number];
  neutral: boolean;
  /** Score so far (null or [0, 0] before kick-off). */
  score: [number, number] | null;
  /** How much of the match is left, from 1 (before kick-off) to 0 (the end). */
  remaining: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Decimal prices for outcomes whose probabilities sum to 1, with the margin spread over them. */
export function pricesOf(probabilities: readonly number[]): number[] {
  return probabilities.map((p) => round2(Math.min(101, Math.max(1.01, 1 / (Math.max(p, 0.0001) * (1 + MARGIN))))));
}

function poisson(lambda: number, max: number): number[] {
  const out: number[] = [];
  let term = Math.exp(-lambda);
  for (let k = 0; k <= max; k++) {
    out.push(term);
    term = (term * lambda) / (k + 1);
  }
  return out;
}

/** Football's expected goals for the rest of the match. */
export function footballExpectations(state: PricingState): [number, number] {
  const advantage = state.neutral ? 0 : FOOTBALL_HOME_ELO;
  const strength = 1 / (1 + 10 ** ((state.ratings[1] - state.ratings[0] - advantage) / 400));
  const supremacy = 2.4 * (strength - 0.5);
  const home = Math.max(0.15, (FOOTBALL_GOALS + supremacy) / 2);
  const away = Math.max(0.15, (FOOTBALL_GOALS - supremacy) / 2);
  return [home * state.remaining, away * state.remaining];
}

/** The chance of each final goal difference (home − away) and each final total, from the score so far and the goals to come. */
function finalDistribution(state: PricingState): { difference: Map<number, number>; total: Map<number, number> } {
  const [homeRate, awayRate] = footballExpectations(state);
  const [homeNow, awayNow] = state.score ?? [0, 0];
  const home = poisson(homeRate, 12);
  const away = poisson(awayRate, 12);
  const difference = new Map<number, number>();
  const total = new Map<number, number>();
  home.forEach((ph, h) =>
    away.forEach((pa, a) => {
      const p = ph * pa;
      const d = homeNow + h - (awayNow + a);
      const t = homeNow + h + awayNow + a;
      difference.set(d, (difference.get(d) ?? 0) + p);
      total.set(t, (total.get(t) ?? 0) + p);
    }),
  );
  return { difference, total };
}

/** A two-way market on a line where a whole-number line can be a push (stake back) and a quarter line splits the stake. */
function twoWayOnLine(distribution: Map<number, number>, line: number): [number, number] {
  const halves = Number.isInteger(line * 2) ? [line] : [line - 0.25, line + 0.25];
  let win = 0;
  let lose = 0;
  for (const half of halves) {
    for (const [value, p] of distribution) {
      const outcome = value + half;
      if (outcome > 0) win += p / halves.length;
      else if (outcome < 0) lose += p / halves.length;
    }
  }
  const decided = win + lose;
  return decided <= 0 ? [0.5, 0.5] : [win / decided, lose / decided];
}

const toQuarter = (value: number) => Math.round(value * 4) / 4;

export function footballLines(state: PricingState): OddsLine[] {
  const { difference, total } = finalDistribution(state);
  let homeWin = 0;
  let draw = 0;
  let awayWin = 0;
  let meanDifference = 0;
  let meanTotal = 0;
  for (const [d, p] of difference) {
    if (d > 0) homeWin += p;
    else if (d === 0) draw += p;
    else awayWin += p;
    meanDifference += d * p;
  }
  for (const [t, p] of total) meanTotal += t * p;
  // The handicap that makes the two sides closest to even; the total likewise, in half goals above the goals already scored.
  const handicap = toQuarter(-meanDifference);
  const [homeCovers, awayCovers] = twoWayOnLine(difference, handicap);
  const scored = (state.score?.[0] ?? 0) + (state.score?.[1] ?? 0);
  const totalLine = Math.max(scored + 0.5, Math.round(meanTotal - 0.5) + 0.5);
  const overUnder = twoWayOnLine(new Map([...total].map(([t, p]) => [t - totalLine, p])), 0);
  return [
    { market: "1x2", line: null, prices: pricesOf([homeWin, draw, awayWin]) },
    { market: "handicap", line: handicap, prices: pricesOf([homeCovers, awayCovers]) },
    { market: "overUnder", line: totalLine, prices: pricesOf(overUnder) },
  ];
}

/** The standard normal distribution function. */
function normal(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const d = 0.3989423 * Math.exp((-x * x) / 2);
  const p = d * t * (0.3193815 + t * (-0.3565638 + t * (1.781478 + t * (-1.821256 + t * 1.330274))));
  return x > 0 ? 1 - p : p;
}

export function basketballLines(state: PricingState): OddsLine[] {
  const advantage = state.neutral ? 0 : BASKETBALL_HOME_ELO;
  const [homeNow, awayNow] = state.score ?? [0, 0];
  const remaining = Math.max(0, state.remaining);
  const expectedMargin = homeNow - awayNow + ((state.ratings[0] - state.ratings[1] + advantage) / ELO_PER_POINT) * remaining;
  const sigma = Math.max(0.5, BASKETBALL_SIGMA * Math.sqrt(remaining));
  const homeWin = normal(expectedMargin / sigma);
  const spread = Math.round(-expectedMargin * 2) / 2;
  const covers = normal((expectedMargin + spread) / sigma);
  const expectedTotal = homeNow + awayNow + BASKETBALL_POINTS * remaining;
  const totalLine = Math.round(expectedTotal) + 0.5;
  const over = normal((expectedTotal - totalLine) / (sigma * 1.4));
  return [
    { market: "moneyline", line: null, prices: pricesOf([homeWin, 1 - homeWin]) },
    { market: "handicap", line: spread, prices: pricesOf([covers, 1 - covers]) },
    { market: "overUnder", line: totalLine, prices: pricesOf([over, 1 - over]) },
  ];
}

export function priceLines(state: PricingState): OddsLine[] {
  return state.sport === "basketball" ? basketballLines(state) : footballLines(state);
}

/** How much of a match is left from its period and clock (football minutes, basketball quarters). */
export function remainingShare(sport: string, status: string, period: string | null, clockSeconds: number | null): number {
  if (status === "Upcoming") return 1;
  if (status === "Ended") return 0;
  const clock = clockSeconds ?? 0;
  if (sport === "basketball") {
    const quarter = period && /^Q[1-4]$/.test(period) ? Number(period.slice(1)) : period === "HT" ? 2 : null;
    if (quarter === null) return 0.5;
    const left = (4 - quarter) * 720 + (period === "HT" ? 0 : clock);
    return Math.max(0, Math.min(1, left / 2880));
  }
  const minute = clock / 60;
  if (period === "HT") return 0.5;
  if (period === "ET1" || period === "ET2" || period === "ETHT" || period === "WET") return Math.max(0, (120 - Math.max(minute, 90)) / 90);
  if (period === "PEN" || period === "WPEN") return 0;
  return Math.max(0, (90 - minute) / 90);
}
