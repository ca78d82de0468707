// openfootball/football.json: football.json/<season>/<code>.json, one league (or the Champions
// League) per season. A match is { round, date, time, team1 (home), team2, score, status? }.
// What the shipped files hold besides plain results (checked when this was written):
// - `score: {}`: not played yet (the last matchday of es.1 and it.1 2024-25, the 2024-25
//   Champions League final, most of en.1 2025-26): kept without a score.
// - `status: "awarded"` (de.1 2024-25 Union Berlin - Bochum, fr.1 2024-25 Montpellier -
//   Saint-Étienne): the score is the one awarded by the league, which counts in the table: kept.
// - `status: "postponed"` with no time (en.1 2025-26 Manchester City - Crystal Palace): the
//   source gives no new date, so it is rejected rather than shown on its old date.
// - Champions League 2024-25: two round-of-16 shoot-outs written as 4-4, which a shoot-out cannot
//   end: those matches are kept without the shoot-out (and a rejection says so).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { MatchRecord, ParsedSource, Rejection, StageRecord, TeamName } from "../records";
import { isClockTime, isIsoDate } from "./local-time";
import { readJsonScore } from "./score-json";

/** The zone each league's times are written in (UEFA publishes Central European time). */
export const FOOTBALL_JSON_ZONES: Readonly<Record<string, string>> = {
  "en.1": "Europe/London",
  "es.1": "Europe/Madrid",
  "it.1": "Europe/Rome",
  "de.1": "Europe/Berlin",
  "fr.1": "Europe/Paris",
  "uefa.cl": "Europe/Paris",
};

const SEASON_FOLDER = /^\d{4}-\d{2}$/;
const LEAGUE_STAGE: StageRecord = { name: "League", kind: "league", order: 1 };
/** The Champions League's country suffix: "Aston Villa FC (ENG)". */
const COUNTRY_SUFFIX = /\s+\([A-Z]{3}\)$/;

/** The Champions League's stage from its round text ("League, Matchday 1", "Finals, Quarterfinals"). */
export function championsLeagueStage(round: string): StageRecord | null {
  const [phase, part] = round.split(", ", 2);
  if (phase === "League") return { name: "League phase", kind: "league", order: 1 };
  if (phase === "Playoffs") return { name: "Playoffs", kind: "knockout", order: 2 };
  if (phase === "Finals") {
    const order = { "Round of 16": 3, Quarterfinals: 4, Semifinals: 5, Final: 6 }[part ?? ""];
    if (order !== undefined && part !== undefined) return { name: part, kind: "knockout", order };
  }
  return null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function readTeam(value: unknown, code: string): TeamName | null {
  if (typeof value !== "string") return null;
  const name = (code === "uefa.cl" ? value.replace(COUNTRY_SUFFIX, "") : value).trim();
  return name === "" ? null : { name, kind: "club" };
}

function parseFile(dataFolder: string, season: string, code: string, result: ParsedSource): void {
  const file = `football.json/${season}/${code}.json`;
  const reject = (record: string, reason: string) => result.rejections.push({ file, record, reason } satisfies Rejection);
  const zone = FOOTBALL_JSON_ZONES[code];
  if (zone === undefined) {
    reject("whole file", `"${code}" is not a competition this importer knows`);
    return;
  }
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(join(dataFolder, file), "utf8"));
  } catch (error) {
    reject("whole file", `not readable JSON: ${(error as Error).message}`);
    return;
  }
  if (!isObject(document) || !Array.isArray(document.matches)) {
    reject("whole file", "no matches list");
    return;
  }
  const seen = new Map<string, number>();
  document.matches.forEach((raw: unknown, index) => {
    const record = `matches[${index}]`;
    if (!isObject(raw)) return reject(record, "the match is not an object");
    const { date, time, round, status } = raw;
    if (typeof date !== "string" || !isIsoDate(date))
      return reject(record, `the date ${JSON.stringify(date)} is not a real YYYY-MM-DD day`);
    if (status === "postponed") return reject(record, 'postponed (status "postponed"): the source gives no new date or time');
    if (status !== undefined && status !== "awarded") return reject(record, `unknown status ${JSON.stringify(status)}`);
    if (time === undefined) return reject(record, "no kick-off time");
    if (typeof time !== "string" || !isClockTime(time)) return reject(record, `the time ${JSON.stringify(time)} is not HH:mm`);
    const home = readTeam(raw.team1, code);
    const away = readTeam(raw.team2, code);
    if (home === null || away === null) return reject(record, "a team is missing");
    if (home.name === away.name) return reject(record, `the same team on both sides (${home.name})`);
    if (round !== undefined && (typeof round !== "string" || round.trim() === "")) return reject(record, "the round is not a text");
    let stage = LEAGUE_STAGE;
    if (code === "uefa.cl") {
      const found = typeof round === "string" ? championsLeagueStage(round) : null;
      if (found === null) return reject(record, `unknown Champions League round ${JSON.stringify(round)}`);
      stage = found;
    }
    const reading = readJsonScore(raw.score);
    if (reading.kind === "invalid") return reject(record, reading.reason);
    if (status === "awarded" && reading.kind !== "played") return reject(record, "awarded but no score is given");
    const key = `${date} ${home.name} ${away.name}`;
    const first = seen.get(key);
    if (first !== undefined) return reject(record, `a second copy of matches[${first}] (${date}, ${home.name} - ${away.name})`);
    seen.set(key, index);
    if (reading.kind === "played" && reading.dropped) reject(record, reading.dropped);

    const match: MatchRecord = {
      location: { file, record },
      sourceRef: `football.json:${code}:${season}:${index}`,
      sport: "football",
      competition: code,
      season,
      stage,
      kickoff: { date, time, zone },
      home,
      away,
    };
    if (typeof round === "string") match.round = round;
    if (reading.kind === "played") match.score = reading.score;
    result.matches.push(match);
  });
}

/** Every football.json/<season>/<code>.json under the sports data folder. */
export function parseFootballJson(dataFolder: string): ParsedSource {
  const result: ParsedSource = { matches: [], rejections: [] };
  const root = join(dataFolder, "football.json");
  const seasons = readdirSync(root)
    .filter((name) => SEASON_FOLDER.test(name) && statSync(join(root, name)).isDirectory())
    .sort();
  for (const season of seasons) {
    const codes = readdirSync(join(root, season))
      .filter((name) => name.endsWith(".json"))
      .map((name) => name.slice(0, -".json".length))
      .sort();
    for (const code of codes) parseFile(dataFolder, season, code, result);
  }
  return result;
}
