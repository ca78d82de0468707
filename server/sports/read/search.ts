import { asc, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { foldForSearch } from "../../../contract/sports/search-text";
import { type SearchJson, type SearchPlayerHit } from "../../../contract/sports/teams-api";
import { type AppDatabase } from "../../db/types";
import { competitions, lineups, matches, players, teams } from "../tables";

/** How many hits of each kind a search answers at most. */
export const SEARCH_HITS = 10;

/** Text made literal inside a LIKE pattern whose escape character is "\". */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * How well a `search_text` ("viet nam | vietnam": every name of the row, folded, joined by " | ")
 * matches the folded query, lower is better: 0 one of the names is the query, 1 a name starts with
 * it, 2 a word starts with it, 3 it appears inside a word; null (no match) is filtered out.
 */
function matchRank(searchText: AnyColumn, folded: string): { where: SQL; rank: SQL<number> } {
  const literal = escapeLike(folded);
  const names = sql`(' | ' || ${searchText} || ' | ')`;
  const rank = sql<number>`case
    when ${names} like ${`% | ${literal} | %`} escape '\\' then 0
    when ${names} like ${`% | ${literal}%`} escape '\\' then 1
    when (' ' || ${searchText}) like ${`% ${literal}%`} escape '\\' then 2
    else 3 end`.mapWith(Number);
  return { where: sql`${searchText} like ${`%${literal}%`} escape '\\'`, rank };
}

/**
 * Teams, competitions and players whose names contain what was typed, with or without diacritics
 * (both sides folded by contract/sports/search-text.ts). Best first: a whole name before a name's
 * start before a word's start; then national teams before clubs and the most followed competitions
 * first; then shorter names.
 */
export async function search(db: AppDatabase, query: string): Promise<SearchJson> {
  const folded = foldForSearch(query);
  // Only punctuation or symbols ("%", "_", "\\", ".*"): nothing a name is made of, nothing found.
  if (folded === "") return { folded, teams: [], competitions: [], players: [] };

  const team = matchRank(teams.searchText, folded);
  const competition = matchRank(competitions.searchText, folded);
  const player = matchRank(players.searchText, folded);
  const [teamHits, competitionHits, playerRows] = await Promise.all([
    db
      .select({
        id: teams.id,
        slug: teams.slug,
        name: teams.name,
        nameVi: teams.nameVi,
        kind: teams.kind,
        code: teams.code,
        sport: teams.sport,
        country: teams.country,
      })
      .from(teams)
      .where(team.where)
      .orderBy(
        team.rank,
        sql`case when ${teams.kind} = 'national' then 0 else 1 end`,
        sql`length(coalesce(${teams.nameVi}, ${teams.name}))`,
        asc(teams.name),
      )
      .limit(SEARCH_HITS),
    db
      .select({
        id: competitions.id,
        code: competitions.code,
        slug: competitions.slug,
        name: competitions.name,
        nameVi: competitions.nameVi,
        sport: competitions.sport,
        kind: competitions.kind,
      })
      .from(competitions)
      .where(competition.where)
      .orderBy(competition.rank, sql`${competitions.position} nulls last`, asc(competitions.name))
      .limit(SEARCH_HITS),
    db
      .select({ id: players.id, slug: players.slug, name: players.name })
      .from(players)
      .where(player.where)
      .orderBy(player.rank, sql`length(${players.name})`, asc(players.name))
      .limit(SEARCH_HITS),
  ]);
  return { folded, teams: teamHits, competitions: competitionHits, players: await withLatestTeam(db, playerRows) };
}

/** Each player with the team of his latest lineup (a player page does not exist: his team's does). */
async function withLatestTeam(db: AppDatabase, rows: { id: number; slug: string; name: string }[]): Promise<SearchPlayerHit[]> {
  if (rows.length === 0) return [];
  const latest = await db
    .selectDistinctOn([lineups.playerId], {
      playerId: lineups.playerId,
      id: teams.id,
      slug: teams.slug,
      name: teams.name,
      nameVi: teams.nameVi,
      kind: teams.kind,
      code: teams.code,
    })
    .from(lineups)
    .innerJoin(matches, sql`${matches.id} = ${lineups.matchId}`)
    .innerJoin(teams, sql`${teams.id} = case when ${lineups.position} = 1 then ${matches.homeTeamId} else ${matches.awayTeamId} end`)
    .where(
      inArray(
        lineups.playerId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(lineups.playerId, sql`${matches.kickoffDate} desc`);
  const teamOf = new Map(latest.map(({ playerId, ...team }) => [playerId, team]));
  return rows.map((row) => ({ ...row, team: teamOf.get(row.id) ?? null }));
}
