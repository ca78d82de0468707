// The Fjelstul World Cup Database (datasets/sports/fjelstul-worldcup, codebook-variables.csv) →
// import records: every men's World Cup 1930-2022 and women's 1991-2019.
//
// What the data says and what this parser does with it:
// - Tournaments: men's and women's share the id format "WC-<year>" (women's in odd years from 1991);
//   the competition is told by the tournament name ("… FIFA Men's World Cup" → "world-cup", "… FIFA
//   Women's World Cup" → "womens-world-cup"), the season is the year.
// - Stages: matches.csv writes the women's "quarter-final"/"semi-final" where tournament_stages.csv
//   writes "quarter-finals"/"semi-finals": the stage is looked up in tournament_stages.csv (the
//   plural form is tried) and named as that file names it, first letter capitalised ("Group stage").
//   Its kind: group for group stages (group_stage = 1: group stage, second group stage, 1950's
//   final round), knockout otherwise; its order: the stage_number.
// - Groups: the file contradicts itself: matches.csv names the 1982 second group stage's groups
//   "Group 1"-"Group 4" where groups.csv and group_standings.csv name them "Group A"-"Group D", and
//   has one "Group c" (2015) for "Group C". A match's group is the group of its stage that
//   group_standings.csv lists both its teams in (named as there), else the group of groups.csv
//   with its name (case aside); else the match is rejected. 1950's final round is a group stage
//   whose matches have no group ("not applicable"): no group.
// - Replays (1934 and 1938: 4 ties drawn after extra time, replayed): both matches are kept, the
//   replay with the round "<stage> (replay)"; the drawn match's result is the draw.
// - Kick-off: match_date + match_time, local to the stadium; its zone from the catalogue's venue
//   zones (city by city in hosts spanning zones). A venue without a zone rejects the match.
// - Score: final = home/away_team_score (extra time included); extraTime = final when extra_time
//   is 1; penalties = the shoot-out score when penalty_shootout is 1. fullTime = final without
//   extra time; with extra time, fullTime and halfTime come from goals.csv when the match's goals
//   are complete (as many per side as the final score), else they are left out.
// - Incidents: goals (1 goal, 8 penalty, 17 own goal; the side is team_id's, the team credited),
//   bookings (3 yellow, 4 straight red, 15 second yellow), substitutions (9; paired, see
//   below), shoot-out kicks (29 converted, 30 missed). Sorted by minute and stoppage; `sequence`
//   numbers them in that order from 1. Shoot-out kicks: minute null, `sequence` = the kick's number
//   for its team (penalty_kicks.csv lists each team's kicks in order, one team after the other, so
//   which team kicked first is not in the data).
// - Second yellow cards: bookings.csv has one row for a player sent off for a second yellow
//   (yellow_card = 1, second_yellow_card = 1) and its minute is the first yellow's (2010 final:
//   Heitinga 57', sent off 109'; 2006 Portugal-Netherlands: 7', 31', 59', 73' are the four first
//   yellows). So that row gives a yellow card (3) at its minute, and the sending-off, whose minute
//   the data does not have, is reported as a rejection. When the player has an earlier yellow row
//   in the match (once: 1990 Yugoslavia-UAE, Ghanim 36' and 76'), the second row is the second
//   yellow: 15 at its minute. A row with yellow_card = 1 and red_card = 1 gives both cards (3, 4).
// - Substitutions: one row per player going off or coming on. A team's rows at the same minute
//   (and stoppage) with one player off and one on are one incident (playerName = the player coming
//   on, inPlayerName, outPlayerName). Where several players went off and came on at the same
//   minute the data does not say who replaced whom (file order is wrong: 2022 final, 71', it pairs
//   Hernandez with Coman, but Camavinga replaced Hernandez): one incident per row, with only
//   outPlayerName or only inPlayerName. Rows going off with none coming on at that minute, or the
//   reverse, are rejected.
// - Names: "given family"; given_name "not applicable" (mononyms: Pelé) → the family name alone.
//   Shirt number 0 (goals in early tournaments) means no number.

import { join } from "node:path";
import { venueZone } from "../../catalogue/venue-zones";
import {
  INCIDENT_TYPES,
  type IncidentRecord,
  type LineupRecord,
  type MatchRecord,
  type OfficialStandingRow,
  type ParsedSource,
  type PlayerRecord,
  type Rejection,
  type ScorePair,
  type StageRecord,
  type TeamName,
  type VenueRecord,
} from "../records";
import { readCsvFile, type CsvRow } from "./csv";

export const FJELSTUL_FOLDER = "fjelstul-worldcup";

const NOT_GIVEN = new Set(["not applicable", "not available", "NA", ""]);

interface Tournament {
  competition: "world-cup" | "womens-world-cup";
  season: string;
}

interface StageInfo {
  name: string;
  number: number;
  group: boolean;
}

interface MatchContext {
  record: MatchRecord;
  homeId: string;
  awayId: string;
  final: ScorePair;
  extraTime: boolean;
  shootout: ScorePair | undefined;
  /** Incidents with the file order, to sort stably. */
  incidents: { incident: IncidentRecord; order: number }[];
  kicks: IncidentRecord[];
  goalsRejected: boolean;
  goalCounts: [number, number];
  halfTime: [number, number];
  fullTime: [number, number];
}

function isInt(text: string | undefined): text is string {
  return text !== undefined && /^\d+$/.test(text);
}

function isFlag(text: string | undefined): text is "0" | "1" {
  return text === "0" || text === "1";
}

function isDate(text: string | undefined): text is string {
  if (text === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(text);
}

function isTime(text: string | undefined): text is string {
  return text !== undefined && /^([01]\d|2[0-3]):[0-5]\d$/.test(text);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Lionel Messi"; "Pelé" when the given name is "not applicable". Undefined without a family name. */
export function fjelstulPlayerName(given: string | undefined, family: string | undefined): string | undefined {
  if (family === undefined || NOT_GIVEN.has(family)) return undefined;
  if (given === undefined || NOT_GIVEN.has(given)) return family;
  return `${given} ${family}`;
}

export function parseFjelstul(dataFolder: string): ParsedSource {
  const rejections: Rejection[] = [];
  const file = (name: string) => `${FJELSTUL_FOLDER}/${name}`;
  const read = (name: string) => readCsvFile(join(dataFolder, FJELSTUL_FOLDER, name)).rows;
  const reject = (name: string, row: CsvRow, reason: string) => {
    rejections.push({ file: file(name), record: `line ${row.line}`, reason });
  };
  const field = (row: CsvRow, key: string) => row.values[key];

  // Tournaments.
  const tournaments = new Map<string, Tournament>();
  for (const row of read("tournaments.csv")) {
    const id = field(row, "tournament_id") ?? "";
    const name = field(row, "tournament_name") ?? "";
    const year = field(row, "year");
    const competition = name.includes("Women's World Cup")
      ? "womens-world-cup"
      : name.includes("Men's World Cup")
        ? "world-cup"
        : undefined;
    if (!competition) reject("tournaments.csv", row, `tournament ${id}: "${name}" is neither a men's nor a women's World Cup`);
    else if (!/^\d{4}$/.test(year ?? "")) reject("tournaments.csv", row, `tournament ${id}: year "${year}" is not a year`);
    else tournaments.set(id, { competition, season: year! });
  }

  // Stages by tournament and name (and number).
  const stages = new Map<string, StageInfo>();
  for (const row of read("tournament_stages.csv")) {
    const tid = field(row, "tournament_id") ?? "";
    const name = field(row, "stage_name") ?? "";
    const number = field(row, "stage_number");
    const group = field(row, "group_stage");
    if (!isInt(number) || !isFlag(group) || name === "") {
      reject("tournament_stages.csv", row, `stage "${name}" of ${tid}: stage_number "${number}" or group_stage "${group}" unreadable`);
      continue;
    }
    stages.set(`${tid}|${name}`, { name, number: Number(number), group: group === "1" });
  }
  const findStage = (tid: string, name: string) => stages.get(`${tid}|${name}`) ?? stages.get(`${tid}|${name}s`);

  // Groups by tournament and stage number: their names (groups.csv) and teams (group_standings.csv).
  const groupNames = new Map<string, string[]>();
  for (const row of read("groups.csv")) {
    const key = `${field(row, "tournament_id")}|${field(row, "stage_number")}`;
    const list = groupNames.get(key) ?? [];
    list.push(field(row, "group_name") ?? "");
    groupNames.set(key, list);
  }
  const groupTeams = new Map<string, Map<string, Set<string>>>();
  for (const row of read("group_standings.csv")) {
    const key = `${field(row, "tournament_id")}|${field(row, "stage_number")}`;
    const groups = groupTeams.get(key) ?? new Map<string, Set<string>>();
    const name = field(row, "group_name") ?? "";
    groups.set(name, (groups.get(name) ?? new Set<string>()).add(field(row, "team_id") ?? ""));
    groupTeams.set(key, groups);
  }
  /** The stage's group both teams are in (group_standings.csv); else the group of that name in groups.csv, case aside. */
  const resolveGroup = (stageKey: string, sourceGroup: string, homeId: string, awayId: string): string | undefined => {
    const byTeams = [...(groupTeams.get(stageKey) ?? new Map<string, Set<string>>())].filter(
      ([, ids]) => ids.has(homeId) && ids.has(awayId),
    );
    if (byTeams.length === 1) return byTeams[0]![0];
    const known = groupNames.get(stageKey) ?? [];
    return known.find((g) => g === sourceGroup) ?? known.find((g) => g.toLowerCase() === sourceGroup.toLowerCase());
  };

  // Stadiums.
  const stadiums = new Map<string, { venue: VenueRecord; zone: string | undefined }>();
  for (const row of read("stadiums.csv")) {
    const id = field(row, "stadium_id") ?? "";
    const name = field(row, "stadium_name") ?? "";
    const city = field(row, "city_name") ?? "";
    const country = field(row, "country_name") ?? "";
    const capacity = field(row, "stadium_capacity");
    if (name === "" || country === "") {
      reject("stadiums.csv", row, `stadium ${id}: no name or country`);
      continue;
    }
    const venue: VenueRecord = { name, country };
    if (city !== "") venue.city = city;
    if (isInt(capacity)) venue.capacity = Number(capacity);
    stadiums.set(id, { venue, zone: venueZone(country, city, { strictCities: true }) });
  }

  // Teams.
  const teams = new Map<string, string>();
  for (const row of read("teams.csv")) {
    const id = field(row, "team_id") ?? "";
    const name = field(row, "team_name") ?? "";
    if (!/^T-\d+$/.test(id) || name === "") reject("teams.csv", row, `team "${id}" "${name}": no id or name`);
    else teams.set(id, name);
  }
  const team = (id: string): TeamName => ({ name: teams.get(id)!, kind: "national", sourceId: id });

  // Matches.
  const matches = new Map<string, MatchContext>();
  for (const row of read("matches.csv")) {
    const v = (key: string) => field(row, key) ?? "";
    const id = v("match_id");
    const problem = (reason: string) => reject("matches.csv", row, `match ${id}: ${reason}`);
    const tournament = tournaments.get(v("tournament_id"));
    if (!tournament) {
      problem(`unknown tournament "${v("tournament_id")}"`);
      continue;
    }
    if (matches.has(id)) {
      problem("match_id already used by an earlier line");
      continue;
    }
    const stage = findStage(v("tournament_id"), v("stage_name"));
    if (!stage) {
      problem(`stage "${v("stage_name")}" is not a stage of ${v("tournament_id")} in tournament_stages.csv`);
      continue;
    }
    if (!isDate(v("match_date")) || !isTime(v("match_time"))) {
      problem(`date "${v("match_date")}" or time "${v("match_time")}" unreadable`);
      continue;
    }
    const stadium = stadiums.get(v("stadium_id"));
    if (!stadium) {
      problem(`unknown stadium "${v("stadium_id")}"`);
      continue;
    }
    if (!stadium.zone) {
      problem(`no time zone known for the venue (${v("city_name")}, ${v("country_name")})`);
      continue;
    }
    const homeId = v("home_team_id");
    const awayId = v("away_team_id");
    if (!teams.has(homeId) || !teams.has(awayId) || homeId === awayId) {
      problem(`teams "${homeId}" and "${awayId}" are not two teams of teams.csv`);
      continue;
    }
    const [hs, as] = [v("home_team_score"), v("away_team_score")];
    if (!isInt(hs) || !isInt(as)) {
      problem(`score "${hs}"-"${as}" is not two whole numbers`);
      continue;
    }
    const extraTime = v("extra_time");
    const shootout = v("penalty_shootout");
    const replay = v("replay");
    if (!isFlag(extraTime) || !isFlag(shootout) || !isFlag(replay)) {
      problem(`extra_time "${extraTime}", penalty_shootout "${shootout}" or replay "${replay}" is not 0 or 1`);
      continue;
    }
    const final: ScorePair = [Number(hs), Number(as)];
    let penalties: ScorePair | undefined;
    if (shootout === "1") {
      const [hp, ap] = [v("home_team_score_penalties"), v("away_team_score_penalties")];
      if (!isInt(hp) || !isInt(ap) || hp === ap) {
        problem(`penalty shoot-out score "${hp}"-"${ap}" unreadable or drawn`);
        continue;
      }
      if (final[0] !== final[1]) {
        problem(`a penalty shoot-out after a match not drawn (${final[0]}-${final[1]})`);
        continue;
      }
      penalties = [Number(hp), Number(ap)];
    }

    let group: string | undefined;
    const sourceGroup = v("group_name");
    if (stage.group && !NOT_GIVEN.has(sourceGroup)) {
      group = resolveGroup(`${v("tournament_id")}|${stage.number}`, sourceGroup, homeId, awayId);
      if (!group) {
        problem(`group "${sourceGroup}" is not a group of that stage in groups.csv, nor one with both teams in group_standings.csv`);
        continue;
      }
    }

    const stageRecord: StageRecord = { name: capitalise(stage.name), kind: stage.group ? "group" : "knockout", order: stage.number };
    const record: MatchRecord = {
      location: { file: file("matches.csv"), record: `line ${row.line}` },
      sourceRef: `fjelstul:${id}`,
      sport: "football",
      competition: tournament.competition,
      season: tournament.season,
      stage: stageRecord,
      round: replay === "1" ? `${stageRecord.name} (replay)` : stageRecord.name,
      kickoff: { date: v("match_date"), time: v("match_time"), zone: stadium.zone },
      home: team(homeId),
      away: team(awayId),
      venue: { ...stadium.venue },
      score: { final },
    };
    if (group) record.group = group;
    if (extraTime === "1") record.score!.extraTime = final;
    else record.score!.fullTime = final;
    if (penalties) record.score!.penalties = penalties;
    matches.set(id, {
      record,
      homeId,
      awayId,
      final,
      extraTime: extraTime === "1",
      shootout: penalties,
      incidents: [],
      kicks: [],
      goalsRejected: false,
      goalCounts: [0, 0],
      halfTime: [0, 0],
      fullTime: [0, 0],
    });
  }

  /** The match of an event row and the side of its team_id, or a rejection. */
  let order = 0;
  const eventOf = (name: string, row: CsvRow): { match: MatchContext; side: "home" | "away" } | undefined => {
    const matchId = field(row, "match_id") ?? "";
    const match = matches.get(matchId);
    if (!match) {
      reject(name, row, `match "${matchId}" is not a kept match of matches.csv`);
      return undefined;
    }
    const teamId = field(row, "team_id");
    const side = teamId === match.homeId ? "home" : teamId === match.awayId ? "away" : undefined;
    if (!side) {
      reject(name, row, `team "${teamId}" did not play match ${matchId}`);
      return undefined;
    }
    return { match, side };
  };
  const minuteOf = (name: string, row: CsvRow): { minute: number; stoppage: number; period: string } | undefined => {
    const minute = field(row, "minute_regulation");
    const stoppage = field(row, "minute_stoppage");
    const period = field(row, "match_period") ?? "";
    if (!isInt(minute) || !isInt(stoppage) || Number(minute) < 1 || Number(minute) > 120) {
      reject(name, row, `minute "${minute}"+"${stoppage}" unreadable`);
      return undefined;
    }
    return { minute: Number(minute), stoppage: Number(stoppage), period };
  };
  const playerOf = (row: CsvRow): { playerName?: string; playerSourceId?: string } => {
    const name = fjelstulPlayerName(field(row, "given_name"), field(row, "family_name"));
    const id = field(row, "player_id");
    return { ...(name ? { playerName: name } : {}), ...(id && /^P-\d+$/.test(id) ? { playerSourceId: id } : {}) };
  };
  const add = (match: MatchContext, incident: IncidentRecord) => match.incidents.push({ incident, order: order++ });

  // Goals.
  for (const row of read("goals.csv")) {
    const event = eventOf("goals.csv", row);
    const markRejected = () => {
      const match = matches.get(field(row, "match_id") ?? "");
      if (match) match.goalsRejected = true;
    };
    if (!event) {
      markRejected();
      continue;
    }
    const time = minuteOf("goals.csv", row);
    if (!time) {
      markRejected();
      continue;
    }
    const ownGoal = field(row, "own_goal");
    const penalty = field(row, "penalty");
    if (!isFlag(ownGoal) || !isFlag(penalty) || (ownGoal === "1" && penalty === "1")) {
      reject("goals.csv", row, `own_goal "${ownGoal}" and penalty "${penalty}" are not one of: goal, penalty, own goal`);
      markRejected();
      continue;
    }
    const ownTeam = field(row, "player_team_id") === field(row, "team_id");
    if ((ownGoal === "1") === ownTeam) {
      reject(
        "goals.csv",
        row,
        ownGoal === "1"
          ? "own goal credited to the scorer's own team (team_id = player_team_id)"
          : "goal credited to a team other than the scorer's (team_id ≠ player_team_id) but not an own goal",
      );
      markRejected();
      continue;
    }
    const { match, side } = event;
    const index = side === "home" ? 0 : 1;
    const inHalfTime = time.period.startsWith("first half");
    const inRegulation = inHalfTime || time.period.startsWith("second half");
    if (!inRegulation && !time.period.startsWith("extra time")) {
      reject("goals.csv", row, `match period "${time.period}" unknown`);
      markRejected();
      continue;
    }
    match.goalCounts[index]++;
    if (inHalfTime) match.halfTime[index]++;
    if (inRegulation) match.fullTime[index]++;
    add(match, {
      side,
      type: ownGoal === "1" ? INCIDENT_TYPES.ownGoal : penalty === "1" ? INCIDENT_TYPES.penaltyGoal : INCIDENT_TYPES.goal,
      minute: time.minute,
      stoppage: time.stoppage,
      sequence: 0,
      ...playerOf(row),
    });
  }

  // Bookings.
  const bookingRows = read("bookings.csv");
  const plainYellow = new Map<string, number>(); // match|player → line of a plain yellow card
  for (const row of bookingRows) {
    if (field(row, "yellow_card") === "1" && field(row, "red_card") === "0" && field(row, "second_yellow_card") === "0") {
      const key = `${field(row, "match_id")}|${field(row, "player_id")}`;
      if (!plainYellow.has(key)) plainYellow.set(key, row.line);
    }
  }
  for (const row of bookingRows) {
    const event = eventOf("bookings.csv", row);
    if (!event) continue;
    const time = minuteOf("bookings.csv", row);
    if (!time) continue;
    const [yellow, red, second] = [field(row, "yellow_card"), field(row, "red_card"), field(row, "second_yellow_card")];
    if (!isFlag(yellow) || !isFlag(red) || !isFlag(second) || (yellow === "0" && red === "0") || (second === "1" && red === "1")) {
      reject("bookings.csv", row, `cards yellow "${yellow}", red "${red}", second yellow "${second}" are not a booking`);
      continue;
    }
    const base = { side: event.side, minute: time.minute, stoppage: time.stoppage, sequence: 0, ...playerOf(row) };
    if (second === "1") {
      const earlier = plainYellow.get(`${field(row, "match_id")}|${field(row, "player_id")}`);
      if (earlier !== undefined && earlier < row.line) {
        add(event.match, { ...base, type: INCIDENT_TYPES.cardUpgrade });
      } else {
        add(event.match, { ...base, type: INCIDENT_TYPES.yellowCard });
        reject(
          "bookings.csv",
          row,
          `second yellow card of ${base.playerName ?? field(row, "player_id")}: the row's minute ${field(row, "minute_label")} is that of the first yellow card (kept as a yellow card); the sending-off's minute is not in the data`,
        );
      }
      continue;
    }
    if (yellow === "1") add(event.match, { ...base, type: INCIDENT_TYPES.yellowCard });
    if (red === "1") add(event.match, { ...base, type: INCIDENT_TYPES.redCard });
  }

  // Substitutions: rows grouped by match, team and minute.
  const subGroups = new Map<string, { match: MatchContext; side: "home" | "away"; off: CsvRow[]; on: CsvRow[] }>();
  for (const row of read("substitutions.csv")) {
    const event = eventOf("substitutions.csv", row);
    if (!event) continue;
    const time = minuteOf("substitutions.csv", row);
    if (!time) continue;
    const [off, on] = [field(row, "going_off"), field(row, "coming_on")];
    if (!isFlag(off) || !isFlag(on) || off === on) {
      reject("substitutions.csv", row, `going_off "${off}" and coming_on "${on}": not one of them`);
      continue;
    }
    const key = `${field(row, "match_id")}|${field(row, "team_id")}|${time.minute}|${time.stoppage}`;
    const group = subGroups.get(key) ?? { match: event.match, side: event.side, off: [], on: [] };
    (off === "1" ? group.off : group.on).push(row);
    subGroups.set(key, group);
  }
  for (const { match, side, off, on } of subGroups.values()) {
    const first = off[0] ?? on[0]!;
    const base = {
      side,
      type: INCIDENT_TYPES.substitution,
      minute: Number(field(first, "minute_regulation")),
      stoppage: Number(field(first, "minute_stoppage")),
      sequence: 0,
    };
    const name = (row: CsvRow) => fjelstulPlayerName(field(row, "given_name"), field(row, "family_name"));
    if (off.length === 1 && on.length === 1) {
      const incoming = playerOf(on[0]!);
      const outName = name(off[0]!);
      add(match, {
        ...base,
        ...incoming,
        ...(incoming.playerName ? { inPlayerName: incoming.playerName } : {}),
        ...(outName ? { outPlayerName: outName } : {}),
      });
    } else if (off.length > 0 && off.length === on.length) {
      for (const row of off) {
        const outName = name(row);
        add(match, { ...base, ...(outName ? { outPlayerName: outName } : {}) });
      }
      for (const row of on) {
        const incoming = playerOf(row);
        add(match, { ...base, ...incoming, ...(incoming.playerName ? { inPlayerName: incoming.playerName } : {}) });
      }
    } else {
      for (const row of [...off, ...on]) {
        const goingOff = field(row, "going_off") === "1";
        reject(
          "substitutions.csv",
          row,
          `${name(row) ?? field(row, "player_id")} ${goingOff ? "going off" : "coming on"} at ${field(row, "minute_label")}: no player ${goingOff ? "coming on" : "going off"} for the team at that minute (${off.length} off, ${on.length} on)`,
        );
      }
    }
  }

  // Penalty shoot-out kicks.
  const kickCounts = new Map<string, number>();
  for (const row of read("penalty_kicks.csv")) {
    const event = eventOf("penalty_kicks.csv", row);
    if (!event) continue;
    if (!event.match.shootout) {
      reject("penalty_kicks.csv", row, `match ${field(row, "match_id")} had no penalty shoot-out`);
      continue;
    }
    const converted = field(row, "converted");
    if (!isFlag(converted)) {
      reject("penalty_kicks.csv", row, `converted "${converted}" is not 0 or 1`);
      continue;
    }
    const key = `${field(row, "match_id")}|${event.side}`;
    const sequence = (kickCounts.get(key) ?? 0) + 1;
    kickCounts.set(key, sequence);
    event.match.kicks.push({
      side: event.side,
      type: converted === "1" ? INCIDENT_TYPES.shootoutGoal : INCIDENT_TYPES.shootoutMiss,
      minute: null,
      stoppage: 0,
      sequence,
      ...playerOf(row),
    });
  }

  // Lineups.
  const lineups = new Map<string, LineupRecord[]>();
  for (const row of read("player_appearances.csv")) {
    const event = eventOf("player_appearances.csv", row);
    if (!event) continue;
    const [starter, substitute] = [field(row, "starter"), field(row, "substitute")];
    if (!isFlag(starter) || !isFlag(substitute) || starter === substitute) {
      reject("player_appearances.csv", row, `starter "${starter}" and substitute "${substitute}": not one of them`);
      continue;
    }
    const player = playerOf(row);
    if (!player.playerName) {
      reject("player_appearances.csv", row, "no player name");
      continue;
    }
    const shirt = field(row, "shirt_number");
    const position = field(row, "position_code");
    const lineup: LineupRecord = { side: event.side, playerName: player.playerName, starter: starter === "1" };
    if (player.playerSourceId) lineup.playerSourceId = player.playerSourceId;
    if (isInt(shirt) && Number(shirt) > 0) lineup.shirtNumber = Number(shirt);
    if (position !== undefined && !NOT_GIVEN.has(position)) lineup.position = position;
    const key = field(row, "match_id")!;
    const list = lineups.get(key) ?? [];
    list.push(lineup);
    lineups.set(key, list);
  }

  // Assemble the matches.
  const result: MatchRecord[] = [];
  for (const [id, match] of matches) {
    const { record } = match;
    const score = record.score!;
    const complete = !match.goalsRejected && match.goalCounts[0] === match.final[0] && match.goalCounts[1] === match.final[1];
    if (complete) {
      score.halfTime = [match.halfTime[0], match.halfTime[1]];
      if (match.extraTime) score.fullTime = [match.fullTime[0], match.fullTime[1]];
    }
    if (match.shootout && match.kicks.length > 0) {
      const scored = (side: "home" | "away") => match.kicks.filter((k) => k.side === side && k.type === INCIDENT_TYPES.shootoutGoal).length;
      if (scored("home") !== match.shootout[0] || scored("away") !== match.shootout[1]) {
        rejections.push({
          file: file("penalty_kicks.csv"),
          record: `match ${id}`,
          reason: `the kicks (${scored("home")}-${scored("away")} converted) disagree with the shoot-out score ${match.shootout[0]}-${match.shootout[1]}; kicks dropped`,
        });
        match.kicks = [];
      }
    }
    const sorted = match.incidents
      .sort((a, b) => a.incident.minute! - b.incident.minute! || a.incident.stoppage - b.incident.stoppage || a.order - b.order)
      .map(({ incident }, index) => ({ ...incident, sequence: index + 1 }));
    const incidents = [...sorted, ...match.kicks];
    if (incidents.length > 0) record.incidents = incidents;
    const lineup = lineups.get(id);
    if (lineup) record.lineups = lineup;
    result.push(record);
  }

  // Players.
  const players: PlayerRecord[] = [];
  for (const row of read("players.csv")) {
    const id = field(row, "player_id") ?? "";
    const name = fjelstulPlayerName(field(row, "given_name"), field(row, "family_name"));
    if (!/^P-\d+$/.test(id) || !name) {
      reject("players.csv", row, `player "${id}": no id or no family name`);
      continue;
    }
    const birth = field(row, "birth_date") ?? "";
    if (!NOT_GIVEN.has(birth) && !isDate(birth)) {
      reject("players.csv", row, `player ${id}: birth date "${birth}" is not a date`);
      continue;
    }
    const player: PlayerRecord = { sourceId: id, name, familyName: field(row, "family_name")! };
    const given = field(row, "given_name");
    if (given !== undefined && !NOT_GIVEN.has(given)) player.givenName = given;
    if (isDate(birth)) player.birthDate = birth;
    players.push(player);
  }

  // Official group tables. OfficialStandingRow has no stage: a group name used by two group stages
  // of one tournament (1950: "Group 1" of the first round and of the final round) cannot be told
  // apart, so the later stage's rows are rejected.
  const standingsRows = read("group_standings.csv");
  const firstStageOfGroup = new Map<string, number>();
  for (const row of standingsRows) {
    const key = `${field(row, "tournament_id")}|${field(row, "group_name")}`;
    const stage = Number(field(row, "stage_number"));
    if (!firstStageOfGroup.has(key) || stage < firstStageOfGroup.get(key)!) firstStageOfGroup.set(key, stage);
  }
  const officialStandings: OfficialStandingRow[] = [];
  for (const row of standingsRows) {
    const v = (key: string) => field(row, key) ?? "";
    const tournament = tournaments.get(v("tournament_id"));
    if (!tournament) {
      reject("group_standings.csv", row, `unknown tournament "${v("tournament_id")}"`);
      continue;
    }
    if (!teams.has(v("team_id"))) {
      reject("group_standings.csv", row, `unknown team "${v("team_id")}"`);
      continue;
    }
    const numbers = ["position", "played", "wins", "draws", "losses", "goals_for", "goals_against", "points", "stage_number"];
    const bad = numbers.find((key) => !isInt(v(key)));
    if (bad) {
      reject("group_standings.csv", row, `${bad} "${v(bad)}" is not a whole number`);
      continue;
    }
    const n = (key: string) => Number(v(key));
    if (n("wins") + n("draws") + n("losses") !== n("played")) {
      reject("group_standings.csv", row, `won + drawn + lost (${n("wins")}+${n("draws")}+${n("losses")}) is not played (${n("played")})`);
      continue;
    }
    if (firstStageOfGroup.get(`${v("tournament_id")}|${v("group_name")}`) !== n("stage_number")) {
      reject(
        "group_standings.csv",
        row,
        `${v("group_name")} of the ${v("stage_name")} (stage ${v("stage_number")}) has the name of a group of an earlier stage of ${v("tournament_id")}: the standings row has no stage to tell them apart`,
      );
      continue;
    }
    officialStandings.push({
      location: { file: file("group_standings.csv"), record: `line ${row.line}` },
      sport: "football",
      competition: tournament.competition,
      season: tournament.season,
      group: v("group_name"),
      position: n("position"),
      team: team(v("team_id")),
      played: n("played"),
      won: n("wins"),
      drawn: n("draws"),
      lost: n("losses"),
      goalsFor: n("goals_for"),
      goalsAgainst: n("goals_against"),
      points: n("points"),
    });
  }

  return { matches: result, rejections, officialStandings, players };
}
