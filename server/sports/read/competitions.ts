import { asc, eq, sql } from "drizzle-orm";
import { type AppDatabase } from "../../db/types";
import { competitions, seasons } from "../tables";

/** A competition's own columns, as every read of one selects them. */
export const competitionColumns = {
  id: competitions.id,
  code: competitions.code,
  slug: competitions.slug,
  sport: competitions.sport,
  name: competitions.name,
  nameVi: competitions.nameVi,
  kind: competitions.kind,
  country: competitions.country,
  credit: competitions.credit,
};

/** Competitions with their seasons (newest first), the most followed first (spec: /api/v1/comp-list). */
export async function listCompetitions(db: AppDatabase, sport?: string) {
  const rows = await db
    .select({
      ...competitionColumns,
      seasonId: seasons.id,
      season: seasons.code,
      startDate: seasons.startDate,
      endDate: seasons.endDate,
    })
    .from(competitions)
    .innerJoin(seasons, eq(seasons.competitionId, competitions.id))
    .where(sport ? eq(competitions.sport, sport) : undefined)
    .orderBy(sql`${competitions.position} nulls last`, asc(competitions.name), sql`${seasons.code} desc`);
  const byId = new Map<number, ReturnType<typeof toCompetition>>();
  function toCompetition(row: (typeof rows)[number]) {
    const { seasonId: _seasonId, season: _season, startDate: _start, endDate: _end, credit, ...competition } = row;
    return {
      ...competition,
      datasets: credit.split(",").filter(Boolean),
      seasons: [] as { id: number; code: string; startDate: string | null; endDate: string | null }[],
    };
  }
  for (const row of rows) {
    const competition = byId.get(row.id) ?? toCompetition(row);
    competition.seasons.push({ id: row.seasonId, code: row.season, startDate: row.startDate, endDate: row.endDate });
    byId.set(row.id, competition);
  }
  return [...byId.values()];
}
