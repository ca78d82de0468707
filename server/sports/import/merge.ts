import { type DatasetCode } from "../../../contract/sports/datasets";
import {
  type IncidentRecord,
  type LineupRecord,
  type MatchRecord,
  type MatchScore,
  type Rejection,
  type ScorePair,
  type StageRecord,
  type VenueRecord,
} from "./records";
import { kickoffInstant, type ResolvedTeam, type TeamResolver } from "./resolve";

/** The dataset a record comes from, by the first folder of its file. */
const DATASET_OF_FOLDER: Readonly<Record<string, DatasetCode>> = {
  "football.json": "football.json",
  "worldcup.json": "worldcup.json",
  "fjelstul-worldcup": "fjelstul",
  international: "international",
  vleague: "vleague",
  nba: "nba",
};

export function datasetOf(file: string): DatasetCode | null {
  return DATASET_OF_FOLDER[file.split("/")[0] ?? ""] ?? null;
}

/**
 * When two datasets describe the same match, the first here wins each field it has; the others
 * fill what it lacks. The Fjelstul database has the fullest World Cup records (lineups, cards,
 * substitutions, shoot-out kicks); worldcup.json adds half-time scores; the international results
 * come last.
 */
const PRIORITY: readonly DatasetCode[] = ["fjelstul", "worldcup.json", "football.json", "vleague", "nba", "international"];

/** A match ready to be written: teams resolved, kickoff in UTC, sources merged. */
export interface PreparedMatch {
  /** Competition, season, local date and both teams (in a fixed order): the same for every source of the match. */
  key: string;
  sport: MatchRecord["sport"];
  competition: string;
  season: string;
  stage?: StageRecord;
  group?: string;
  round?: string;
  kickoffAt: Date | null;
  localDate: string;
  home: ResolvedTeam;
  away: ResolvedTeam;
  neutral: boolean;
  venue?: VenueRecord;
  score?: MatchScore;
  incidents: IncidentRecord[];
  lineups: LineupRecord[];
  /** Each source record, as "file record" ("fjelstul-worldcup/matches.csv line 965"). */
  sources: string[];
  datasets: DatasetCode[];
}

/** Where two sources of one match disagree; the prepared match keeps the higher-priority value. */
export interface Disagreement {
  key: string;
  field: string;
  kept: string;
  other: string;
  sources: string[];
}

export interface MergeResult {
  matches: PreparedMatch[];
  rejections: Rejection[];
  disagreements: Disagreement[];
}

const swapPair = (pair: ScorePair | undefined): ScorePair | undefined => (pair ? [pair[1], pair[0]] : undefined);
const otherSide = (side: "home" | "away"): "home" | "away" => (side === "home" ? "away" : "home");

function swapScore(score: MatchScore | undefined): MatchScore | undefined {
  if (!score) return undefined;
  const swapped: MatchScore = { final: [score.final[1], score.final[0]] };
  if (score.halfTime) swapped.halfTime = swapPair(score.halfTime);
  if (score.fullTime) swapped.fullTime = swapPair(score.fullTime);
  if (score.extraTime) swapped.extraTime = swapPair(score.extraTime);
  if (score.penalties) swapped.penalties = swapPair(score.penalties);
  if (score.shootoutWinner) swapped.shootoutWinner = otherSide(score.shootoutWinner);
  return swapped;
}

const where = (location: MatchRecord["location"]) => `${location.file} ${location.record}`;
const pairText = (pair: ScorePair | undefined) => (pair ? `${pair[0]}-${pair[1]}` : "none");
const goalTypes = new Set([1, 8, 17]);
/** The goals by side and regulation minute: a source that writes 90 for 90+3' agrees with one that writes 90+3'. */
const goalsText = (incidents: readonly IncidentRecord[]) =>
  incidents
    .filter((incident) => goalTypes.has(incident.type))
    .map((goal) => `${goal.side} ${goal.minute ?? "?"}`)
    .sort()
    .join(", ");

interface Candidate {
  record: MatchRecord;
  dataset: DatasetCode;
  home: ResolvedTeam;
  away: ResolvedTeam;
  kickoffAt: Date | null;
  localDate: string;
}

function prepare(candidates: Candidate[], disagreements: Disagreement[]): PreparedMatch {
  candidates.sort((a, b) => PRIORITY.indexOf(a.dataset) - PRIORITY.indexOf(b.dataset));
  const [primary, ...others] = candidates as [Candidate, ...Candidate[]];
  const { record } = primary;
  const match: PreparedMatch = {
    key: "",
    sport: record.sport,
    competition: record.competition,
    season: record.season,
    kickoffAt: primary.kickoffAt,
    localDate: primary.localDate,
    home: primary.home,
    away: primary.away,
    neutral: record.neutral ?? false,
    incidents: record.incidents ?? [],
    lineups: record.lineups ?? [],
    sources: candidates.map(({ record: { location } }) => `${location.file} ${location.record}`),
    datasets: [...new Set(candidates.map((candidate) => candidate.dataset))],
  };
  if (record.stage) match.stage = record.stage;
  if (record.group) match.group = record.group;
  if (record.round) match.round = record.round;
  if (record.venue) match.venue = record.venue;
  if (record.score) match.score = { ...record.score };

  for (const other of others) {
    const swapped = other.home.key !== primary.home.key;
    const score = swapped ? swapScore(other.record.score) : other.record.score;
    const incidents = (other.record.incidents ?? []).map((incident) =>
      swapped ? { ...incident, side: otherSide(incident.side) } : incident,
    );
    const lineups = (other.record.lineups ?? []).map((lineup) => (swapped ? { ...lineup, side: otherSide(lineup.side) } : lineup));
    const note = (field: string, kept: string, otherValue: string) => {
      if (kept !== otherValue)
        disagreements.push({ key: "", field, kept, other: otherValue, sources: [where(record.location), where(other.record.location)] });
    };
    match.kickoffAt ??= other.kickoffAt;
    match.stage ??= other.record.stage;
    match.group ??= other.record.group;
    match.round ??= other.record.round;
    match.venue ??= other.record.venue;
    if (!match.score) {
      if (score) match.score = { ...score };
    } else if (score) {
      note("score", pairText(match.score.final), pairText(score.final));
      for (const phase of ["halfTime", "fullTime", "extraTime", "penalties"] as const) {
        if (match.score[phase] && score[phase]) note(phase, pairText(match.score[phase]), pairText(score[phase]));
        else if (score[phase]) match.score[phase] = score[phase];
      }
      if (!match.score.shootoutWinner && score.shootoutWinner && !match.score.penalties) match.score.shootoutWinner = score.shootoutWinner;
    }
    if (match.incidents.length === 0) match.incidents = incidents;
    else if (incidents.some((incident) => goalTypes.has(incident.type))) note("goals", goalsText(match.incidents), goalsText(incidents));
    if (match.lineups.length === 0) match.lineups = lineups;
  }
  return match;
}

/**
 * Resolves every record's teams and kickoff, and makes one prepared match of the records that
 * describe the same match (same competition, season, local date and teams, whichever side a
 * source calls home). A record whose kickoff cannot be read is rejected.
 */
export function mergeMatches(records: readonly MatchRecord[], resolveTeam: TeamResolver): MergeResult {
  const rejections: Rejection[] = [];
  const disagreements: Disagreement[] = [];
  const byKey = new Map<string, Candidate[]>();
  for (const record of records) {
    const dataset = datasetOf(record.location.file);
    if (!dataset) {
      rejections.push({ ...record.location, reason: "the file is in no known dataset folder" });
      continue;
    }
    const kickoff = kickoffInstant(record.kickoff);
    if (!kickoff.ok) {
      rejections.push({ ...record.location, reason: kickoff.reason });
      continue;
    }
    const context = { sport: record.sport, competition: record.competition };
    const home = resolveTeam(record.home, context);
    const away = resolveTeam(record.away, context);
    if (home.key === away.key) {
      rejections.push({ ...record.location, reason: `both sides are the same team (${home.name})` });
      continue;
    }
    const [first, second] = [home.key, away.key].sort();
    const key = `${record.competition}:${record.season}:${kickoff.localDate}:${first}:${second}`;
    const candidate = { record, dataset, home, away, kickoffAt: kickoff.kickoffAt, localDate: kickoff.localDate };
    const same = byKey.get(key);
    if (!same) byKey.set(key, [candidate]);
    else if (same.some((other) => other.dataset === dataset))
      rejections.push({
        ...record.location,
        reason: `the same match (${home.name} v ${away.name}, ${kickoff.localDate}) appears twice in ${dataset}`,
      });
    else same.push(candidate);
  }
  const matches: PreparedMatch[] = [];
  for (const [key, candidates] of byKey) {
    const before = disagreements.length;
    const match = prepare(candidates, disagreements);
    match.key = key;
    for (const disagreement of disagreements.slice(before)) disagreement.key = key;
    matches.push(match);
  }
  return { matches, rejections, disagreements };
}
