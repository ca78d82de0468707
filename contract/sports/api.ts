// The sports API's answers (docs/sports-api.md), shared by the backend that sends them
// (server/sports/read) and the pages that read them (app/services/sports).
import { type DatasetCode } from "./datasets";

export type MatchStatus = "Upcoming" | "Live" | "Ended";
export type ScorePairJson = [number, number];

export interface TeamRef {
  id: number;
  slug: string;
  name: string;
  nameVi: string | null;
  kind: string;
  code: string | null;
}

export interface CompetitionRef {
  id: number;
  code: string;
  slug: string;
  name: string;
  nameVi: string | null;
}

export interface MatchScoreJson {
  home: number | null;
  away: number | null;
  halfTime: ScorePairJson | null;
  fullTime: ScorePairJson | null;
  extraTime: ScorePairJson | null;
  penalties: ScorePairJson | null;
  shootoutWinner: string | null;
}

/** A replay: a real match played again around now by the live feed. Its real date (the local date it was played) and the real match. */
export interface ReplayInfo {
  originalMatchId: number;
  originalSlug: string;
  originalDate: string;
}

export interface MatchSummary {
  id: number;
  slug: string;
  sport: string;
  competition: CompetitionRef;
  season: string;
  stage: { name: string; kind: string } | null;
  group: string | null;
  round: string | null;
  kickoffAt: string | null;
  kickoffDate: string;
  timeKnown: boolean;
  status: string;
  period: string | null;
  clockSeconds: number | null;
  neutral: boolean;
  home: TeamRef;
  away: TeamRef;
  score: MatchScoreJson;
  venue: { name: string; city: string | null; country: string | null } | null;
  sources: string[];
  datasets: DatasetCode[];
  /** Null for a real match. */
  replay: ReplayInfo | null;
}

/** A highlight clip (docs/highlights.md) with the match it belongs to. */
export interface HighlightJson {
  id: number;
  slug: string;
  title: string;
  summary: string;
  durationSeconds: number;
  width: number;
  height: number;
  /** The same clip in each format, the one most browsers play best first. */
  sources: { src: string; type: "video/webm" | "video/mp4" }[];
  poster: string;
  publishedAt: string;
  match: MatchSummary;
}

export interface Page<T> {
  data: T[];
  page: number;
  size: number;
  total: number;
}

export interface MatchDetail extends MatchSummary {
  headToHead: MatchSummary[];
  recent: { home: MatchSummary[]; away: MatchSummary[] };
}

/** Spec section 3's incident fields, plus where it happened. */
export interface IncidentJson {
  sequence: number;
  position: number;
  type: number;
  minute: number | null;
  stoppage: number;
  player_name: string | null;
  in_player_name: string | null;
  out_player_name: string | null;
  player_slug: string | null;
}

export interface LiveDetail {
  matchId: number;
  status: string;
  period: string | null;
  clockSeconds: number | null;
  score: MatchScoreJson;
  incidents: IncidentJson[];
}

export interface StatisticsJson {
  matchId: number;
  source: "feed" | "incidents" | "none";
  items: { code: string; home: number; away: number }[];
}

export interface LineupPlayerJson {
  playerName: string;
  playerSlug: string | null;
  shirtNumber: number | null;
  role: string | null;
  starter: boolean;
}

export interface LineupJson {
  matchId: number;
  home: LineupPlayerJson[];
  away: LineupPlayerJson[];
}

export interface CompetitionJson extends CompetitionRef {
  sport: string;
  kind: string;
  country: string | null;
  datasets: DatasetCode[];
  seasons: { id: number; code: string; startDate: string | null; endDate: string | null }[];
}

/** A round of a season (/api/v1/seasons/rounds), as its matches name it ("Matchday 1", "Round 14"). */
export interface SeasonRoundJson {
  round: string;
  matches: number;
  /** The local date of its first match. */
  firstDate: string;
}
