// openfootball/worldcup.json, Qatar 2022: worldcup.json/2022/worldcup.json (matches with goals)
// and worldcup.stadiums.json (each ground's city, capacity and time zone).
//
// What the shipped files show:
// - A match's "ground" is "<stadium>, <city>". The stadium file names the Lusail ground "Lusail
//   Stadium" where the matches say "Lusail Iconic Stadium, Lusail" (FIFA's name for it); its
//   cities carry a disambiguating " (1)", " (2)" when a city has several grounds. A ground is
//   found by its stadium name, or else by its city when the file has exactly one ground there;
//   the venue keeps the match's own name.
// - Own goals are listed under the side they count for, with the scorer's name: Canada 1-2
//   Morocco lists Nayef Aguerd (Morocco) 40' under goals1 (Canada), Argentina 2-1 Australia lists
//   Enzo Fernández (Argentina) 77' under goals2 (Australia). So an own goal's side is its list's side.
// - Goals are listed per scorer, not in time order: they are sorted by minute and stoppage.
// - The 0-0 matches have no goals1/goals2 at all: they get no incidents.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { INCIDENT_TYPES, type IncidentRecord, type MatchRecord, type ParsedSource, type StageRecord, type VenueRecord } from "../records";
import { isClockTime, isIsoDate } from "./local-time";
import { readJsonScore } from "./score-json";

const SEASON = "2022";
const FOLDER = `worldcup.json/${SEASON}`;
/** The stadium file's offsets and the IANA zone they stand for: true of Qatar 2022 only (Qatar keeps UTC+3 all year). */
const ZONES: Readonly<Record<string, string>> = { "UTC+3": "Asia/Qatar" };

const GROUP_STAGE: StageRecord = { name: "Group stage", kind: "group", order: 1 };
const KNOCKOUT_ORDER: Readonly<Record<string, number>> = {
  "Round of 16": 2,
  "Quarter-finals": 3,
  "Semi-finals": 4,
  "Match for third place": 5,
  Final: 6,
};

interface Ground {
  name: string;
  city: string;
  capacity?: number;
  zone?: string;
  timezone: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function readGrounds(dataFolder: string, result: ParsedSource): Ground[] {
  const file = `${FOLDER}/worldcup.stadiums.json`;
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(join(dataFolder, file), "utf8"));
  } catch (error) {
    // Every match is then rejected for its unknown ground.
    result.rejections.push({ file, record: "whole file", reason: `not readable JSON: ${(error as Error).message}` });
    return [];
  }
  if (!isObject(document) || !Array.isArray(document.stadiums)) return [];
  return document.stadiums.filter(isObject).flatMap((stadium): Ground[] => {
    if (typeof stadium.name !== "string" || typeof stadium.city !== "string") return [];
    const ground: Ground = { name: stadium.name, city: stadium.city.replace(/\s+\(\d+\)$/, ""), timezone: stadium.timezone };
    if (typeof stadium.capacity === "number" && Number.isInteger(stadium.capacity) && stadium.capacity > 0)
      ground.capacity = stadium.capacity;
    if (typeof stadium.timezone === "string") ground.zone = ZONES[stadium.timezone];
    return [ground];
  });
}

function findGround(grounds: Ground[], name: string, city: string): Ground | undefined {
  const byName = grounds.find((ground) => ground.name === name);
  if (byName) return byName;
  const inCity = grounds.filter((ground) => ground.city === city);
  return inCity.length === 1 ? inCity[0] : undefined;
}

interface Goal {
  side: "home" | "away";
  playerName: string;
  minute: number;
  stoppage: number;
  penalty: boolean;
  ownGoal: boolean;
}

/** The goals of one side, or the reason they cannot be read. */
function readGoals(value: unknown, side: "home" | "away", extraTime: boolean): Goal[] | string {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return `goals${side === "home" ? 1 : 2} is not a list`;
  const goals: Goal[] = [];
  for (const [index, raw] of value.entries()) {
    const where = `goals${side === "home" ? 1 : 2}[${index}]`;
    if (!isObject(raw)) return `${where} is not an object`;
    const { name, minute, offset = 0, penalty = false, owngoal = false } = raw;
    if (typeof name !== "string" || name.trim() === "") return `${where} has no scorer`;
    if (typeof minute !== "number" || !Number.isInteger(minute) || minute < 1 || minute > (extraTime ? 120 : 90)) {
      return `${where} has an impossible minute ${JSON.stringify(minute)}${extraTime ? "" : " (no extra time was played)"}`;
    }
    if (typeof offset !== "number" || !Number.isInteger(offset) || offset < 0)
      return `${where} has an impossible stoppage ${JSON.stringify(offset)}`;
    if (typeof penalty !== "boolean" || typeof owngoal !== "boolean")
      return `${where} has a penalty or own-goal flag that is not true or false`;
    if (penalty && owngoal) return `${where} is both a penalty and an own goal`;
    goals.push({ side, playerName: name.trim(), minute, stoppage: offset, penalty, ownGoal: owngoal });
  }
  return goals;
}

function incidentsOf(goals: Goal[]): IncidentRecord[] {
  // A stable sort: goals in the same minute keep the home side first, then the listing's order.
  return [...goals]
    .sort((a, b) => a.minute - b.minute || a.stoppage - b.stoppage)
    .map((goal, index) => ({
      side: goal.side,
      type: goal.ownGoal ? INCIDENT_TYPES.ownGoal : goal.penalty ? INCIDENT_TYPES.penaltyGoal : INCIDENT_TYPES.goal,
      minute: goal.minute,
      stoppage: goal.stoppage,
      sequence: index + 1,
      playerName: goal.playerName,
    }));
}

/** The World Cup 2022 matches of worldcup.json/2022 under the sports data folder. */
export function parseWorldcupJson(dataFolder: string): ParsedSource {
  const file = `${FOLDER}/worldcup.json`;
  const result: ParsedSource = { matches: [], rejections: [] };
  const reject = (record: string, reason: string) => result.rejections.push({ file, record, reason });
  const grounds = readGrounds(dataFolder, result);
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(join(dataFolder, file), "utf8"));
  } catch (error) {
    reject("whole file", `not readable JSON: ${(error as Error).message}`);
    return result;
  }
  if (!isObject(document) || !Array.isArray(document.matches)) {
    reject("whole file", "no matches list");
    return result;
  }
  const seen = new Map<string, number>();
  document.matches.forEach((raw: unknown, index) => {
    const record = `matches[${index}]`;
    if (!isObject(raw)) return reject(record, "the match is not an object");
    const { date, time, round, group, ground: groundText, team1, team2 } = raw;
    if (typeof date !== "string" || !isIsoDate(date))
      return reject(record, `the date ${JSON.stringify(date)} is not a real YYYY-MM-DD day`);
    if (time === undefined) return reject(record, "no kick-off time");
    if (typeof time !== "string" || !isClockTime(time)) return reject(record, `the time ${JSON.stringify(time)} is not HH:mm`);
    if (typeof team1 !== "string" || team1.trim() === "" || typeof team2 !== "string" || team2.trim() === "") {
      return reject(record, "a team is missing");
    }
    if (team1.trim() === team2.trim()) return reject(record, `the same team on both sides (${team1})`);
    if (typeof groundText !== "string") return reject(record, "no ground");
    const comma = groundText.lastIndexOf(", ");
    const venueName = comma < 0 ? groundText.trim() : groundText.slice(0, comma).trim();
    const city = comma < 0 ? "" : groundText.slice(comma + 2).trim();
    const ground = findGround(grounds, venueName, city);
    if (ground === undefined)
      return reject(record, `unknown ground "${groundText}": no stadium of that name or city in worldcup.stadiums.json`);
    if (ground.zone === undefined)
      return reject(record, `the ground's time zone ${JSON.stringify(ground.timezone)} is not one this importer can place`);

    let stage: StageRecord;
    if (group !== undefined) {
      if (typeof group !== "string" || !/^Group [A-Z]$/.test(group))
        return reject(record, `the group ${JSON.stringify(group)} is not "Group <letter>"`);
      stage = GROUP_STAGE;
    } else {
      const order = typeof round === "string" ? KNOCKOUT_ORDER[round] : undefined;
      if (order === undefined || typeof round !== "string") return reject(record, `unknown knockout round ${JSON.stringify(round)}`);
      stage = { name: round, kind: "knockout", order };
    }
    const reading = readJsonScore(raw.score);
    if (reading.kind === "invalid") return reject(record, reading.reason);
    const key = `${date} ${team1} ${team2}`;
    const first = seen.get(key);
    if (first !== undefined) return reject(record, `a second copy of matches[${first}] (${date}, ${team1} - ${team2})`);
    seen.set(key, index);
    if (reading.kind === "played" && reading.dropped) reject(record, reading.dropped);

    const venue: VenueRecord = { name: venueName };
    if (city !== "") venue.city = city;
    if (ground.capacity !== undefined) venue.capacity = ground.capacity;
    const match: MatchRecord = {
      location: { file, record },
      sourceRef: `worldcup.json:${SEASON}:${index}`,
      sport: "football",
      competition: "world-cup",
      season: SEASON,
      stage,
      kickoff: { date, time, zone: ground.zone },
      home: { name: team1.trim(), kind: "national" },
      away: { name: team2.trim(), kind: "national" },
      venue,
    };
    if (typeof group === "string") match.group = group;
    if (typeof round === "string") match.round = round;
    if (reading.kind === "played") {
      match.score = reading.score;
      if (raw.goals1 !== undefined || raw.goals2 !== undefined) {
        const extraTime = reading.score.extraTime !== undefined;
        const home = readGoals(raw.goals1, "home", extraTime);
        const away = readGoals(raw.goals2, "away", extraTime);
        const [homeScore, awayScore] = reading.score.final;
        if (typeof home === "string" || typeof away === "string") {
          reject(record, `${typeof home === "string" ? home : away}: the match is kept without its goals`);
        } else if (home.length !== homeScore || away.length !== awayScore) {
          reject(
            record,
            `${home.length} + ${away.length} goals listed for a ${homeScore}-${awayScore} score: the match is kept without its goals`,
          );
        } else {
          match.incidents = incidentsOf([...home, ...away]);
        }
      }
    } else if (raw.goals1 !== undefined || raw.goals2 !== undefined) {
      const listed = [raw.goals1, raw.goals2].some((goals) => Array.isArray(goals) && goals.length > 0);
      if (listed) reject(record, "goals are listed for a match with no score: the match is kept as not played, without them");
    }
    result.matches.push(match);
  });
  return result;
}
