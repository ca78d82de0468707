// hieudoanm/vleague: V.League 1 fixtures and official standings 2012-2022, Vietnamese names.
// vleague/v.league-1/fixtures/<year>.csv: fixtureId, competition, competitionTier, season, round,
//   status, date, time, stadium, homeId, homeTeam, homeScore, awayScore, awayId, awayTeam, note
// vleague/v.league-1/standings/<year>.csv: standingId, …, position, teamId, team, played, points,
//   won, drawn, lost, goals, goalsAgainst, goalsDifference, yellowCards, redCards, note
// vleague/teams.csv: teamId, name, fullName, …
//
// What the shipped files show (checked when this was written, against results computed from the fixtures):
// - status is FINISHED (with both scores) or SCHEDULED (blank scores, 2022 only); `note` is blank in
//   every fixture. Times are Vietnam's (Asia/Ho_Chi_Minh); one 2018 result has no time: kept, date only.
// - Some rows have no team id (Khatoco Khánh Hòa in the 2012 fixtures; several 2012-2013 standings
//   rows): kept with the name alone. One 2022 fixture gives id DON (Đồng Nai) to SHB Đà Nẵng (DAN):
//   rejected, since the id and the name disagree.
// - round is blank in all of 2018, most of 2014 and part of 2017: those matches have no round.
// - 2020 was played in two phases: rounds 1-13 a single round robin of 14 teams, then rounds 14-20
//   within two groups, A (8 teams, for the title) and B (6, against relegation), points carried
//   over. The standings' note says each team's group, and every fixture of rounds 14-20 pairs two
//   teams of the same group.
// - 2021 stops after round 12 (the season was abandoned); 2022 holds 13 rounds, 23 finished and 55
//   scheduled, with standings after 2-4 games whose positions are not in points order.
// - In the 2012-2017 standings the drawn and lost columns are swapped (points = 3 × won + lost and
//   the fixtures give the draws as the "lost" value). Those rows are rejected (not fixed), except
//   where drawn = lost, since they read the same either way.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { MatchRecord, OfficialStandingRow, ParsedSource, StageRecord, TeamName } from "../records";
import { readCsvReporting } from "./csv";
import { isClockTime, isIsoDate } from "./local-time";

const ROOT = "vleague";
const ZONE = "Asia/Ho_Chi_Minh";
const COMPETITION = "vleague-1";
const LEAGUE_STAGE: StageRecord = { name: "League", kind: "league", order: 1 };
/** Seasons played in two phases: the first round of the second phase, played in groups (see above). */
const SECOND_PHASE_FROM_ROUND: Readonly<Record<string, number>> = { "2020": 14 };
const FIRST_PHASE: StageRecord = { name: "First phase", kind: "league", order: 1 };
const SECOND_PHASE: StageRecord = { name: "Second phase", kind: "group", order: 2 };

interface KnownTeam {
  name: string;
  fullName: string;
}

type Reject = (line: number, reason: string) => void;

const WHOLE_NUMBER = /^\d+$/;
const readCount = (text: string | undefined): number | null => (text !== undefined && WHOLE_NUMBER.test(text) ? Number(text) : null);

/** The team of an id and a name, checked against teams.csv; a reason when they cannot be kept. */
function readTeam(id: string, name: string, known: Map<string, KnownTeam>): TeamName | string {
  const teamName = name.trim();
  if (teamName === "") return "a team has no name";
  const sourceId = id.trim();
  if (sourceId === "") return { name: teamName, kind: "club" };
  const team = known.get(sourceId);
  if (team === undefined) return `unknown team id ${sourceId} (not in teams.csv)`;
  if (teamName !== team.name && teamName !== team.fullName) {
    const owner = [...known].find(([, other]) => other.name === teamName || other.fullName === teamName);
    if (owner)
      return `the team id ${sourceId} (${team.fullName} in teams.csv) disagrees with the name ${teamName} (${owner[0]} in teams.csv)`;
  }
  return { name: teamName, kind: "club", sourceId };
}

function readKnownTeams(dataFolder: string, result: ParsedSource): Map<string, KnownTeam> {
  const known = new Map<string, KnownTeam>();
  const file = `${ROOT}/teams.csv`;
  const table = readCsvReporting(dataFolder, file, result.rejections);
  for (const row of table?.rows ?? []) {
    const { teamId = "", name = "", fullName = "" } = row.values;
    if (teamId === "" || (name === "" && fullName === "")) {
      result.rejections.push({ file, record: `line ${row.line}`, reason: "a team with no id or no name" });
    } else if (known.has(teamId)) {
      result.rejections.push({ file, record: `line ${row.line}`, reason: `a second team with the id ${teamId}` });
    } else {
      known.set(teamId, { name: name || fullName, fullName: fullName || name });
    }
  }
  return known;
}

/** The standings of one season; returns each team's group (by name) for the phases above. */
function parseStandings(dataFolder: string, year: string, known: Map<string, KnownTeam>, result: ParsedSource): Map<string, string> {
  const groups = new Map<string, string>();
  const file = `${ROOT}/v.league-1/standings/${year}.csv`;
  const table = readCsvReporting(dataFolder, file, result.rejections);
  if (table === null) return groups;
  const reject: Reject = (line, reason) => result.rejections.push({ file, record: `line ${line}`, reason });
  // A file whose points follow 3 × won + lost has its drawn and lost columns swapped.
  const swapped = table.rows.find(({ values: v }) => {
    const [won, drawn, lost, points] = [readCount(v.won), readCount(v.drawn), readCount(v.lost), readCount(v.points)];
    return won !== null && drawn !== null && lost !== null && points === 3 * won + lost && points !== 3 * won + drawn;
  });
  const seenPositions = new Set<number>();
  const seenTeams = new Set<string>();
  const officialStandings = (result.officialStandings ??= []);
  for (const { line, values: v } of table.rows) {
    if (v.season !== year) {
      reject(line, `the season ${JSON.stringify(v.season)} is not the file's ${year}`);
      continue;
    }
    const team = readTeam(v.teamId ?? "", v.team ?? "", known);
    if (typeof team === "string") {
      reject(line, team);
      continue;
    }
    const position = readCount(v.position);
    const [played, won, drawn, lost] = [readCount(v.played), readCount(v.won), readCount(v.drawn), readCount(v.lost)];
    const [goalsFor, goalsAgainst] = [readCount(v.goals), readCount(v.goalsAgainst)];
    const points = v.points !== undefined && /^-?\d+$/.test(v.points) ? Number(v.points) : null;
    const difference = v.goalsDifference !== undefined && /^-?\d+$/.test(v.goalsDifference) ? Number(v.goalsDifference) : null;
    if (position === null || position < 1) {
      reject(line, `the position ${JSON.stringify(v.position)} is not a whole number from 1`);
    } else if (
      played === null ||
      won === null ||
      drawn === null ||
      lost === null ||
      goalsFor === null ||
      goalsAgainst === null ||
      points === null
    ) {
      reject(line, "played, won, drawn, lost, goals, goalsAgainst and points must all be whole numbers");
    } else if (won + drawn + lost !== played) {
      reject(line, `won ${won} + drawn ${drawn} + lost ${lost} is not played ${played}`);
    } else if (difference !== null && difference !== goalsFor - goalsAgainst) {
      reject(line, `the goal difference ${difference} is not ${goalsFor} - ${goalsAgainst}`);
    } else if (swapped && drawn !== lost) {
      reject(
        line,
        `the drawn and lost columns of this file are swapped (line ${swapped.line}: points ${swapped.values.points} = 3 × won + lost, not 3 × won + drawn), so drawn ${drawn} and lost ${lost} cannot be trusted`,
      );
    } else if (seenPositions.has(position) || seenTeams.has(team.sourceId ?? team.name)) {
      reject(line, `a second row for position ${position} or for ${team.name}`);
    } else {
      seenPositions.add(position);
      seenTeams.add(team.sourceId ?? team.name);
      const row: OfficialStandingRow = {
        location: { file, record: `line ${line}` },
        sport: "football",
        competition: COMPETITION,
        season: year,
        position,
        team,
        played,
        won,
        drawn,
        lost,
        goalsFor,
        goalsAgainst,
        points,
      };
      const note = (v.note ?? "").trim();
      if (/^[A-Z]$/.test(note)) {
        row.group = `Group ${note}`;
        groups.set(team.name, row.group);
      }
      officialStandings.push(row);
    }
  }
  return groups;
}

function parseFixtures(
  dataFolder: string,
  year: string,
  known: Map<string, KnownTeam>,
  groups: Map<string, string>,
  result: ParsedSource,
): void {
  const file = `${ROOT}/v.league-1/fixtures/${year}.csv`;
  const table = readCsvReporting(dataFolder, file, result.rejections);
  if (table === null) return;
  const reject: Reject = (line, reason) => result.rejections.push({ file, record: `line ${line}`, reason });
  const seenIds = new Map<string, number>();
  const seenMatches = new Map<string, number>();
  const secondPhaseFrom = SECOND_PHASE_FROM_ROUND[year];
  for (const { line, values: v } of table.rows) {
    const fixtureId = (v.fixtureId ?? "").trim();
    const { status = "", date = "", time = "", homeScore = "", awayScore = "" } = v;
    if (fixtureId === "") {
      reject(line, "no fixtureId");
      continue;
    }
    if (v.season !== year) {
      reject(line, `the season ${JSON.stringify(v.season)} is not the file's ${year}`);
      continue;
    }
    if (!isIsoDate(date)) {
      reject(line, `the date ${JSON.stringify(date)} is not a real YYYY-MM-DD day`);
      continue;
    }
    if (time !== "" && !isClockTime(time)) {
      reject(line, `the time ${JSON.stringify(time)} is not HH:mm`);
      continue;
    }
    const home = readTeam(v.homeId ?? "", v.homeTeam ?? "", known);
    const away = readTeam(v.awayId ?? "", v.awayTeam ?? "", known);
    if (typeof home === "string" || typeof away === "string") {
      reject(line, typeof home === "string" ? home : (away as string));
      continue;
    }
    if (home.name === away.name || (home.sourceId !== undefined && home.sourceId === away.sourceId)) {
      reject(line, `the same team on both sides (${home.name})`);
      continue;
    }
    const roundText = (v.round ?? "").trim();
    const round = roundText === "" ? null : readCount(roundText);
    if (roundText !== "" && (round === null || round < 1)) {
      reject(line, `the round ${JSON.stringify(roundText)} is not a whole number from 1`);
      continue;
    }
    let played: boolean;
    if (status === "FINISHED") {
      if (readCount(homeScore) === null || readCount(awayScore) === null) {
        reject(line, `FINISHED but the score ${JSON.stringify(homeScore)}-${JSON.stringify(awayScore)} is not two whole numbers`);
        continue;
      }
      played = true;
    } else if (status.trim() === "") {
      reject(line, "no status");
      continue;
    } else {
      if (homeScore !== "" || awayScore !== "") {
        reject(line, `a score ${homeScore}-${awayScore} on a match whose status is ${status}, not FINISHED`);
        continue;
      }
      played = false;
    }
    const firstId = seenIds.get(fixtureId);
    if (firstId !== undefined) {
      reject(line, `a second fixture ${fixtureId} (the first is line ${firstId})`);
      continue;
    }
    const key = `${date} ${home.name} ${away.name}`;
    const firstMatch = seenMatches.get(key);
    if (firstMatch !== undefined) {
      reject(line, `a second copy of line ${firstMatch} (${date}, ${home.name} - ${away.name})`);
      continue;
    }
    seenIds.set(fixtureId, line);
    seenMatches.set(key, line);

    let stage = LEAGUE_STAGE;
    let group: string | undefined;
    if (secondPhaseFrom !== undefined) {
      if (round === null) {
        reject(line, "no round, so the phase of this two-phase season is not known");
        continue;
      }
      stage = round >= secondPhaseFrom ? SECOND_PHASE : FIRST_PHASE;
      if (stage === SECOND_PHASE) {
        group = groups.get(home.name);
        if (group === undefined || group !== groups.get(away.name)) {
          reject(line, `a second-phase match whose teams are not in the same group of the ${year} standings`);
          continue;
        }
      }
    }
    const match: MatchRecord = {
      location: { file, record: `line ${line}` },
      sourceRef: `vleague:${fixtureId}`,
      sport: "football",
      competition: COMPETITION,
      season: year,
      stage,
      kickoff: time === "" ? { date, zone: ZONE } : { date, time, zone: ZONE },
      home,
      away,
    };
    if (group !== undefined) match.group = group;
    if (round !== null) match.round = `Round ${round}`;
    const stadium = (v.stadium ?? "").trim();
    if (stadium !== "") match.venue = { name: stadium };
    if (played) {
      const final = [Number(homeScore), Number(awayScore)] as const;
      match.score = { fullTime: final, final };
    }
    result.matches.push(match);
  }
}

/** V.League 1: every vleague/v.league-1/fixtures/<year>.csv and standings/<year>.csv, with vleague/teams.csv. */
export function parseVleague(dataFolder: string): ParsedSource {
  const result: ParsedSource = { matches: [], rejections: [], officialStandings: [] };
  const known = readKnownTeams(dataFolder, result);
  const years = (folder: string) =>
    readdirSync(join(dataFolder, ROOT, "v.league-1", folder))
      .filter((name) => /^\d{4}\.csv$/.test(name))
      .map((name) => name.slice(0, 4));
  const standingYears = new Set(years("standings"));
  const fixtureYears = new Set(years("fixtures"));
  for (const year of [...new Set([...fixtureYears, ...standingYears])].sort()) {
    const groups = standingYears.has(year) ? parseStandings(dataFolder, year, known, result) : new Map<string, string>();
    if (fixtureYears.has(year)) parseFixtures(dataFolder, year, known, groups, result);
  }
  return result;
}
