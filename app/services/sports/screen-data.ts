import { type MatchSummary, type Page, type SeasonRoundJson } from "../../../contract/sports/api";
import { type StandingsJson } from "../../../contract/sports/standings-api";

// What the rankings and results loaders (rankings.server.ts, results.server.ts) give their screens
// (app/components/sports): types only, so the screens never import server code.

export interface CompetitionOption {
  code: string;
  name: string;
  sport: string;
  seasons: string[];
}

export interface RankingsData {
  kind: "RANKINGS";
  competitions: CompetitionOption[];
  /** Null when there is no sports data at all. */
  standings: StandingsJson | null;
}

export type ResultsMode =
  | { by: "date"; date: string; previous: string; next: string }
  | { by: "competition"; competition: string; season: string; round: string | null; rounds: SeasonRoundJson[] };

export interface ResultsData {
  kind: "RESULTS";
  competitions: CompetitionOption[];
  mode: ResultsMode;
  matches: Page<MatchSummary>;
  /** Each match's kick-off time in Bangkok ("21:00"), by match id; formatted here so the page ships no date library. */
  clocks: Record<string, string>;
}
