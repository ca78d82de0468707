import { describe, expect, it } from "vitest";
import { type OddsLine } from "../../../contract/live/messages";
import {
  ELO_START,
  MARGIN,
  footballLines,
  basketballLines,
  preMatchRatings,
  pricesOf,
  remainingShare,
  type PricingState,
} from "../../../server/live/odds/model";

const line = (lines: OddsLine[], market: OddsLine["market"]) => {
  const found = lines.find((entry) => entry.market === market);
  if (!found) throw new Error(`no ${market} line`);
  return found;
};
/** The implied probabilities of a market's prices, the margin taken out. */
const implied = (prices: number[]) => {
  const raw = prices.map((price) => 1 / price);
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((p) => p / sum);
};
const football = (overrides: Partial<PricingState> = {}): PricingState => ({
  sport: "football",
  ratings: [ELO_START, ELO_START],
  neutral: true,
  score: null,
  remaining: 1,
  ...overrides,
});

describe("the odds model", () => {
  it("prices with the bookmaker's margin: the implied chances add up to 1 + margin", () => {
    const prices = pricesOf([0.5, 0.3, 0.2]);
    const overround = prices.reduce((sum, price) => sum + 1 / price, 0);
    expect(overround).toBeCloseTo(1 + MARGIN, 1);
    expect(prices).toEqual([1.9, 3.17, 4.76]);
  });

  it("rates a team that keeps winning above one that keeps losing, and remembers each match's pre-match ratings", () => {
    const results = Array.from({ length: 10 }, (_, index) => ({
      matchId: index + 1,
      sport: "football",
      homeTeamId: 1,
      awayTeamId: 2,
      homeScore: 3,
      awayScore: 0,
      neutral: false,
    }));
    const { byMatch, latest } = preMatchRatings(results);
    expect(byMatch.get(1)).toEqual([ELO_START, ELO_START]);
    expect((latest.get(1) ?? 0) - (latest.get(2) ?? 0)).toBeGreaterThan(150);
    const [home, away] = byMatch.get(10) ?? [0, 0];
    expect(home).toBeGreaterThan(away);
  });

  it("makes two equal teams on neutral ground even, and favours the stronger team", () => {
    const even = footballLines(football());
    const [home, draw, away] = implied(line(even, "1x2").prices);
    expect(home).toBeCloseTo(away ?? 0, 5);
    expect(draw).toBeGreaterThan(0.2);
    expect(line(even, "handicap").line).toBe(0);

    const strong = footballLines(football({ ratings: [1800, 1500] }));
    const [strongHome, , weakAway] = implied(line(strong, "1x2").prices);
    expect(strongHome).toBeGreaterThan(0.55);
    expect(weakAway).toBeLessThan(0.25);
    expect(line(strong, "handicap").line).toBeLessThan(0);
    expect(line(strong, "overUnder").line).toBe(2.5);
  });

  it("moves the prices when a goal is scored and as time runs out", () => {
    const start = implied(line(footballLines(football()), "1x2").prices)[0] ?? 0;
    const goalEarly = implied(line(footballLines(football({ score: [1, 0], remaining: 0.8 })), "1x2").prices)[0] ?? 0;
    const goalLate = implied(line(footballLines(football({ score: [1, 0], remaining: 0.05 })), "1x2").prices)[0] ?? 0;
    expect(goalEarly).toBeGreaterThan(start + 0.15);
    expect(goalLate).toBeGreaterThan(goalEarly);
    expect(goalLate).toBeGreaterThan(0.9);
    // Over/under is always above the goals already scored.
    const overUnder = line(footballLines(football({ score: [2, 2], remaining: 0.3 })), "overUnder");
    expect(overUnder.line).toBeGreaterThan(4);
  });

  it("prices basketball on a moneyline, a points spread and a total that follows the running score", () => {
    const before = basketballLines({ sport: "basketball", ratings: [1650, 1500], neutral: false, score: null, remaining: 1 });
    const [home] = implied(line(before, "moneyline").prices);
    expect(home).toBeGreaterThan(0.6);
    expect(line(before, "handicap").line).toBeLessThan(-3);
    expect(line(before, "overUnder").line).toBeCloseTo(224.5, 0);

    const lateLead = basketballLines({ sport: "basketball", ratings: [1500, 1650], neutral: false, score: [100, 80], remaining: 0.05 });
    expect(implied(line(lateLead, "moneyline").prices)[0]).toBeGreaterThan(0.95);
    expect(line(lateLead, "overUnder").line).toBeGreaterThan(180);
  });

  it("reads how much of a match is left from its period and clock", () => {
    expect(remainingShare("football", "Upcoming", null, null)).toBe(1);
    expect(remainingShare("football", "Live", "1H", 45 * 60)).toBeCloseTo(0.5);
    expect(remainingShare("football", "Live", "HT", 45 * 60)).toBe(0.5);
    expect(remainingShare("football", "Live", "2H", 80 * 60)).toBeCloseTo(10 / 90);
    expect(remainingShare("football", "Live", "PEN", 120 * 60)).toBe(0);
    expect(remainingShare("football", "Ended", "FT", null)).toBe(0);
    expect(remainingShare("basketball", "Live", "Q1", 720)).toBe(1);
    expect(remainingShare("basketball", "Live", "Q4", 360)).toBeCloseTo(360 / 2880);
  });
});
