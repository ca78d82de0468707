// What every source parser (server/sports/import/sources/*) hands to the loader: plain records,
// already validated, in the source's own names and local times. The loader resolves names to
// catalogue ids, converts times to UTC, merges records of the same match and writes the tables.
// A parser never invents a value: what it cannot read is a Rejection, what the source does not
// say is left out (undefined), never guessed.

import { INCIDENT_CODES, type IncidentCode } from "../../../contract/sports/incidents";

export type SportCode = "football" | "basketball";

/** Where a record is in the shipped data: a path under data/sports/ and the record in it. */
export interface SourceLocation {
  /** Relative to the sports data folder, with forward slashes: "football.json/2024-25/en.1.json". */
  file: string;
  /** The record in the file, as a person finds it: "line 12" (CSV, 1-based, the header is line 1) or "matches[3]" (JSON). */
  record: string;
}

/** A record the importer did not keep, and why (in English, for the operator's report). */
export interface Rejection extends SourceLocation {
  reason: string;
}

/** A team as a source names it. `sourceId` is the source's own stable code when it has one (V.League "GLA", NBA "BRK", Fjelstul "T-30"). */
export interface TeamName {
  name: string;
  kind: "club" | "national";
  sourceId?: string;
}

/** A score pair, home first. */
export type ScorePair = readonly [home: number, away: number];

/**
 * A match's score by phase, each as the source states it; absent when the source does not say.
 * `fullTime` is after regular time (90 minutes, or 48 in the NBA including overtime: see `final`),
 * `extraTime` the total after extra time (cumulative, not only the goals in it), `penalties` the
 * shoot-out alone. `final` is the result as fans read it without the shoot-out: extra time included.
 */
export interface MatchScore {
  halfTime?: ScorePair;
  fullTime?: ScorePair;
  extraTime?: ScorePair;
  penalties?: ScorePair;
  /** Who won the shoot-out, when the source names the winner but not the kicks' score. */
  shootoutWinner?: "home" | "away";
  final: ScorePair;
}

/** Spec section 9's incident codes, from the contract (the icons and names use the same). */
export const INCIDENT_TYPES = INCIDENT_CODES;
export type IncidentType = IncidentCode;

export interface IncidentRecord {
  side: "home" | "away";
  type: IncidentType;
  /** The regulation minute (90 for 90+3'); null for shoot-out kicks. */
  minute: number | null;
  /** Stoppage minutes (3 for 90+3'); 0 when none. */
  stoppage: number;
  /** Order within the match when minutes tie (shoot-out kicks: their order). */
  sequence: number;
  playerName?: string;
  playerSourceId?: string;
  /** Substitutions: who came on and who went off. */
  inPlayerName?: string;
  outPlayerName?: string;
}

export interface LineupRecord {
  side: "home" | "away";
  playerName: string;
  playerSourceId?: string;
  shirtNumber?: number;
  /** "GK", "DF", "MF", "FW" or the source's finer code ("LB", "CF" ...). */
  position?: string;
  starter: boolean;
}

export interface VenueRecord {
  name: string;
  city?: string;
  country?: string;
  capacity?: number;
}

export interface StageRecord {
  /** "Regular season", "Group stage", "Round of 16", "Final", "League phase" ... as the source names it. */
  name: string;
  kind: "league" | "group" | "knockout";
  /** Order of the stage in the season, from 1. */
  order: number;
}

export interface MatchRecord {
  location: SourceLocation;
  /** A stable reference to the record in its source, for the match's source field: "football.json:en.1:2024-25:…". */
  sourceRef: string;
  sport: SportCode;
  /** A code of the competition catalogue (server/sports/catalogue): "en.1", "uefa.cl", "world-cup", "vleague-1", "nba" … */
  competition: string;
  /** "2024-25" for a season across two years, "2022" for a tournament or a calendar-year league. */
  season: string;
  stage?: StageRecord;
  /** "Group A". */
  group?: string;
  /** "Matchday 1", "Round 3", "Semi-finals" … as the source names it. */
  round?: string;
  /** Local to the venue or the league: the date, the time when the source gives one, and the IANA zone they are in. */
  kickoff: { date: string; time?: string; zone: string };
  home: TeamName;
  away: TeamName;
  neutral?: boolean;
  venue?: VenueRecord;
  /** Absent: not played (yet). */
  score?: MatchScore;
  /** Only when the source has them. Goals are incidents too. */
  incidents?: IncidentRecord[];
  lineups?: LineupRecord[];
}

/** A published table row, kept to check the computed standings against (never shown as typed). */
export interface OfficialStandingRow {
  location: SourceLocation;
  sport: SportCode;
  competition: string;
  season: string;
  group?: string;
  /** NBA: "East" / "West". */
  conference?: string;
  position: number;
  team: TeamName;
  played?: number;
  won: number;
  drawn?: number;
  lost: number;
  goalsFor?: number;
  goalsAgainst?: number;
  points?: number;
}

export interface PlayerRecord {
  sourceId: string;
  name: string;
  givenName?: string;
  familyName?: string;
  /** YYYY-MM-DD. */
  birthDate?: string;
}

/** What one source parser returns. */
export interface ParsedSource {
  matches: MatchRecord[];
  rejections: Rejection[];
  officialStandings?: OfficialStandingRow[];
  players?: PlayerRecord[];
  /** English names of competition codes the catalogue may not have ("intl:cosafa-cup" → "COSAFA Cup"). */
  competitionNames?: Record<string, string>;
}
