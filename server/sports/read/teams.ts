import { competitionColumns } from "./competitions";
import { and, asc, countDistinct, desc, eq, inArray, max, or, sql } from "drizzle-orm";
import { type CompetitionJson, type MatchSummary, type TeamRef } from "../../../contract/sports/api";
import { type DatasetCode, isDatasetCode } from "../../../contract/sports/datasets";
import {
  type CompetitionDetail,
  type SquadJson,
  type SquadPlayerJson,
  type TeamCompetitionJson,
  type TeamDetail,
  type TeamJson,
} from "../../../contract/sports/teams-api";
import { type AppDatabase } from "../../db/types";
import { competitions, lineups, matches, players, seasons, teams } from "../tables";
import { realMatches } from "./replays";
import { listMatches } from "./matches";

/** How many results and fixtures a team's or a competition's page shows. */
export const LIST_COUNT = 10;

const teamJsonColumns = {
  id: teams.id,
  slug: teams.slug,
  sport: teams.sport,
  name: teams.name,
  nameVi: teams.nameVi,
  kind: teams.kind,
  code: teams.code,
  country: teams.country,
  conference: teams.conference,
  division: teams.division,
};

export async function findTeam(db: AppDatabase, by: { slug?: string | undefined; id?: number | undefined }): Promise<TeamJson | null> {
  const where = by.id !== undefined ? eq(teams.id, by.id) : eq(teams.slug, by.slug ?? "");
  const [row] = await db.select(teamJsonColumns).from(teams).where(where);
  return row ?? null;
}

/** The last ended matches (newest first) and the next ones (soonest first) of a team or a competition. */
async function resultsAndFixtures(
  db: AppDatabase,
  filter: { team: number } | { competition: string },
): Promise<{ results: MatchSummary[]; fixtures: MatchSummary[] }> {
  const [results, live, upcoming] = await Promise.all([
    listMatches(db, { ...filter, status: "Ended", order: "desc", replays: "exclude", page: 1, size: LIST_COUNT }),
    listMatches(db, { ...filter, status: "Live", order: "asc", replays: "exclude", page: 1, size: LIST_COUNT }),
    listMatches(db, { ...filter, status: "Upcoming", order: "asc", replays: "exclude", page: 1, size: LIST_COUNT }),
  ]);
  return { results: results.data, fixtures: [...live.data, ...upcoming.data].slice(0, LIST_COUNT) };
}

function datasetsOf(lists: readonly MatchSummary[][]): DatasetCode[] {
  return [...new Set(lists.flat().flatMap((match) => match.datasets))].sort();
}

/** The competitions a team has matches in, the most followed first. */
async function teamCompetitions(db: AppDatabase, teamId: number): Promise<TeamCompetitionJson[]> {
  return db
    .select({
      id: competitions.id,
      code: competitions.code,
      slug: competitions.slug,
      name: competitions.name,
      nameVi: competitions.nameVi,
      sport: competitions.sport,
      kind: competitions.kind,
      matches: countDistinct(matches.id),
      latestSeason: max(seasons.code).mapWith(String),
    })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .where(and(or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)), realMatches))
    .groupBy(competitions.id)
    .orderBy(sql`${competitions.position} nulls last`, asc(competitions.name));
}

/** The most frequent value of a list (the first seen on a tie); null for an empty list. */
function mostFrequent<T>(values: readonly T[]): T | null {
  const counts = new Map<T, number>();
  let best: T | null = null;
  let bestCount = 0;
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count > bestCount) [best, bestCount] = [value, count];
  }
  return best;
}

/**
 * The squad: the players listed in the team's lineups in the latest season (of any competition)
 * whose matches have lineups, each once, by shirt number.
 */
async function teamSquad(db: AppDatabase, teamId: number): Promise<SquadJson | null> {
  const side = sql<number>`case when ${matches.homeTeamId} = ${teamId} then 1 else 2 end`;
  const involves = or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId));
  const [latest] = await db
    .select({ seasonId: matches.seasonId })
    .from(lineups)
    .innerJoin(matches, eq(matches.id, lineups.matchId))
    .where(and(involves, eq(lineups.position, side)))
    .orderBy(desc(matches.kickoffDate))
    .limit(1);
  if (!latest) return null;
  const rows = await db
    .select({
      matchId: lineups.matchId,
      playerId: lineups.playerId,
      playerName: lineups.playerName,
      playerSlug: players.slug,
      shirtNumber: lineups.shirtNumber,
      role: lineups.role,
      starter: lineups.starter,
    })
    .from(lineups)
    .innerJoin(matches, eq(matches.id, lineups.matchId))
    .leftJoin(players, eq(players.id, lineups.playerId))
    .where(and(eq(matches.seasonId, latest.seasonId), involves, eq(lineups.position, side)))
    .orderBy(desc(matches.kickoffDate), asc(lineups.sequence));
  const byPlayer = new Map<string, { rows: typeof rows }>();
  for (const row of rows) {
    const key = row.playerId === null ? `name:${row.playerName}` : `id:${row.playerId}`;
    const entry = byPlayer.get(key) ?? { rows: [] };
    entry.rows.push(row);
    byPlayer.set(key, entry);
  }
  const squad: SquadPlayerJson[] = [...byPlayer.values()].map(({ rows: own }) => {
    const [first] = own;
    return {
      playerId: first?.playerId ?? null,
      playerName: first?.playerName ?? "",
      playerSlug: first?.playerSlug ?? null,
      shirtNumber: mostFrequent(own.flatMap((row) => (row.shirtNumber === null ? [] : [row.shirtNumber]))),
      role: mostFrequent(own.flatMap((row) => (row.role === null ? [] : [row.role]))),
      matches: new Set(own.map((row) => row.matchId)).size,
      starts: new Set(own.filter((row) => row.starter).map((row) => row.matchId)).size,
    };
  });
  squad.sort(
    (a, b) =>
      (a.shirtNumber ?? Number.MAX_SAFE_INTEGER) - (b.shirtNumber ?? Number.MAX_SAFE_INTEGER) || a.playerName.localeCompare(b.playerName),
  );
  const [competition] = await db
    .select({
      id: competitions.id,
      code: competitions.code,
      slug: competitions.slug,
      name: competitions.name,
      nameVi: competitions.nameVi,
      season: seasons.code,
    })
    .from(seasons)
    .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
    .where(eq(seasons.id, latest.seasonId));
  if (!competition) return null;
  const { season, ...ref } = competition;
  return { competition: ref, season, players: squad };
}

export async function teamDetail(db: AppDatabase, team: TeamJson): Promise<TeamDetail> {
  const [competitionList, lists, squad] = await Promise.all([
    teamCompetitions(db, team.id),
    resultsAndFixtures(db, { team: team.id }),
    teamSquad(db, team.id),
  ]);
  return {
    team,
    competitions: competitionList,
    ...lists,
    squad,
    datasets: datasetsOf([lists.results, lists.fixtures]),
  };
}

export async function findCompetition(db: AppDatabase, slug: string): Promise<CompetitionJson | null> {
  const [row] = await db.select(competitionColumns).from(competitions).where(eq(competitions.slug, slug));
  if (!row) return null;
  const seasonRows = await db
    .select({ id: seasons.id, code: seasons.code, startDate: seasons.startDate, endDate: seasons.endDate })
    .from(seasons)
    .where(eq(seasons.competitionId, row.id))
    .orderBy(desc(seasons.code));
  const { credit, ...competition } = row;
  return { ...competition, datasets: credit.split(",").filter(isDatasetCode), seasons: seasonRows };
}

/** The teams with a match in a season, by name. */
async function seasonTeams(db: AppDatabase, seasonId: number): Promise<TeamRef[]> {
  const sides = db
    .select({ teamId: matches.homeTeamId })
    .from(matches)
    .where(eq(matches.seasonId, seasonId))
    .union(db.select({ teamId: matches.awayTeamId }).from(matches).where(eq(matches.seasonId, seasonId)));
  const ids = (await sides).map((row) => row.teamId);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: teams.id, slug: teams.slug, name: teams.name, nameVi: teams.nameVi, kind: teams.kind, code: teams.code })
    .from(teams)
    .where(inArray(teams.id, ids));
  return rows.sort((a, b) => (a.nameVi ?? a.name).localeCompare(b.nameVi ?? b.name, "vi"));
}

export async function competitionDetail(db: AppDatabase, competition: CompetitionJson): Promise<CompetitionDetail> {
  const [latest] = competition.seasons;
  const [teamList, lists] = await Promise.all([
    latest ? seasonTeams(db, latest.id) : Promise.resolve([]),
    resultsAndFixtures(db, { competition: competition.code }),
  ]);
  return { competition, latestSeason: latest?.code ?? null, teams: teamList, ...lists };
}
