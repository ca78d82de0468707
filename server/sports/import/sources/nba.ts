// NBA games 2021-22 and 2022-23 from FiveThirtyEight's Elo files (nba/SOURCE.md), and the 2023-24
// regular-season standings from an ESPN snapshot.
// nba_elo_latest_<season>.csv: date, season (the year the season ends), neutral, playoff (blank:
//   regular season; p: play-in; q, s, c, f: first round, conference semifinals, conference
//   finals, Finals), team1 (home), team2 (away), Elo columns…, score1, score2, …
//   Dates are ISO in 2021-22 and M/D/YYYY in 2022-23 (re-saved by a spreadsheet); no times.
// What the shipped files show: no ties, no bad codes; 2021-22 was copied on 2022-06-04, so Finals
// games 2-7 have no score. 538 lists all seven Finals dates in advance; the file cannot tell
// which of them were played (the series stood 1-0 when it was copied), so they are all kept as not
// played: a game is rejected as never played only once the file shows a team with 4 wins.
import { nbaTeamByCode } from "../../catalogue/nba-teams";
import type { MatchRecord, OfficialStandingRow, ParsedSource, StageRecord, TeamName } from "../records";
import { readCsvReporting } from "./csv";
import { isIsoDate, usDateToIso } from "./local-time";

const ZONE = "America/New_York";
const GAME_FILES = [
  { file: "nba/nba_elo_latest_2021-22.csv", season: "2021-22", endYear: "2022" },
  { file: "nba/nba_elo_latest_2022-23.csv", season: "2022-23", endYear: "2023" },
] as const;
const STANDINGS_FILE = "nba/nba_2023-24_regular_season_standings.csv";

const REGULAR_SEASON: StageRecord = { name: "Regular season", kind: "league", order: 1 };
const PLAY_IN: StageRecord = { name: "Play-in tournament", kind: "knockout", order: 2 };
const PLAYOFFS: StageRecord = { name: "Playoffs", kind: "knockout", order: 3 };
const PLAYOFF_ROUNDS: Readonly<Record<string, string>> = {
  q: "First round",
  s: "Conference semifinals",
  c: "Conference finals",
  f: "Finals",
};

const WHOLE_NUMBER = /^\d+$/;
const readCount = (text: string | undefined): number | null => (text !== undefined && WHOLE_NUMBER.test(text) ? Number(text) : null);

function teamOf(code: string): TeamName | null {
  const team = nbaTeamByCode(code);
  return team === undefined ? null : { name: team.name, kind: "club", sourceId: team.code };
}

function parseGames(dataFolder: string, source: (typeof GAME_FILES)[number], result: ParsedSource): void {
  const { file, season, endYear } = source;
  const table = readCsvReporting(dataFolder, file, result.rejections);
  if (table === null) return;
  const reject = (line: number, reason: string) => result.rejections.push({ file, record: `line ${line}`, reason });
  const seen = new Map<string, number>();
  /** Wins per playoff series ("f BOS GSW" → team code → wins), in file (date) order. */
  const series = new Map<string, Map<string, number>>();
  for (const { line, values: v } of table.rows) {
    const rawDate = v.date ?? "";
    const date = isIsoDate(rawDate) ? rawDate : usDateToIso(rawDate);
    if (date === null) {
      reject(line, `the date ${JSON.stringify(rawDate)} is neither YYYY-MM-DD nor M/D/YYYY of a real day`);
      continue;
    }
    if (v.season !== endYear) {
      reject(line, `the season ${JSON.stringify(v.season)} is not ${endYear}, the end year of ${season}`);
      continue;
    }
    const home = teamOf(v.team1 ?? "");
    const away = teamOf(v.team2 ?? "");
    if (home === null || away === null) {
      reject(line, `unknown team code ${JSON.stringify(home === null ? v.team1 : v.team2)}`);
      continue;
    }
    if (home.sourceId === away.sourceId) {
      reject(line, `the same team on both sides (${home.sourceId})`);
      continue;
    }
    if (v.neutral !== "0" && v.neutral !== "1") {
      reject(line, `neutral is ${JSON.stringify(v.neutral)}, not 0 or 1`);
      continue;
    }
    const playoff = v.playoff ?? "";
    if (playoff !== "" && playoff !== "p" && PLAYOFF_ROUNDS[playoff] === undefined) {
      reject(line, `unknown playoff code ${JSON.stringify(playoff)}`);
      continue;
    }
    const [score1, score2] = [v.score1 ?? "", v.score2 ?? ""];
    let final: readonly [number, number] | undefined;
    if (score1 !== "" || score2 !== "") {
      const [homePoints, awayPoints] = [readCount(score1), readCount(score2)];
      if (homePoints === null || awayPoints === null) {
        reject(line, `the score ${JSON.stringify(score1)}-${JSON.stringify(score2)} is not two whole numbers`);
        continue;
      }
      if (homePoints === awayPoints) {
        reject(line, `a tie ${homePoints}-${awayPoints}, which an NBA game cannot end in`);
        continue;
      }
      final = [homePoints, awayPoints];
    }
    const key = `${date} ${home.sourceId} ${away.sourceId}`;
    const first = seen.get(key);
    if (first !== undefined) {
      reject(line, `a second copy of line ${first} (${date}, ${away.sourceId} at ${home.sourceId})`);
      continue;
    }
    const round = PLAYOFF_ROUNDS[playoff];
    if (round !== undefined) {
      const seriesKey = `${playoff} ${[home.sourceId, away.sourceId].sort().join(" ")}`;
      const wins = series.get(seriesKey) ?? new Map<string, number>();
      series.set(seriesKey, wins);
      const decided = [...wins].find(([, count]) => count >= 4);
      if (decided) {
        const [winner, count] = decided;
        const other = [...wins].filter(([code]) => code !== winner).reduce((sum, [, n]) => sum + n, 0);
        reject(
          line,
          final === undefined
            ? `a ${round} game that was never played: ${winner} had already won the series ${count}-${other}`
            : `a ${round} game after ${winner} had already won the series ${count}-${other}`,
        );
        continue;
      }
      if (final !== undefined) {
        const winner = (final[0] > final[1] ? home.sourceId : away.sourceId) as string;
        wins.set(winner, (wins.get(winner) ?? 0) + 1);
      }
    }
    seen.set(key, line);
    const match: MatchRecord = {
      location: { file, record: `line ${line}` },
      sourceRef: `nba-elo:${season}:${date}:${home.sourceId}-${away.sourceId}`,
      sport: "basketball",
      competition: "nba",
      season,
      stage: playoff === "" ? REGULAR_SEASON : playoff === "p" ? PLAY_IN : PLAYOFFS,
      kickoff: { date, zone: ZONE },
      home,
      away,
      neutral: v.neutral === "1",
    };
    if (round !== undefined) match.round = round;
    if (final !== undefined) match.score = { final };
    result.matches.push(match);
  }
}

function parseStandings(dataFolder: string, result: ParsedSource): void {
  const file = STANDINGS_FILE;
  const table = readCsvReporting(dataFolder, file, result.rejections);
  if (table === null) return;
  const reject = (line: number, reason: string) => result.rejections.push({ file, record: `line ${line}`, reason });
  const seenSeeds = new Set<string>();
  const seenTeams = new Set<string>();
  const rows = (result.officialStandings ??= []);
  for (const { line, values: v } of table.rows) {
    const season = v.season ?? "";
    if (!/^\d{4}-\d{2}$/.test(season)) {
      reject(line, `the season ${JSON.stringify(season)} is not YYYY-YY`);
      continue;
    }
    const team = nbaTeamByCode(v.abbr ?? "");
    if (team === undefined) {
      reject(line, `unknown team code ${JSON.stringify(v.abbr)}`);
      continue;
    }
    const name = (v.team ?? "").trim();
    if (name !== team.name && !team.otherNames?.includes(name)) {
      reject(line, `the code ${v.abbr} is ${team.name}, not ${JSON.stringify(name)}`);
      continue;
    }
    if (v.conference !== team.conference) {
      reject(line, `${team.name} play in the ${team.conference}, not ${JSON.stringify(v.conference)}`);
      continue;
    }
    const [seed, won, lost] = [readCount(v.seed), readCount(v.wins), readCount(v.losses)];
    const [pointsFor, pointsAgainst] = [readCount(v.points_for), readCount(v.points_against)];
    if (seed === null || seed < 1 || won === null || lost === null) {
      reject(line, "seed, wins and losses must be whole numbers (the seed from 1)");
      continue;
    }
    if (seenSeeds.has(`${season} ${team.conference} ${seed}`) || seenTeams.has(`${season} ${team.code}`)) {
      reject(line, `a second row for seed ${seed} in the ${team.conference} or for ${team.name}`);
      continue;
    }
    seenSeeds.add(`${season} ${team.conference} ${seed}`);
    seenTeams.add(`${season} ${team.code}`);
    const row: OfficialStandingRow = {
      location: { file, record: `line ${line}` },
      sport: "basketball",
      competition: "nba",
      season,
      conference: team.conference,
      position: seed,
      team: { name, kind: "club", sourceId: team.code },
      won,
      lost,
    };
    // Points scored and conceded: the record's goal columns are the only place for them.
    if (pointsFor !== null) row.goalsFor = pointsFor;
    if (pointsAgainst !== null) row.goalsAgainst = pointsAgainst;
    rows.push(row);
  }
}

/** The NBA files under the sports data folder: 2021-22 and 2022-23 games, 2023-24 standings. */
export function parseNba(dataFolder: string): ParsedSource {
  const result: ParsedSource = { matches: [], rejections: [], officialStandings: [] };
  for (const source of GAME_FILES) parseGames(dataFolder, source, result);
  parseStandings(dataFolder, result);
  return result;
}
