// The standings engine: results in, tables out, by the competition's rules (./rules.ts). Pure: no
// database, no clock. Standings are always computed from results, never typed in; the only other
// input is the points adjustments (./adjustments.ts), which are listed on the rows with their reasons.

import { HEAD_TO_HEAD_CRITERIA, type Criterion, type StandingsRules, type TiedOn, type Zone } from "./rules";

export interface StandingsTeam {
  id: string;
  name: string;
  /** World Cup group ("A"); otherwise taken from the team's matches. */
  group?: string;
  /** NBA: "East" / "West". */
  conference?: string;
  division?: string;
}

export interface StandingsMatch {
  homeTeamId: string;
  awayTeamId: string;
  /** Goals (points in basketball); ignored unless `played`. */
  homeGoals: number | null;
  awayGoals: number | null;
  /** Unplayed matches (no result yet, or postponed) count for nothing. */
  played: boolean;
  group?: string;
  /** ISO date (or date-time) of the match, for the form; matches without one keep their input order. */
  date?: string;
  /** Tie-break of the order when dates are equal or absent (round, kick-off order). */
  order?: number;
  /** Fair-play points of each side in this match: 0 or negative (yellow −1, second yellow −3, red −4, yellow then red −5). */
  fairPlay?: { home: number; away: number };
}

export interface PointsAdjustment {
  teamId: string;
  /** Negative for a deduction. */
  points: number;
  /** Vietnamese, for display. */
  reason: string;
  source: string;
}

export interface StandingsInput {
  rules: StandingsRules;
  teams: readonly StandingsTeam[];
  matches: readonly StandingsMatch[];
  adjustments?: readonly PointsAdjustment[];
}

export type FormResult = "W" | "D" | "L";

export interface StandingsRow {
  position: number;
  teamId: string;
  teamName: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  /** Points from results plus adjustments. */
  points: number;
  /** Points from results alone. */
  pointsFromResults: number;
  /** The adjustments applied, with their reasons and sources. */
  adjustments: readonly Omit<PointsAdjustment, "teamId">[];
  /** Basketball: (wins + draws / 2) / played, 0 before the first game; null in football. */
  winPct: number | null;
  /** The last five results, most recent last. */
  form: readonly FormResult[];
  zone: Zone | null;
  /** The criterion that separated this team from the next row; null on the last row. */
  tiedOn: TiedOn | null;
}

export interface StandingsTable {
  /** The group or conference; null for a single table. */
  key: string | null;
  rows: StandingsRow[];
}

export interface StandingsResult {
  tables: StandingsTable[];
  /** When the rules rank the third-placed teams across groups: their ranking, and whether each goes through. */
  bestThirdPlaced?: { rows: (StandingsRow & { group: string | null; qualifies: boolean })[] };
}

interface Tally {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  awayGoals: number;
  awayWins: number;
  points: number;
  fairPlay: number;
  /** Opponents met in played matches, one entry per match. */
  opponents: string[];
  form: FormResult[];
}

const emptyTally = (): Tally => ({
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  awayGoals: 0,
  awayWins: 0,
  points: 0,
  fairPlay: 0,
  opponents: [],
  form: [],
});

function isResult(value: number | null): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

/** Adds the played matches to tallies of the given teams (only matches where `counts(match)` holds). */
function tallyMatches(
  teamIds: Iterable<string>,
  matches: readonly StandingsMatch[],
  rules: StandingsRules,
  counts: (match: StandingsMatch) => boolean,
): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  for (const id of teamIds) tallies.set(id, emptyTally());
  for (const match of matches) {
    if (!match.played || !counts(match)) continue;
    const home = tallies.get(match.homeTeamId);
    const away = tallies.get(match.awayTeamId);
    const { homeGoals, awayGoals } = match;
    if (!isResult(homeGoals) || !isResult(awayGoals)) {
      throw new Error(`A played match has no valid score: ${match.homeTeamId} v ${match.awayTeamId}`);
    }
    const sides: [Tally | undefined, number, number, boolean, number, string][] = [
      [home, homeGoals, awayGoals, false, match.fairPlay?.home ?? 0, match.awayTeamId],
      [away, awayGoals, homeGoals, true, match.fairPlay?.away ?? 0, match.homeTeamId],
    ];
    for (const [tally, scored, conceded, isAway, fairPlay, opponent] of sides) {
      if (!tally) continue;
      tally.played += 1;
      tally.goalsFor += scored;
      tally.goalsAgainst += conceded;
      tally.fairPlay += fairPlay;
      tally.opponents.push(opponent);
      if (isAway) tally.awayGoals += scored;
      if (scored > conceded) {
        tally.won += 1;
        tally.points += rules.points.win;
        tally.form.push("W");
        if (isAway) tally.awayWins += 1;
      } else if (scored === conceded) {
        tally.drawn += 1;
        tally.points += rules.points.draw;
        tally.form.push("D");
      } else {
        tally.lost += 1;
        tally.points += rules.points.loss;
        tally.form.push("L");
      }
    }
  }
  return tallies;
}

const winPct = (t: Tally): number => (t.played === 0 ? 0 : (t.won + t.drawn / 2) / t.played);

/** Everything the ranking of one table needs. */
interface Context {
  rules: StandingsRules;
  teams: ReadonlyMap<string, StandingsTeam>;
  /** The table's tallies (points with adjustments). */
  tallies: ReadonlyMap<string, Tally>;
  /** The matches of this table, in date order. */
  matches: readonly StandingsMatch[];
  tiedOn: Map<string, TiedOn>;
  divisionLeaders?: Set<string>;
  /** Play-off matches of the table (rules.playoffRematch): not tallied, they break a tie between their two teams. */
  playoffs?: readonly StandingsMatch[];
}

/** A group's matches split into those of the table and the play-offs: a later meeting of two teams who already met. */
function splitPlayoffs(matches: readonly StandingsMatch[]): { table: StandingsMatch[]; playoffs: StandingsMatch[] } {
  const met = new Set<string>();
  const table: StandingsMatch[] = [];
  const playoffs: StandingsMatch[] = [];
  for (const match of matches) {
    const pair = [match.homeTeamId, match.awayTeamId].sort().join("|");
    if (met.has(pair)) playoffs.push(match);
    else {
      met.add(pair);
      table.push(match);
    }
  }
  return { table, playoffs };
}

/** The winner of a play-off between exactly these two teams ranks above the loser; null when there is none. */
function playoffValues(ids: readonly string[], ctx: Context): Map<string, number> | null {
  if (ids.length !== 2) return null;
  const [first, second] = ids as [string, string];
  const playoff = (ctx.playoffs ?? []).find(
    (match) =>
      match.played &&
      ((match.homeTeamId === first && match.awayTeamId === second) || (match.homeTeamId === second && match.awayTeamId === first)),
  );
  if (!playoff || playoff.homeGoals === null || playoff.awayGoals === null || playoff.homeGoals === playoff.awayGoals) return null;
  const winner = playoff.homeGoals > playoff.awayGoals ? playoff.homeTeamId : playoff.awayTeamId;
  return new Map(ids.map((id) => [id, id === winner ? 1 : 0]));
}

/** A criterion's value for each team (higher is better); null when it does not apply to these teams. */
function overallValues(criterion: Criterion, ids: readonly string[], ctx: Context): Map<string, number> | null {
  const tally = (id: string): Tally => ctx.tallies.get(id) ?? emptyTally();
  const values = new Map<string, number>();
  const each = (f: (t: Tally, id: string) => number): Map<string, number> => {
    for (const id of ids) values.set(id, f(tally(id), id));
    return values;
  };
  switch (criterion) {
    case "points":
      return each((t) => t.points);
    case "winPct":
      return each(winPct);
    case "goalDifference":
      return each((t) => t.goalsFor - t.goalsAgainst);
    case "goalAverage":
      return each((t) => (t.goalsAgainst === 0 ? (t.goalsFor === 0 ? 0 : Infinity) : t.goalsFor / t.goalsAgainst));
    case "goalsFor":
      return each((t) => t.goalsFor);
    case "awayGoals":
      return each((t) => t.awayGoals);
    case "wins":
      return each((t) => t.won);
    case "awayWins":
      return each((t) => t.awayWins);
    case "fairPlay":
      return each((t) => t.fairPlay);
    case "opponentsPoints":
      return each((t) => t.opponents.reduce((sum, o) => sum + tally(o).points, 0));
    case "opponentsGoalDifference":
      return each((t) => t.opponents.reduce((sum, o) => sum + tally(o).goalsFor - tally(o).goalsAgainst, 0));
    case "opponentsGoalsFor":
      return each((t) => t.opponents.reduce((sum, o) => sum + tally(o).goalsFor, 0));
    case "divisionLeader": {
      const leaders = divisionLeaders(ctx);
      return each((_t, id) => (leaders.has(id) ? 1 : 0));
    }
    case "divisionWinPct": {
      const divisions = new Set(ids.map((id) => ctx.teams.get(id)?.division));
      const [division] = divisions;
      if (divisions.size !== 1 || division === undefined) return null;
      return recordAgainst(ids, ctx, (other) => other.division === division);
    }
    case "conferenceWinPct":
      return recordAgainst(ids, ctx, (other, team) => other.conference !== undefined && other.conference === team.conference);
    case "playoff":
      return playoffValues(ids, ctx);
    default:
      throw new Error(`Not an overall criterion: ${criterion}`);
  }
}

/** Win percentage of each team in its matches against the teams that `against` accepts. */
function recordAgainst(
  ids: readonly string[],
  ctx: Context,
  against: (other: StandingsTeam, team: StandingsTeam) => boolean,
): Map<string, number> {
  const values = new Map<string, number>();
  for (const id of ids) {
    const team = ctx.teams.get(id);
    if (!team) continue;
    const tallies = tallyMatches([id], ctx.matches, ctx.rules, (m) => {
      const otherId = m.homeTeamId === id ? m.awayTeamId : m.awayTeamId === id ? m.homeTeamId : undefined;
      const other = otherId === undefined ? undefined : ctx.teams.get(otherId);
      return other !== undefined && against(other, team);
    });
    values.set(id, winPct(tallies.get(id) ?? emptyTally()));
  }
  return values;
}

/** The teams leading their division in this table, each division ranked by the rules without the division-leader criterion. */
function divisionLeaders(ctx: Context): Set<string> {
  if (ctx.divisionLeaders) return ctx.divisionLeaders;
  const leaders = new Set<string>();
  const byDivision = new Map<string, string[]>();
  for (const id of ctx.tallies.keys()) {
    const division = ctx.teams.get(id)?.division;
    if (division === undefined) continue;
    byDivision.set(division, [...(byDivision.get(division) ?? []), id]);
  }
  const withoutLeader = (list: readonly Criterion[] | undefined) => list?.filter((c) => c !== "divisionLeader");
  const rules: StandingsRules = {
    ...ctx.rules,
    criteria: withoutLeader(ctx.rules.criteria) ?? [],
    multiTeamCriteria: withoutLeader(ctx.rules.multiTeamCriteria),
  };
  for (const ids of byDivision.values()) {
    const order = rankTeams(ids, { ...ctx, rules, tiedOn: new Map(), divisionLeaders: new Set() });
    if (order[0] !== undefined) leaders.add(order[0]);
  }
  ctx.divisionLeaders = leaders;
  return leaders;
}

/** Head-to-head values of each tied team, over the matches among them only. */
function headToHeadValues(block: readonly Criterion[], ids: readonly string[], ctx: Context): Map<string, number[]> {
  const set = new Set(ids);
  const tallies = tallyMatches(ids, ctx.matches, ctx.rules, (m) => set.has(m.homeTeamId) && set.has(m.awayTeamId));
  const values = new Map<string, number[]>();
  for (const id of ids) {
    const t = tallies.get(id) ?? emptyTally();
    values.set(
      id,
      block.map((criterion) => {
        switch (criterion) {
          case "h2hPoints":
            return t.points;
          case "h2hGoalDifference":
            return t.goalsFor - t.goalsAgainst;
          case "h2hGoalsFor":
            return t.goalsFor;
          case "h2hAwayGoals":
            return t.awayGoals;
          case "h2hWinPct":
            return winPct(t);
          default:
            throw new Error(`Not a head-to-head criterion: ${criterion}`);
        }
      }),
    );
  }
  return values;
}

/** Splits ids into runs of equal keys, best first (keys compared element by element, higher first). */
function partition(ids: readonly string[], key: (id: string) => readonly number[]): string[][] {
  const compare = (a: readonly number[], b: readonly number[]): number => {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const d = (b[i] ?? 0) - (a[i] ?? 0);
      if (d !== 0 && !Number.isNaN(d)) return d;
    }
    return 0;
  };
  const sorted = [...ids].sort((a, b) => compare(key(a), key(b)));
  const runs: string[][] = [];
  for (const id of sorted) {
    const run = runs[runs.length - 1];
    const first = run?.[0];
    if (run && first !== undefined && compare(key(first), key(id)) === 0) run.push(id);
    else runs.push([id]);
  }
  return runs;
}

function criteriaFor(count: number, rules: StandingsRules): readonly Criterion[] {
  return count > 2 && rules.multiTeamCriteria ? rules.multiTeamCriteria : rules.criteria;
}

/** Orders the teams by the rules, recording in ctx.tiedOn what separated each from the next. */
function rankTeams(ids: readonly string[], ctx: Context): string[] {
  return resolve(ids, 0, criteriaFor(ids.length, ctx.rules), ctx);
}

function resolve(ids: readonly string[], index: number, criteria: readonly Criterion[], ctx: Context): string[] {
  if (ids.length <= 1) return [...ids];
  const criterion = criteria[index];
  if (criterion === undefined) {
    // Nothing separates them: the drawing of lots (or a play-off) decides; until then, by name.
    const byName = [...ids].sort((a, b) => {
      const an = ctx.teams.get(a)?.name ?? a;
      const bn = ctx.teams.get(b)?.name ?? b;
      return an < bn ? -1 : an > bn ? 1 : a < b ? -1 : a > b ? 1 : 0;
    });
    for (const id of byName.slice(0, -1)) ctx.tiedOn.set(id, "lots");
    return byName;
  }

  let end = index + 1;
  let runs: string[][];
  let separatedBy: (upper: string, lower: string) => Criterion;
  if (HEAD_TO_HEAD_CRITERIA.has(criterion)) {
    while (end < criteria.length && HEAD_TO_HEAD_CRITERIA.has(criteria[end] as Criterion)) end++;
    const block = criteria.slice(index, end);
    const values = headToHeadValues(block, ids, ctx);
    const key = (id: string): number[] => values.get(id) ?? [];
    runs = partition(ids, key);
    separatedBy = (upper, lower) => {
      const a = key(upper);
      const b = key(lower);
      const i = a.findIndex((v, j) => v !== b[j]);
      return block[i] ?? criterion;
    };
  } else {
    const values = overallValues(criterion, ids, ctx);
    runs = values ? partition(ids, (id) => [values.get(id) ?? 0]) : [[...ids]];
    separatedBy = () => criterion;
  }

  if (runs.length === 1) return resolve(ids, end, criteria, ctx);

  const ordered: string[] = [];
  runs.forEach((run, i) => {
    let sub: string[];
    if (run.length === 1) sub = run;
    else if (ctx.rules.reapply === "restart") sub = resolve(run, 1, criteriaFor(run.length, ctx.rules), ctx);
    else if (ctx.rules.reapply === "headToHead" && HEAD_TO_HEAD_CRITERIA.has(criterion)) sub = resolve(run, index, criteria, ctx);
    else sub = resolve(run, end, criteria, ctx);
    const next = runs[i + 1]?.[0];
    const last = sub[sub.length - 1];
    if (next !== undefined && last !== undefined) ctx.tiedOn.set(last, separatedBy(last, next));
    ordered.push(...sub);
  });
  return ordered;
}

function zoneAt(position: number, size: number, zones: readonly Zone[]): Zone | null {
  const absolute = (n: number): number => (n < 0 ? size + 1 + n : n);
  return zones.find((z) => position >= absolute(z.from) && position <= absolute(z.to)) ?? null;
}

/** Matches in date order (then `order`, then input order). */
function inDateOrder(matches: readonly StandingsMatch[]): StandingsMatch[] {
  return matches
    .map((match, i) => ({ match, i }))
    .sort((a, b) => {
      const ad = a.match.date ?? "";
      const bd = b.match.date ?? "";
      if (ad !== bd && ad !== "" && bd !== "") return ad < bd ? -1 : 1;
      const d = (a.match.order ?? 0) - (b.match.order ?? 0);
      return d !== 0 ? d : a.i - b.i;
    })
    .map(({ match }) => match);
}

/** The tables of a competition from its results, by its rules. */
export function computeStandings(input: StandingsInput): StandingsResult {
  const { rules } = input;
  const teams = new Map(input.teams.map((t) => [t.id, t]));
  for (const match of input.matches) {
    for (const id of [match.homeTeamId, match.awayTeamId]) {
      if (!teams.has(id)) throw new Error(`A match names a team that is not in the input: ${id}`);
    }
  }
  const matches = inDateOrder(input.matches);
  const adjustments = new Map<string, Omit<PointsAdjustment, "teamId">[]>();
  for (const { teamId, ...rest } of input.adjustments ?? []) {
    if (!teams.has(teamId)) throw new Error(`An adjustment names a team that is not in the input: ${teamId}`);
    adjustments.set(teamId, [...(adjustments.get(teamId) ?? []), rest]);
  }

  // Which table each team is in, and which matches count for it.
  const tableOf = (team: StandingsTeam): string | null => {
    if (rules.groupBy === "conference") return team.conference ?? null;
    if (rules.groupBy === "group") {
      return (
        team.group ?? matches.find((m) => m.group !== undefined && (m.homeTeamId === team.id || m.awayTeamId === team.id))?.group ?? null
      );
    }
    return null;
  };
  const members = new Map<string | null, string[]>();
  for (const team of input.teams) {
    const key = tableOf(team);
    members.set(key, [...(members.get(key) ?? []), team.id]);
  }

  const tables: StandingsTable[] = [];
  const tallyByTeam = new Map<string, Tally>();
  const keys = [...members.keys()].sort((a, b) => (a ?? "").localeCompare(b ?? ""));
  for (const key of keys) {
    const ids = members.get(key) ?? [];
    const idSet = new Set(ids);
    const inTable =
      rules.groupBy === "group"
        ? matches.filter((m) => (m.group ?? tableOf(teams.get(m.homeTeamId) as StandingsTeam)) === key)
        : matches.filter((m) => idSet.has(m.homeTeamId) || idSet.has(m.awayTeamId) || rules.groupBy === "conference");
    const { table: scope, playoffs } = rules.playoffRematch ? splitPlayoffs(inTable) : { table: inTable, playoffs: [] };
    // NBA tallies need every team's games (inter-conference included): tally all teams, keep the table's.
    const tallied = tallyMatches(rules.groupBy === "conference" ? teams.keys() : ids, scope, rules, () => true);
    for (const [id, tally] of tallied) {
      for (const a of adjustments.get(id) ?? []) tally.points += a.points;
    }
    const ctx: Context = { rules, teams, tallies: tallied, matches: scope, tiedOn: new Map(), playoffs };
    const tableTallies = new Map(ids.map((id) => [id, tallied.get(id) ?? emptyTally()]));
    const order = rankTeams(ids, { ...ctx, tallies: rules.groupBy === "conference" ? tallied : tableTallies });
    const rows = order.map((id, i): StandingsRow => {
      const t = tableTallies.get(id) ?? emptyTally();
      tallyByTeam.set(id, t);
      const adjusted = adjustments.get(id) ?? [];
      const adjustment = adjusted.reduce((sum, a) => sum + a.points, 0);
      return {
        position: i + 1,
        teamId: id,
        teamName: teams.get(id)?.name ?? id,
        played: t.played,
        won: t.won,
        drawn: t.drawn,
        lost: t.lost,
        goalsFor: t.goalsFor,
        goalsAgainst: t.goalsAgainst,
        goalDifference: t.goalsFor - t.goalsAgainst,
        points: t.points,
        pointsFromResults: t.points - adjustment,
        adjustments: adjusted,
        winPct: rules.sport === "basketball" ? winPct(t) : null,
        form: t.form.slice(-5),
        zone: zoneAt(i + 1, order.length, rules.zones),
        tiedOn: i === order.length - 1 ? null : (ctx.tiedOn.get(id) ?? null),
      };
    });
    tables.push({ key, rows });
  }

  const result: StandingsResult = { tables };
  if (rules.bestThirdPlaced) {
    const thirds = tables.flatMap((table) => table.rows.filter((row) => row.position === 3).map((row) => ({ row, group: table.key })));
    const thirdRules: StandingsRules = {
      ...rules,
      criteria: rules.bestThirdPlaced.criteria,
      multiTeamCriteria: undefined,
      reapply: "none",
    };
    const ctx: Context = { rules: thirdRules, teams, tallies: tallyByTeam, matches: [], tiedOn: new Map() };
    const order = rankTeams(
      thirds.map((third) => third.row.teamId),
      ctx,
    );
    const count = rules.bestThirdPlaced.count;
    result.bestThirdPlaced = {
      rows: order.map((id, i) => {
        const third = thirds.find((t) => t.row.teamId === id) as (typeof thirds)[number];
        return {
          ...third.row,
          position: i + 1,
          tiedOn: i === order.length - 1 ? null : (ctx.tiedOn.get(id) ?? null),
          group: third.group,
          qualifies: i < count,
        };
      }),
    };
  }
  return result;
}
