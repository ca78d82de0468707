// Men's international results (datasets/sports/international, martj42/international_results) →
// import records.
//
// - Which matches: results.csv from `since` (default 2018-01-01), plus, whatever the date, every
//   match of Vietnam (and of its predecessors in the file: "Vietnam Republic", "North Vietnam") and
//   of the ASEAN Championship ("AFF Championship", renamed "ASEAN Championship" in 2024) and the AFC
//   Asian Cup (finals, not qualifiers).
// - A match is (date, home_team, away_team); goalscorers.csv and shootouts.csv name it the same way.
//   results.csv uses today's team names throughout (the Soviet Union's matches are "Russia"'s, see
//   former_names.csv), except for teams it keeps apart ("German DR", "Yugoslavia", "Czechoslovakia").
// - Dates only: kickoff {date, zone}, the zone of the `country` column (the catalogue's venue
//   zones: the city's zone when the country spans zones and the city is listed, else the
//   capital's). `neutral` from the column. A score "NA"-"NA" is a match not played yet (no score).
//   No venue: the file names the city and country but no stadium, and VenueRecord needs a name.
// - Competitions and seasons: server/sports/catalogue/international-competitions.ts. Editions are
//   found over the whole file (not only the matches kept), so a `since` inside an edition does not
//   change its name. No stage, group or round: the file has none.
// - Goals (goalscorers.csv): side = the `team` column (the team credited, own goals included);
//   own_goal → 17, penalty → 8, else 1; minute as given (extra time counts on: 105, 118 ...; the file
//   does not separate stoppage time, so stoppage is 0); minute "NA" → the goal is kept with minute
//   null (its scorer is known, not when). A match whose goal rows do not add up to its score keeps
//   its score and loses its goals (one rejection for the match). Sequence: by minute, unknown
//   minutes last, then file order.
// - Shoot-outs (shootouts.csv): the winner only (score.shootoutWinner); the file has no kicks and
//   no kick score. Its first_shooter column is not used (no field for it).

import { join } from "node:path";
import { EDITION_GAP_DAYS, internationalCompetition, type InternationalCompetition } from "../../catalogue/international-competitions";
import { venueZone } from "../../catalogue/venue-zones";
import { INCIDENT_TYPES, type IncidentRecord, type MatchRecord, type ParsedSource, type Rejection } from "../records";
import { readCsvFile, type CsvRow } from "./csv";

export const INTERNATIONAL_FOLDER = "international";

/** Vietnam's national team under the names results.csv gives it. */
export const VIETNAM_NAMES: ReadonlySet<string> = new Set(["Vietnam", "Vietnam Republic", "North Vietnam"]);

/** Tournaments kept whatever the date. */
export const ALWAYS_KEPT_TOURNAMENTS: ReadonlySet<string> = new Set(["AFF Championship", "ASEAN Championship", "AFC Asian Cup"]);

export interface InternationalOptions {
  /** First date kept (YYYY-MM-DD), Vietnam and the always-kept tournaments aside. Default 2018-01-01. */
  since?: string;
}

const DAY_MS = 86_400_000;

function isDate(text: string | undefined): text is string {
  if (text === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(text);
}

const matchKey = (row: CsvRow) => `${row.values.date}|${row.values.home_team}|${row.values.away_team}`;

function namedEdition(competition: InternationalCompetition, date: string): string | undefined {
  return competition.editions?.find((e) => e.from <= date && date <= e.to)?.season;
}

/** The season of every results.csv row (by line), editions grouped over the whole file. */
function seasons(rows: CsvRow[]): Map<number, string> {
  const result = new Map<number, string>();
  const byTournament = new Map<string, CsvRow[]>();
  for (const row of rows) {
    if (!isDate(row.values.date)) continue;
    const tournament = row.values.tournament ?? "";
    const competition = internationalCompetition(tournament);
    if (competition.season === "year") {
      result.set(row.line, namedEdition(competition, row.values.date) ?? row.values.date.slice(0, 4));
      continue;
    }
    const list = byTournament.get(tournament) ?? [];
    list.push(row);
    byTournament.set(tournament, list);
  }
  for (const [tournament, list] of byTournament) {
    const competition = internationalCompetition(tournament);
    list.sort((a, b) => (a.values.date! < b.values.date! ? -1 : a.values.date! > b.values.date! ? 1 : a.line - b.line));
    let season = "";
    let previous = -Infinity;
    for (const row of list) {
      const time = Date.parse(`${row.values.date}T00:00:00Z`);
      if (time - previous > EDITION_GAP_DAYS * DAY_MS) {
        season = namedEdition(competition, row.values.date!) ?? row.values.date!.slice(0, 4);
      }
      previous = time;
      result.set(row.line, season);
    }
  }
  return result;
}

export function parseInternational(dataFolder: string, options: InternationalOptions = {}): ParsedSource {
  const since = options.since ?? "2018-01-01";
  const rejections: Rejection[] = [];
  const file = (name: string) => `${INTERNATIONAL_FOLDER}/${name}`;
  const read = (name: string) => readCsvFile(join(dataFolder, INTERNATIONAL_FOLDER, name)).rows;
  const reject = (name: string, row: CsvRow, reason: string) => rejections.push({ file: file(name), record: `line ${row.line}`, reason });

  const rows = read("results.csv");
  const seasonOf = seasons(rows);
  const keyCount = new Map<string, number>();
  for (const row of rows) keyCount.set(matchKey(row), (keyCount.get(matchKey(row)) ?? 0) + 1);

  const kept = new Map<string, { record: MatchRecord; row: CsvRow }>();
  /** Every match kept, in file order (duplicates included). */
  const all: MatchRecord[] = [];
  const competitionNames: Record<string, string> = {};
  const allKeys = new Set<string>();
  for (const row of rows) {
    const v = (key: string) => row.values[key] ?? "";
    const key = matchKey(row);
    allKeys.add(key);
    const [date, home, away, tournament] = [v("date"), v("home_team"), v("away_team"), v("tournament")];
    const wanted = date >= since || VIETNAM_NAMES.has(home) || VIETNAM_NAMES.has(away) || ALWAYS_KEPT_TOURNAMENTS.has(tournament);
    if (!wanted) continue;
    if (!isDate(date)) {
      reject("results.csv", row, `date "${date}" is not a date`);
      continue;
    }
    if (home === "" || away === "" || home === away) {
      reject("results.csv", row, `teams "${home}" and "${away}" are not two teams`);
      continue;
    }
    if (tournament === "") {
      reject("results.csv", row, "no tournament");
      continue;
    }
    const [hs, as] = [v("home_score"), v("away_score")];
    const played = /^\d+$/.test(hs) && /^\d+$/.test(as);
    if (!played && !(hs === "NA" && as === "NA")) {
      reject("results.csv", row, `score "${hs}"-"${as}" is neither two whole numbers nor not played (NA-NA)`);
      continue;
    }
    const neutral = v("neutral");
    if (neutral !== "TRUE" && neutral !== "FALSE") {
      reject("results.csv", row, `neutral "${neutral}" is not TRUE or FALSE`);
      continue;
    }
    const country = v("country");
    const zone = venueZone(country, v("city") || undefined);
    if (!zone) {
      reject("results.csv", row, `no time zone known for the country "${country}"`);
      continue;
    }
    const competition = internationalCompetition(tournament);
    competitionNames[competition.code] ??= competition.name;
    const duplicate = (keyCount.get(key) ?? 0) > 1;
    const record: MatchRecord = {
      location: { file: file("results.csv"), record: `line ${row.line}` },
      sourceRef: `international:${date}:${home}:${away}${duplicate ? `:line-${row.line}` : ""}`,
      sport: "football",
      competition: competition.code,
      season: seasonOf.get(row.line)!,
      kickoff: { date, zone },
      home: { name: home, kind: "national" },
      away: { name: away, kind: "national" },
      neutral: neutral === "TRUE",
    };
    if (played) record.score = { final: [Number(hs), Number(as)] };
    all.push(record);
    if (duplicate) {
      rejections.push({
        file: file("results.csv"),
        record: `line ${row.line}`,
        reason: `another line has the same date and teams (${date} ${home} - ${away}): the match is kept without goals or shoot-out, which cannot be told apart`,
      });
      continue;
    }
    kept.set(key, { record, row });
  }

  // Goals.
  const goals = new Map<string, { incidents: { incident: IncidentRecord; line: number }[]; rejected: number; lines: number[] }>();
  for (const row of read("goalscorers.csv")) {
    const key = matchKey(row);
    if (!allKeys.has(key)) {
      reject("goalscorers.csv", row, `no match ${row.values.date} ${row.values.home_team} - ${row.values.away_team} in results.csv`);
      continue;
    }
    const match = kept.get(key);
    if (!match) continue; // Not imported (before `since`), or rejected above.
    const entry = goals.get(key) ?? { incidents: [], rejected: 0, lines: [] };
    goals.set(key, entry);
    entry.lines.push(row.line);
    const v = (k: string) => row.values[k] ?? "";
    const side = v("team") === v("home_team") ? "home" : v("team") === v("away_team") ? "away" : undefined;
    const minute = v("minute");
    const [own, penalty] = [v("own_goal"), v("penalty")];
    let problem: string | undefined;
    if (!side) problem = `team "${v("team")}" did not play the match`;
    else if (minute !== "NA" && !(/^\d+$/.test(minute) && Number(minute) >= 1 && Number(minute) <= 150))
      problem = `minute "${minute}" unreadable`;
    else if (!["TRUE", "FALSE"].includes(own) || !["TRUE", "FALSE"].includes(penalty) || (own === "TRUE" && penalty === "TRUE")) {
      problem = `own_goal "${own}" and penalty "${penalty}" are not one of: goal, penalty, own goal`;
    }
    if (problem) {
      reject("goalscorers.csv", row, problem);
      entry.rejected++;
      continue;
    }
    const scorer = v("scorer");
    entry.incidents.push({
      line: row.line,
      incident: {
        side: side!,
        type: own === "TRUE" ? INCIDENT_TYPES.ownGoal : penalty === "TRUE" ? INCIDENT_TYPES.penaltyGoal : INCIDENT_TYPES.goal,
        minute: minute === "NA" ? null : Number(minute),
        stoppage: 0,
        sequence: 0,
        ...(scorer !== "" && scorer !== "NA" ? { playerName: scorer } : {}),
      },
    });
  }
  for (const [key, entry] of goals) {
    const { record } = kept.get(key)!;
    const count = (side: "home" | "away") => entry.incidents.filter((g) => g.incident.side === side).length;
    const final = record.score?.final;
    if (!final || entry.rejected > 0 || count("home") !== final[0] || count("away") !== final[1]) {
      rejections.push({
        file: file("goalscorers.csv"),
        record: `lines ${entry.lines[0]}-${entry.lines[entry.lines.length - 1]}`,
        reason: final
          ? `goals of ${record.kickoff.date} ${record.home.name} - ${record.away.name}: ${count("home")}-${count("away")} kept rows${entry.rejected ? ` (${entry.rejected} unreadable)` : ""} for a ${final[0]}-${final[1]} score; the match is kept without its goals`
          : `goals of ${record.kickoff.date} ${record.home.name} - ${record.away.name}, a match without a score`,
      });
      continue;
    }
    const order = (m: number | null) => (m === null ? Infinity : m);
    record.incidents = entry.incidents
      .sort((a, b) => order(a.incident.minute) - order(b.incident.minute) || a.line - b.line)
      .map(({ incident }, index) => ({ ...incident, sequence: index + 1 }));
  }

  // Shoot-outs.
  const seenShootouts = new Set<string>();
  for (const row of read("shootouts.csv")) {
    const key = matchKey(row);
    const v = (k: string) => row.values[k] ?? "";
    if (!allKeys.has(key)) {
      reject("shootouts.csv", row, `no match ${v("date")} ${v("home_team")} - ${v("away_team")} in results.csv`);
      continue;
    }
    const match = kept.get(key);
    if (!match) continue;
    if (seenShootouts.has(key)) {
      reject("shootouts.csv", row, "a second shoot-out for the same match");
      continue;
    }
    seenShootouts.add(key);
    const winner = v("winner") === v("home_team") ? "home" : v("winner") === v("away_team") ? "away" : undefined;
    if (!winner) {
      reject("shootouts.csv", row, `winner "${v("winner")}" did not play the match`);
      continue;
    }
    if (!match.record.score) {
      reject("shootouts.csv", row, "a shoot-out for a match without a score");
      continue;
    }
    match.record.score.shootoutWinner = winner;
  }

  return { matches: all, rejections, competitionNames };
}
