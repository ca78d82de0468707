import { type TeamRef } from "../../../contract/sports/api";
import { type AppDatabase } from "../../db/types";
import { competitions, seasons, stageGroups, stages, teams, venues } from "../tables";

// The small tables every match summary names (competitions, seasons, stages, groups, venues,
// teams: a few thousand rows that change only when data is imported), kept in memory so that a
// list of matches is one query on `matches` instead of an eight-table join, whose planning alone
// cost PGlite ~8 ms a query (docs/decisions/026-sports-read-cost.md). Reloaded after a minute, and
// at once when a match names a row it does not have yet (a new import).

export interface CompetitionRow {
  id: number;
  code: string;
  slug: string;
  name: string;
  nameVi: string | null;
}

export interface Reference {
  /** When these rows were read (ms since the epoch). */
  loadedAt: number;
  competitions: ReadonlyMap<number, CompetitionRow>;
  competitionByCode: ReadonlyMap<string, CompetitionRow>;
  seasons: ReadonlyMap<number, { id: number; competitionId: number; code: string }>;
  seasonIdOf(competitionId: number, code: string): number | undefined;
  stages: ReadonlyMap<number, { name: string; kind: string }>;
  groups: ReadonlyMap<number, string>;
  venues: ReadonlyMap<number, { name: string; city: string | null; country: string | null }>;
  teams: ReadonlyMap<number, TeamRef>;
}

export const REFERENCE_MAX_AGE_MS = 60_000;

async function load(db: AppDatabase, now: number): Promise<Reference> {
  const [competitionRows, seasonRows, stageRows, groupRows, venueRows, teamRows] = await Promise.all([
    db
      .select({
        id: competitions.id,
        code: competitions.code,
        slug: competitions.slug,
        name: competitions.name,
        nameVi: competitions.nameVi,
      })
      .from(competitions),
    db.select({ id: seasons.id, competitionId: seasons.competitionId, code: seasons.code }).from(seasons),
    db.select({ id: stages.id, name: stages.name, kind: stages.kind }).from(stages),
    db.select({ id: stageGroups.id, name: stageGroups.name }).from(stageGroups),
    db.select({ id: venues.id, name: venues.name, city: venues.city, country: venues.country }).from(venues),
    db.select({ id: teams.id, slug: teams.slug, name: teams.name, nameVi: teams.nameVi, kind: teams.kind, code: teams.code }).from(teams),
  ]);
  const seasonIds = new Map(seasonRows.map((row) => [`${row.competitionId}|${row.code}`, row.id]));
  return {
    loadedAt: now,
    competitions: new Map(competitionRows.map((row) => [row.id, row])),
    competitionByCode: new Map(competitionRows.map((row) => [row.code, row])),
    seasons: new Map(seasonRows.map((row) => [row.id, row])),
    seasonIdOf: (competitionId, code) => seasonIds.get(`${competitionId}|${code}`),
    stages: new Map(stageRows.map(({ id, ...stage }) => [id, stage])),
    groups: new Map(groupRows.map((row) => [row.id, row.name])),
    venues: new Map(venueRows.map(({ id, ...venue }) => [id, venue])),
    teams: new Map(teamRows.map((row) => [row.id, row])),
  };
}

const cached = new WeakMap<AppDatabase, { loadedAt: number; reference: Promise<Reference> }>();

/** The reference rows; `fresh` forces a reload (a match named a row the cached copy lacks). */
export function referenceData(db: AppDatabase, fresh = false, now = Date.now()): Promise<Reference> {
  const entry = cached.get(db);
  if (entry && !fresh && now - entry.loadedAt < REFERENCE_MAX_AGE_MS) return entry.reference;
  const reference = load(db, now);
  cached.set(db, { loadedAt: now, reference });
  reference.catch(() => cached.delete(db));
  return reference;
}
