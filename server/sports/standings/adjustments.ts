// Points adjustments (deductions) of the seasons the site ships, as data. Results alone cannot
// show them, so the standings engine takes them as input and lists them on the team's row.
// Team names are as in the source files (datasets/sports/football.json: "Everton FC").
//
// Checked, from the published final tables, and no deduction found:
// - Premier League 2024-25 (and 2025-26 so far);
// - LaLiga, Serie A, Bundesliga and Ligue 1 2023-24 and 2024-25 (Juventus' −10 was 2022-23, not shipped);
// - V.League 1 2012-2022: in the official standings shipped in datasets/sports/vleague every team's
//   points equal 3 × wins + draws, so no season there carries a deduction.

export interface SeasonAdjustment {
  /** Competition code, as in ./rules.ts ("en.1"). */
  competition: string;
  season: string;
  /** The team's name in the source files. */
  team: string;
  /** Negative for a deduction. */
  points: number;
  /** Vietnamese, for display. */
  reason: string;
  source: string;
  /** When the final decision took effect (ISO date). */
  decided: string;
}

export const POINTS_ADJUSTMENTS: readonly SeasonAdjustment[] = [
  {
    competition: "en.1",
    season: "2023-24",
    team: "Everton FC",
    points: -6,
    reason: "Trừ 6 điểm (vi phạm quy định lợi nhuận và bền vững của Premier League mùa 2021-22, giảm từ 10 điểm sau kháng cáo)",
    source:
      "Premier League: Independent Commission decision of 17 November 2023 (−10), reduced to −6 by the Appeal Board on 26 February 2024",
    decided: "2024-02-26",
  },
  {
    competition: "en.1",
    season: "2023-24",
    team: "Everton FC",
    points: -2,
    reason: "Trừ 2 điểm (vi phạm quy định lợi nhuận và bền vững của Premier League mùa 2022-23)",
    source: "Premier League: Independent Commission decision of 8 April 2024 (−2)",
    decided: "2024-04-08",
  },
  {
    competition: "en.1",
    season: "2023-24",
    team: "Nottingham Forest FC",
    points: -4,
    reason: "Trừ 4 điểm (vi phạm quy định lợi nhuận và bền vững của Premier League mùa 2022-23)",
    source: "Premier League: Independent Commission decision of 18 March 2024 (−4), upheld by the Appeal Board on 8 May 2024",
    decided: "2024-03-18",
  },
];

/** The adjustments of one competition's season. */
export function adjustmentsFor(competition: string, season: string): SeasonAdjustment[] {
  return POINTS_ADJUSTMENTS.filter((a) => a.competition === competition && a.season === season);
}
