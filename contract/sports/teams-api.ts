// The sports API's answers about teams, competitions, players and search (docs/sports-api.md),
// shared by the backend that sends them (server/sports/read) and the pages that read them (app/).
import { type CompetitionJson, type CompetitionRef, type MatchSummary, type TeamRef } from "./api";
import { type DatasetCode } from "./datasets";

export interface TeamJson extends TeamRef {
  sport: string;
  country: string | null;
  /** Basketball only: East / West and the division. */
  conference: string | null;
  division: string | null;
}

/** A competition a team played in, with how many of its matches the data holds and its latest season. */
export interface TeamCompetitionJson extends CompetitionRef {
  sport: string;
  kind: string;
  matches: number;
  latestSeason: string;
}

/** A player of a squad: who appeared in the team's lineups in one season (starters and substitutes). */
export interface SquadPlayerJson {
  playerId: number | null;
  playerName: string;
  playerSlug: string | null;
  /** The number he wore most often that season; null when the source gives none. */
  shirtNumber: number | null;
  /** His most frequent role in the lineups (GK, CB, CM, CF …). */
  role: string | null;
  /** Matches whose lineup lists him, and those he started. */
  matches: number;
  starts: number;
}

export interface SquadJson {
  competition: CompetitionRef;
  season: string;
  players: SquadPlayerJson[];
}

export interface TeamDetail {
  team: TeamJson;
  competitions: TeamCompetitionJson[];
  /** The last 10 ended matches, newest first. */
  results: MatchSummary[];
  /** The next 10 matches not yet ended, soonest first. */
  fixtures: MatchSummary[];
  /** From the lineups of the latest season that has them; null when no source gives lineups. */
  squad: SquadJson | null;
  /** The datasets its shown matches come from (their credits go on the page). */
  datasets: DatasetCode[];
}

export interface CompetitionDetail {
  competition: CompetitionJson;
  /** The newest season's code; null when the competition has none. */
  latestSeason: string | null;
  /** The teams of the newest season, by name. */
  teams: TeamRef[];
  results: MatchSummary[];
  fixtures: MatchSummary[];
}

export type TopPlayersKind = "goals" | "cards";

/** One row of a top scorers' or a cards' table. */
export interface TopPlayerJson {
  /** Equal counts share a rank (1, 2, 2, 4). */
  rank: number;
  /** Null when the source names the player without an id: he is then counted by name within his team. */
  playerId: number | null;
  playerName: string;
  playerSlug: string | null;
  team: TeamRef;
  /** Goals (incident types 1 and 8) and penalty goals (8) among them; own goals (17) never count. */
  goals: number;
  penalties: number;
  /** Yellow cards (3), red cards (4) and second yellows shown red (15). */
  yellowCards: number;
  redCards: number;
  secondYellows: number;
  /** Minutes played from the lineups; null unless every match he has a counted incident in has lineups. */
  minutes: number | null;
  /** Minutes divided by goals, rounded; null when minutes are unknown or he has no goal. */
  minutesPerGoal: number | null;
}

export type TopPlayersJson =
  | { available: false; competition: CompetitionRef; season: string | null; kind: TopPlayersKind }
  | {
      available: true;
      competition: CompetitionRef;
      season: string;
      kind: TopPlayersKind;
      /** Whether the season's matches have lineups (then minutes are counted). */
      minutesKnown: boolean;
      players: TopPlayerJson[];
      datasets: DatasetCode[];
    };

export interface PlayerJson {
  id: number;
  slug: string;
  name: string;
  givenName: string | null;
  familyName: string | null;
  birthDate: string | null;
}

export interface SearchTeamHit extends TeamRef {
  sport: string;
  country: string | null;
}

export interface SearchCompetitionHit extends CompetitionRef {
  sport: string;
  kind: string;
}

export interface SearchPlayerHit {
  id: number;
  slug: string;
  name: string;
  /** The team of his latest lineup, when a lineup names him. */
  team: TeamRef | null;
}

export interface SearchJson {
  /** The query as compared: folded (contract/sports/search-text.ts). */
  folded: string;
  teams: SearchTeamHit[];
  competitions: SearchCompetitionHit[];
  players: SearchPlayerHit[];
}
