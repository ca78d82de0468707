import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from "drizzle-orm";
import { DateTime } from "luxon";
import {
  type IncidentJson,
  type LineupJson,
  type MatchSummary,
  type Page,
  type ReplayInfo,
  type ScorePairJson,
  type SeasonRoundJson,
  type StatisticsJson,
  type TeamRef,
} from "../../../contract/sports/api";
import { type DatasetCode } from "../../../contract/sports/datasets";
import { type AppDatabase } from "../../db/types";
import { datasetOf } from "../import/merge";
import { type MatchListParameters } from "../api/parameters";
import { referenceData, type CompetitionRow, type Reference } from "./reference";
import { competitions, incidents, lineups, matches, matchStatistics, players, seasons } from "../tables";
import { realMatches } from "./replays";

/** The site's calendar: a "date" in the API is a day in Bangkok (spec section 9). */
const SITE_ZONE = "Asia/Bangkok";

const matchColumns = {
  id: matches.id,
  slug: matches.slug,
  sport: matches.sport,
  competitionId: matches.competitionId,
  seasonId: matches.seasonId,
  stageId: matches.stageId,
  groupId: matches.groupId,
  venueId: matches.venueId,
  homeTeamId: matches.homeTeamId,
  awayTeamId: matches.awayTeamId,
  round: matches.round,
  kickoffAt: matches.kickoffAt,
  kickoffDate: matches.kickoffDate,
  status: matches.status,
  period: matches.period,
  clockSeconds: matches.clockSeconds,
  neutral: matches.neutral,
  homeScore: matches.homeScore,
  awayScore: matches.awayScore,
  htHome: matches.htHome,
  htAway: matches.htAway,
  ftHome: matches.ftHome,
  ftAway: matches.ftAway,
  etHome: matches.etHome,
  etAway: matches.etAway,
  penHome: matches.penHome,
  penAway: matches.penAway,
  shootoutWinner: matches.shootoutWinner,
  sources: matches.sources,
  replayOf: matches.replayOf,
};

type MatchRow = Awaited<ReturnType<typeof selectMatchRows>>[number];

/** The matches' own rows: one table, so the query plans in a fraction of a millisecond (reference.ts). */
function selectMatchRows(db: AppDatabase, where: SQL | undefined) {
  return db.select(matchColumns).from(matches).where(where);
}

const pair = (first: number | null, second: number | null): ScorePairJson | null =>
  first === null || second === null ? null : [first, second];

function namesEverything(reference: Reference, row: MatchRow): boolean {
  return (
    reference.competitions.has(row.competitionId) &&
    reference.seasons.has(row.seasonId) &&
    reference.teams.has(row.homeTeamId) &&
    reference.teams.has(row.awayTeamId) &&
    (row.stageId === null || reference.stages.has(row.stageId)) &&
    (row.groupId === null || reference.groups.has(row.groupId)) &&
    (row.venueId === null || reference.venues.has(row.venueId))
  );
}

/** The real matches some replays replay, by id. */
async function replayedMatches(db: AppDatabase, rows: readonly MatchRow[]): Promise<Map<number, ReplayInfo>> {
  const ids = [...new Set(rows.flatMap((row) => (row.replayOf === null ? [] : [row.replayOf])))];
  if (ids.length === 0) return new Map();
  const originals = await db
    .select({ id: matches.id, slug: matches.slug, kickoffDate: matches.kickoffDate })
    .from(matches)
    .where(inArray(matches.id, ids));
  return new Map(
    originals.map((original) => [
      original.id,
      { originalMatchId: original.id, originalSlug: original.slug, originalDate: original.kickoffDate },
    ]),
  );
}

/** Match rows as the API gives them (docs/sports-api.md), named from the reference rows. */
async function summarise(db: AppDatabase, rows: readonly MatchRow[]): Promise<MatchSummary[]> {
  let reference = await referenceData(db);
  if (!rows.every((row) => namesEverything(reference, row))) reference = await referenceData(db, true);
  const replayed = await replayedMatches(db, rows);
  return rows.flatMap((row) =>
    namesEverything(reference, row)
      ? [toMatchSummary(row, reference, row.replayOf === null ? null : (replayed.get(row.replayOf) ?? null))]
      : [],
  );
}

function toMatchSummary(row: MatchRow, reference: Reference, replay: ReplayInfo | null): MatchSummary {
  const competition = reference.competitions.get(row.competitionId) as CompetitionRow;
  const stage = row.stageId === null ? undefined : reference.stages.get(row.stageId);
  const venue = row.venueId === null ? undefined : reference.venues.get(row.venueId);
  return {
    id: row.id,
    slug: row.slug,
    sport: row.sport,
    competition: { id: competition.id, code: competition.code, slug: competition.slug, name: competition.name, nameVi: competition.nameVi },
    season: reference.seasons.get(row.seasonId)?.code ?? "",
    stage: stage ? { name: stage.name, kind: stage.kind } : null,
    group: row.groupId === null ? null : (reference.groups.get(row.groupId) ?? null),
    round: row.round,
    kickoffAt: row.kickoffAt?.toISOString() ?? null,
    kickoffDate: row.kickoffDate,
    timeKnown: row.kickoffAt !== null,
    status: row.status,
    period: row.period,
    clockSeconds: row.clockSeconds,
    neutral: row.neutral,
    home: reference.teams.get(row.homeTeamId) as TeamRef,
    away: reference.teams.get(row.awayTeamId) as TeamRef,
    score: {
      home: row.homeScore,
      away: row.awayScore,
      halfTime: pair(row.htHome, row.htAway),
      fullTime: pair(row.ftHome, row.ftAway),
      extraTime: pair(row.etHome, row.etAway),
      penalties: pair(row.penHome, row.penAway),
      shootoutWinner: row.shootoutWinner,
    },
    venue: venue ? { ...venue } : null,
    sources: row.sources.split("\n"),
    datasets: [...new Set(row.sources.split("\n").flatMap((line) => datasetOf(line.split(" ")[0] ?? "") ?? []))] as DatasetCode[],
    replay,
  };
}

/** [start, end) of a Bangkok day, in UTC. */
function bangkokDay(date: string): [Date, Date] {
  const start = DateTime.fromISO(date, { zone: SITE_ZONE }).startOf("day");
  return [start.toJSDate(), start.plus({ days: 1 }).toJSDate()];
}

/** On a Bangkok day, or between two (inclusive): by the instant when known, else by the local date. */
function onDays(from: string, to: string): SQL | undefined {
  const [start] = bangkokDay(from);
  const [, end] = bangkokDay(to);
  return or(
    and(gte(matches.kickoffAt, start), lt(matches.kickoffAt, end)),
    and(sql`${matches.kickoffAt} is null`, gte(matches.kickoffDate, from), sql`${matches.kickoffDate} <= ${to}`),
  );
}

const EMPTY_PAGE = (query: MatchListParameters): Page<MatchSummary> => ({ data: [], page: query.page, size: query.size, total: 0 });

export async function listMatches(db: AppDatabase, query: MatchListParameters): Promise<Page<MatchSummary>> {
  const conditions: (SQL | undefined)[] = [];
  if (query.sport) conditions.push(eq(matches.sport, query.sport));
  if (query.competition || query.season) {
    // Codes to ids from the reference rows, so that the query stays on one table.
    const reference = await referenceData(db);
    const competition = query.competition ? reference.competitionByCode.get(query.competition) : undefined;
    if (query.competition && !competition) return EMPTY_PAGE(query);
    if (competition) conditions.push(eq(matches.competitionId, competition.id));
    if (query.season) {
      const seasonIds = [...reference.seasons.values()]
        .filter((season) => season.code === query.season && (!competition || season.competitionId === competition.id))
        .map((season) => season.id);
      if (seasonIds.length === 0) return EMPTY_PAGE(query);
      conditions.push(inArray(matches.seasonId, seasonIds));
    }
  }
  if (query.team) conditions.push(or(eq(matches.homeTeamId, query.team), eq(matches.awayTeamId, query.team)));
  if (query.round) conditions.push(eq(matches.round, query.round));
  if (query.replays === "exclude") conditions.push(realMatches);
  else if (query.replays === "only") conditions.push(isNotNull(matches.replayOf));
  if (query.status) conditions.push(eq(matches.status, query.status));
  if (query.date) conditions.push(onDays(query.date, query.date));
  else if (query.from || query.to) conditions.push(onDays(query.from ?? "0001-01-01", query.to ?? "9999-12-31"));
  const where = and(...conditions);
  const direction = query.order === "desc" ? desc : asc;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    selectMatchRows(db, where)
      .orderBy(direction(matches.kickoffDate), direction(matches.kickoffAt), direction(matches.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(matches).where(where),
  ]);
  return { data: await summarise(db, rows), page: query.page, size: query.size, total };
}

export async function findMatch(db: AppDatabase, matchId: number): Promise<MatchSummary | null> {
  const [summary] = await summarise(db, await selectMatchRows(db, eq(matches.id, matchId)));
  return summary ?? null;
}

/** Several matches by id, in one read. */
export async function findMatchesById(db: AppDatabase, ids: readonly number[]): Promise<Map<number, MatchSummary>> {
  if (ids.length === 0) return new Map();
  const summaries = await summarise(db, await selectMatchRows(db, inArray(matches.id, [...new Set(ids)])));
  return new Map(summaries.map((summary) => [summary.id, summary]));
}

/** A match by its slug (unique: teams and local date). */
export async function findMatchBySlug(db: AppDatabase, slug: string): Promise<MatchSummary | null> {
  const [summary] = await summarise(db, await selectMatchRows(db, eq(matches.slug, slug)));
  return summary ?? null;
}

/** The last `limit` ended matches of a team (or between two teams) before a date. */
export async function recentResults(db: AppDatabase, teamId: number, before: string, limit: number, opponentId?: number) {
  const involves = or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId));
  const against = opponentId === undefined ? undefined : or(eq(matches.homeTeamId, opponentId), eq(matches.awayTeamId, opponentId));
  const rows = await selectMatchRows(db, and(involves, against, realMatches, eq(matches.status, "Ended"), lt(matches.kickoffDate, before)))
    .orderBy(desc(matches.kickoffDate), desc(matches.kickoffAt))
    .limit(limit);
  return summarise(db, rows);
}

export async function matchIncidents(db: AppDatabase, matchId: number): Promise<IncidentJson[]> {
  const rows = await db
    .select({
      sequence: incidents.sequence,
      position: incidents.position,
      type: incidents.type,
      minute: incidents.minute,
      stoppage: incidents.stoppage,
      playerName: incidents.playerName,
      inPlayerName: incidents.inPlayerName,
      outPlayerName: incidents.outPlayerName,
      playerSlug: players.slug,
    })
    .from(incidents)
    .leftJoin(players, eq(players.id, incidents.playerId))
    .where(eq(incidents.matchId, matchId))
    .orderBy(asc(incidents.sequence));
  // Spec section 3's field names.
  return rows.map((row) => ({
    sequence: row.sequence,
    position: row.position,
    type: row.type,
    minute: row.minute,
    stoppage: row.stoppage,
    player_name: row.playerName,
    in_player_name: row.inPlayerName,
    out_player_name: row.outPlayerName,
    player_slug: row.playerSlug,
  }));
}

export async function matchLineups(db: AppDatabase, matchId: number): Promise<Omit<LineupJson, "matchId">> {
  const rows = await db
    .select({
      position: lineups.position,
      sequence: lineups.sequence,
      playerName: lineups.playerName,
      playerSlug: players.slug,
      shirtNumber: lineups.shirtNumber,
      role: lineups.role,
      starter: lineups.starter,
    })
    .from(lineups)
    .leftJoin(players, eq(players.id, lineups.playerId))
    .where(eq(lineups.matchId, matchId))
    .orderBy(asc(lineups.position), asc(lineups.sequence));
  const side = (position: number) =>
    rows.filter((row) => row.position === position).map(({ position: _position, sequence: _sequence, ...player }) => player);
  return { home: side(1), away: side(2) };
}

const COUNTED: Readonly<Record<number, string>> = { 3: "yellowCards", 4: "redCards", 15: "redCards", 9: "substitutions" };

/** The statistics a dataset records every instance of: only those can be counted from incidents (a missing card is not 0). */
const COMPLETE_IN: Partial<Record<DatasetCode, readonly string[]>> = { fjelstul: ["yellowCards", "redCards", "substitutions"] };

/**
 * Stored statistics; where a feed gave none, the counts that the match's incidents allow: only of
 * what its datasets record in full (the Fjelstul database's bookings and substitutions).
 */
export async function matchStatisticsOf(
  db: AppDatabase,
  matchId: number,
  sources: readonly string[],
): Promise<Omit<StatisticsJson, "matchId">> {
  const stored = await db
    .select({ code: matchStatistics.code, home: matchStatistics.home, away: matchStatistics.away })
    .from(matchStatistics)
    .where(eq(matchStatistics.matchId, matchId))
    .orderBy(asc(matchStatistics.code));
  if (stored.length > 0) return { source: "feed", items: stored };
  const complete = new Set(
    sources.flatMap((line) => {
      const dataset = datasetOf(line.split(" ")[0] ?? "");
      return dataset ? (COMPLETE_IN[dataset] ?? []) : [];
    }),
  );
  if (complete.size === 0) return { source: "none", items: [] };
  const totals = new Map([...complete].map((code) => [code, { code, home: 0, away: 0 }]));
  const rows = await db
    .select({ type: incidents.type, position: incidents.position })
    .from(incidents)
    .where(eq(incidents.matchId, matchId));
  for (const row of rows) {
    const total = totals.get(COUNTED[row.type] ?? "");
    if (total) total[row.position === 1 ? "home" : "away"] += 1;
  }
  return { source: "incidents", items: [...totals.values()] };
}

/** The rounds of a season, in the order they are first played, with their match counts (the results screen's picker). */
export async function seasonRounds(db: AppDatabase, competitionCode: string, seasonCode: string): Promise<SeasonRoundJson[] | null> {
  const [season] = await db
    .select({ id: seasons.id })
    .from(seasons)
    .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
    .where(and(eq(competitions.code, competitionCode), eq(seasons.code, seasonCode)));
  if (!season) return null;
  const rows = await db
    .select({ round: matches.round, matches: count(), firstDate: sql<string>`min(${matches.kickoffDate})::text` })
    .from(matches)
    .where(and(eq(matches.seasonId, season.id), sql`${matches.round} is not null`))
    .groupBy(matches.round);
  const number = (round: string): number => Number(/(\d+)\s*$/.exec(round)?.[1] ?? Number.NaN);
  return rows
    .flatMap((row) => (row.round === null ? [] : [{ round: row.round, matches: row.matches, firstDate: row.firstDate }]))
    .sort((a, b) => {
      const byNumber = number(a.round) - number(b.round);
      if (!Number.isNaN(byNumber) && byNumber !== 0) return byNumber;
      return a.firstDate < b.firstDate ? -1 : a.firstDate > b.firstDate ? 1 : a.round.localeCompare(b.round);
    });
}
