import { and, asc, count, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { DateTime } from "luxon";
import {
  type IncidentJson,
  type LineupJson,
  type MatchSummary,
  type Page,
  type ScorePairJson,
  type SeasonRoundJson,
  type StatisticsJson,
} from "../../../contract/sports/api";
import { type DatasetCode } from "../../../contract/sports/datasets";
import { type AppDatabase } from "../../db/types";
import { datasetOf } from "../import/merge";
import { type MatchListParameters } from "../api/parameters";
import {
  competitions,
  incidents,
  lineups,
  matches,
  matchStatistics,
  players,
  seasons,
  stageGroups,
  stages,
  teams,
  venues,
} from "../tables";

/** The site's calendar: a "date" in the API is a day in Bangkok (spec section 9). */
const SITE_ZONE = "Asia/Bangkok";

const home = alias(teams, "home_team");
const away = alias(teams, "away_team");

const teamColumns = (team: typeof home | typeof away) => ({
  id: team.id,
  slug: team.slug,
  name: team.name,
  nameVi: team.nameVi,
  kind: team.kind,
  code: team.code,
});

const summaryColumns = {
  id: matches.id,
  slug: matches.slug,
  sport: matches.sport,
  competitionId: competitions.id,
  competitionCode: competitions.code,
  competitionSlug: competitions.slug,
  competitionName: competitions.name,
  competitionNameVi: competitions.nameVi,
  season: seasons.code,
  stage: stages.name,
  stageKind: stages.kind,
  group: stageGroups.name,
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
  venue: venues.name,
  venueCity: venues.city,
  venueCountry: venues.country,
  sources: matches.sources,
  home: teamColumns(home),
  away: teamColumns(away),
};

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

function selectSummaries(db: AppDatabase, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .leftJoin(stages, eq(stages.id, matches.stageId))
    .leftJoin(stageGroups, eq(stageGroups.id, matches.groupId))
    .leftJoin(venues, eq(venues.id, matches.venueId))
    .where(where);
}

const pair = (first: number | null, second: number | null): ScorePairJson | null =>
  first === null || second === null ? null : [first, second];

/** A match as the API gives it (docs/sports-api.md). */
export function toMatchSummary(row: SummaryRow): MatchSummary {
  return {
    id: row.id,
    slug: row.slug,
    sport: row.sport,
    competition: {
      id: row.competitionId,
      code: row.competitionCode,
      slug: row.competitionSlug,
      name: row.competitionName,
      nameVi: row.competitionNameVi,
    },
    season: row.season,
    stage: row.stage === null ? null : { name: row.stage, kind: row.stageKind ?? "" },
    group: row.group,
    round: row.round,
    kickoffAt: row.kickoffAt?.toISOString() ?? null,
    kickoffDate: row.kickoffDate,
    timeKnown: row.kickoffAt !== null,
    status: row.status,
    period: row.period,
    clockSeconds: row.clockSeconds,
    neutral: row.neutral,
    home: row.home,
    away: row.away,
    score: {
      home: row.homeScore,
      away: row.awayScore,
      halfTime: pair(row.htHome, row.htAway),
      fullTime: pair(row.ftHome, row.ftAway),
      extraTime: pair(row.etHome, row.etAway),
      penalties: pair(row.penHome, row.penAway),
      shootoutWinner: row.shootoutWinner,
    },
    venue: row.venue === null ? null : { name: row.venue, city: row.venueCity, country: row.venueCountry },
    sources: row.sources.split("\n"),
    datasets: [...new Set(row.sources.split("\n").flatMap((line) => datasetOf(line.split(" ")[0] ?? "") ?? []))] as DatasetCode[],
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

export async function listMatches(db: AppDatabase, query: MatchListParameters): Promise<Page<MatchSummary>> {
  const conditions: (SQL | undefined)[] = [];
  if (query.sport) conditions.push(eq(matches.sport, query.sport));
  if (query.competition) conditions.push(eq(competitions.code, query.competition));
  if (query.season) conditions.push(eq(seasons.code, query.season));
  if (query.team) conditions.push(or(eq(matches.homeTeamId, query.team), eq(matches.awayTeamId, query.team)));
  if (query.round) conditions.push(eq(matches.round, query.round));
  if (query.status) conditions.push(eq(matches.status, query.status));
  if (query.date) conditions.push(onDays(query.date, query.date));
  else if (query.from || query.to) conditions.push(onDays(query.from ?? "0001-01-01", query.to ?? "9999-12-31"));
  const where = and(...conditions);
  const direction = query.order === "desc" ? desc : asc;
  const rows = await selectSummaries(db, where)
    .orderBy(direction(matches.kickoffDate), direction(matches.kickoffAt), direction(matches.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .where(where);
  return { data: rows.map(toMatchSummary), page: query.page, size: query.size, total };
}

export async function findMatch(db: AppDatabase, matchId: number): Promise<MatchSummary | null> {
  const [row] = await selectSummaries(db, eq(matches.id, matchId));
  return row ? toMatchSummary(row) : null;
}

/** A match by its slug (unique: teams and local date). */
export async function findMatchBySlug(db: AppDatabase, slug: string): Promise<MatchSummary | null> {
  const [row] = await selectSummaries(db, eq(matches.slug, slug));
  return row ? toMatchSummary(row) : null;
}

/** The last `limit` ended matches of a team (or between two teams) before a date. */
export async function recentResults(db: AppDatabase, teamId: number, before: string, limit: number, opponentId?: number) {
  const involves = or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId));
  const against = opponentId === undefined ? undefined : or(eq(matches.homeTeamId, opponentId), eq(matches.awayTeamId, opponentId));
  const rows = await selectSummaries(db, and(involves, against, eq(matches.status, "Ended"), lt(matches.kickoffDate, before)))
    .orderBy(desc(matches.kickoffDate), desc(matches.kickoffAt))
    .limit(limit);
  return rows.map(toMatchSummary);
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
