// The answer of /api/v1/seasons/table-standing (docs/sports-api.md): a season's tables as the
// standings engine computes them from results (server/sports/standings), or, for a season whose
// results are not shipped, as their source published them (labelled so).
import { type CompetitionRef, type TeamRef } from "./api";
import { type DatasetCode } from "./datasets";

export interface StandingZoneJson {
  /** champions-league, europa-league, conference-league, relegation-playoff, relegation, round-of-16, knockout-playoff, eliminated, advance, best-third, playoffs, play-in … */
  kind: string;
  /** Vietnamese, for the legend. */
  label: string;
}

export interface StandingRowJson {
  position: number;
  team: TeamRef;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  /** Points from results alone (points differs when an adjustment applies). */
  pointsFromResults: number;
  adjustments: { points: number; reason: string; source: string }[];
  /** Basketball only. */
  winPct: number | null;
  /** The last five results, most recent last. */
  form: ("W" | "D" | "L")[];
  zone: StandingZoneJson | null;
  /** The criterion that put this team above the next one ("points", "headToHeadPoints", "goalDifference", "lots" …). */
  tiedOn: string | null;
}

export interface StandingTableJson {
  /** The group ("Group A") or conference ("East"); null for a single table. */
  key: string | null;
  rows: StandingRowJson[];
}

export interface StandingsJson {
  competition: CompetitionRef;
  season: string;
  /** Every season of the competition, newest first, for a picker. */
  seasons: string[];
  /** computed: from the results by the competition's rules; published: as the source gave it (no results shipped). */
  source: "computed" | "published";
  /** False while some matches of the tables (league and group stages) have no result: the table is as it stands. */
  complete: boolean;
  /** The matches of the tables with a result, and all of them (played or not); for a published table, null. */
  matchesPlayed: number | null;
  matchesTotal: number | null;
  /** The rule set's citation (a regulation or URL) and its tie-breakers in order. */
  rules: { source: string; criteria: string[] } | null;
  tables: StandingTableJson[];
  datasets: DatasetCode[];
}
