import { type MatchSummary, type Page, type SeasonRoundJson } from "../../../contract/sports/api";
import { type OddsLine } from "../../../contract/live/messages";
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

export interface ScheduleDay {
  /** YYYY-MM-DD in Bangkok. */
  date: string;
  /** "Hôm qua", "Hôm nay", "Ngày mai", "Ngày kia", then "DD/MM". */
  label: string;
}

export interface ScheduleFilters {
  sport: "football" | "basketball" | null;
  competition: string | null;
}

/** What a row of a match list shows: a MatchSummary cut to its fields, so a day of matches weighs little in the page. */
export type MatchRowData = Pick<
  MatchSummary,
  "id" | "slug" | "sport" | "status" | "period" | "clockSeconds" | "kickoffAt" | "kickoffDate" | "replay" | "datasets"
> & {
  competition: Pick<MatchSummary["competition"], "code" | "name" | "nameVi">;
  home: Pick<MatchSummary["home"], "id" | "name" | "nameVi">;
  away: Pick<MatchSummary["away"], "id" | "name" | "nameVi">;
  score: Pick<MatchSummary["score"], "home" | "away">;
};

export function matchRow(match: MatchSummary): MatchRowData {
  return {
    id: match.id,
    slug: match.slug,
    sport: match.sport,
    status: match.status,
    period: match.period,
    clockSeconds: match.clockSeconds,
    kickoffAt: match.kickoffAt,
    kickoffDate: match.kickoffDate,
    replay: match.replay,
    datasets: match.datasets,
    competition: { code: match.competition.code, name: match.competition.name, nameVi: match.competition.nameVi },
    home: { id: match.home.id, name: match.home.name, nameVi: match.home.nameVi },
    away: { id: match.away.id, name: match.away.name, nameVi: match.away.nameVi },
    score: { home: match.score.home, away: match.score.away },
  };
}

export interface ScheduleData {
  kind: "SCHEDULE";
  days: ScheduleDay[];
  date: string;
  filters: ScheduleFilters;
  /** The competitions with a match on the day (before the competition filter), for the picker. */
  competitions: { code: string; name: string; sport: string }[];
  /** Live first, then upcoming by kick-off, then ended (latest first). */
  matches: MatchRowData[];
  /** Each match's kick-off in Bangkok ("21:00"), by match id. */
  clocks: Record<string, string>;
  /** The server's time of the answer (epoch ms): starting-soon marks are worked out from it. */
  nowMs: number;
  /** Matches of the day the viewer set a reminder for. */
  reserved: number[];
  /** Matches of the day that commentators' rooms cover or have scheduled. */
  withRooms: number[];
}

/** The home page's sports sections: live now, later today, the latest results. */
export interface HomeSports {
  live: MatchRowData[];
  upcoming: MatchRowData[];
  results: MatchRowData[];
  clocks: Record<string, string>;
  nowMs: number;
}

/** One record of a match's odds (docs/odds.md), as the match page shows it. */
export interface OddsRecordView {
  minute: number | null;
  suspended: boolean;
  lines: OddsLine[];
}

/** A highlight as a card and on its page (docs/highlights.md). */
export interface HighlightView {
  slug: string;
  title: string;
  summary: string;
  poster: string;
  sources: { src: string; type: string }[];
  width: number;
  height: number;
  /** "0:15". */
  duration: string;
  durationSeconds: number;
  /** "dd/mm/yyyy" of the match, in Bangkok. */
  matchDate: string;
  match: MatchRowData;
}

export interface HighlightsData {
  kind: "HIGHLIGHTS";
  items: HighlightView[];
  page: number;
  pages: number;
  sport: "football" | "basketball" | null;
}
