import { createHash } from "node:crypto";
import { inArray, sql, type SQL } from "drizzle-orm";
import { type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import { foldForSearch, slugify } from "../../../contract/sports/search-text";
import { type AppDatabase } from "../../db/types";
import { type CatalogueCompetition } from "../catalogue/competitions";
import {
  competitions,
  incidents,
  lineups,
  matches,
  players,
  publishedStandings,
  seasons,
  sports,
  stageGroups,
  stages,
  standingAdjustments,
  teams,
  venues,
} from "../tables";
import { type PreparedMatch } from "./merge";
import { type OfficialStandingRow, type PlayerRecord, type SportCode } from "./records";
import { type ResolvedTeam, matchSlug } from "./resolve";

const CHUNK = 400;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** `excluded.<column>` for an upsert's set clause. */
const excluded = (column: PgColumn) => sql.raw(`excluded."${column.name}"`);

/** The set clause of an upsert that writes these columns from the proposed row, and only when one differs. */
function upsertOf(table: PgTable, columns: readonly PgColumn[]): { set: Record<string, SQL>; setWhere: SQL } {
  const set: Record<string, SQL> = {};
  const entries = Object.entries(table as unknown as Record<string, PgColumn>);
  for (const column of columns) {
    const property = entries.find(([, value]) => value === column)?.[0];
    if (!property) throw new Error(`column ${column.name} is not in the table`);
    set[property] = excluded(column);
  }
  const current = sql.join(
    columns.map((column) => sql`${column}`),
    sql`, `,
  );
  const proposed = sql.join(
    columns.map((column) => excluded(column)),
    sql`, `,
  );
  return { set, setWhere: sql`(${current}) is distinct from (${proposed})` };
}

export interface CompetitionRow extends CatalogueCompetition {
  credit: string;
}

export interface WriteInput {
  sports: readonly { code: SportCode; nameVi: string; position: number }[];
  competitions: readonly CompetitionRow[];
  matches: readonly PreparedMatch[];
  players: readonly PlayerRecord[];
  officialStandings: readonly { row: OfficialStandingRow; team: ResolvedTeam }[];
  adjustments: readonly { competition: string; season: string; team: ResolvedTeam; points: number; reason: string; source: string }[];
}

export interface WriteCounts {
  matchesWritten: number;
  matchesUnchanged: number;
  incidents: number;
  lineups: number;
}

/** Everything an import writes to a match row besides its key and slug. */
const MATCH_COLUMNS = [
  matches.sport,
  matches.competitionId,
  matches.seasonId,
  matches.stageId,
  matches.groupId,
  matches.round,
  matches.kickoffAt,
  matches.kickoffDate,
  matches.venueId,
  matches.neutral,
  matches.homeTeamId,
  matches.awayTeamId,
  matches.status,
  matches.homeScore,
  matches.awayScore,
  matches.htHome,
  matches.htAway,
  matches.ftHome,
  matches.ftAway,
  matches.etHome,
  matches.etAway,
  matches.penHome,
  matches.penAway,
  matches.shootoutWinner,
  matches.sources,
  matches.importDigest,
  matches.updatedAt,
];

function digestOf(match: PreparedMatch, ids: Record<string, number | null>): string {
  return createHash("sha256")
    .update(JSON.stringify({ ...match, ids, home: match.home.key, away: match.away.key }))
    .digest("base64url");
}

/** Unique slugs: a second team or match with the same slug gets its key's digest appended. */
function uniqueSlug(base: string, key: string, taken: Map<string, string>): string {
  const fallback = base || "x";
  const owner = taken.get(fallback);
  if (owner === undefined || owner === key) {
    taken.set(fallback, key);
    return fallback;
  }
  const slug = `${fallback}-${createHash("sha1").update(key).digest("hex").slice(0, 6)}`;
  taken.set(slug, key);
  return slug;
}

/** Writes the prepared data, changing only what differs from what is stored. Run inside one transaction. */
export async function writeSportsData(db: AppDatabase, input: WriteInput): Promise<WriteCounts> {
  // Sports and competitions.
  if (input.sports.length > 0)
    await db
      .insert(sports)
      .values([...input.sports])
      .onConflictDoUpdate({ target: sports.code, ...upsertOf(sports, [sports.nameVi, sports.position]) });
  for (const batch of chunks(input.competitions)) {
    await db
      .insert(competitions)
      .values(
        batch.map((competition) => ({
          code: competition.code,
          slug: slugify(competition.code.replace(/[.:]/g, "-")),
          sport: competition.sport,
          name: competition.name,
          nameVi: competition.nameVi,
          kind: competition.kind,
          country: competition.country ?? null,
          position: competition.position,
          credit: competition.credit,
          searchText: foldForSearch(`${competition.nameVi} ${competition.name} ${competition.code}`),
        })),
      )
      .onConflictDoUpdate({
        target: competitions.code,
        ...upsertOf(competitions, [
          competitions.sport,
          competitions.name,
          competitions.nameVi,
          competitions.kind,
          competitions.country,
          competitions.position,
          competitions.credit,
          competitions.searchText,
        ]),
      });
  }
  const competitionIds = new Map(
    (await db.select({ id: competitions.id, code: competitions.code }).from(competitions)).map((row) => [row.code, row.id]),
  );

  // Seasons, with the dates of their first and last match.
  const seasonSpans = new Map<string, { competitionId: number; code: string; start: string; end: string }>();
  const noteSeason = (competition: string, season: string, date?: string) => {
    const competitionId = competitionIds.get(competition);
    if (competitionId === undefined) throw new Error(`competition ${competition} is not in the catalogue`);
    const key = `${competition}|${season}`;
    const span = seasonSpans.get(key) ?? { competitionId, code: season, start: date ?? "", end: date ?? "" };
    if (date && (!span.start || date < span.start)) span.start = date;
    if (date && date > span.end) span.end = date;
    seasonSpans.set(key, span);
  };
  for (const match of input.matches) noteSeason(match.competition, match.season, match.localDate);
  for (const { row } of input.officialStandings) noteSeason(row.competition, row.season);
  for (const adjustment of input.adjustments) noteSeason(adjustment.competition, adjustment.season);
  for (const batch of chunks([...seasonSpans.values()])) {
    await db
      .insert(seasons)
      .values(
        batch.map((span) => ({
          competitionId: span.competitionId,
          code: span.code,
          startDate: span.start || null,
          endDate: span.end || null,
        })),
      )
      .onConflictDoUpdate({ target: [seasons.competitionId, seasons.code], ...upsertOf(seasons, [seasons.startDate, seasons.endDate]) });
  }
  const seasonIds = new Map<string, number>();
  const codeOfCompetition = new Map([...competitionIds].map(([code, id]) => [id, code]));
  for (const row of await db.select({ id: seasons.id, competitionId: seasons.competitionId, code: seasons.code }).from(seasons))
    seasonIds.set(`${codeOfCompetition.get(row.competitionId)}|${row.code}`, row.id);
  const seasonId = (competition: string, season: string) => {
    const id = seasonIds.get(`${competition}|${season}`);
    if (id === undefined) throw new Error(`season ${competition} ${season} was not written`);
    return id;
  };

  // Stages and groups.
  const stageRows = new Map<string, { seasonId: number; name: string; kind: string; position: number }>();
  for (const match of input.matches)
    if (match.stage) {
      const id = seasonId(match.competition, match.season);
      stageRows.set(`${id}|${match.stage.name}`, {
        seasonId: id,
        name: match.stage.name,
        kind: match.stage.kind,
        position: match.stage.order,
      });
    }
  for (const batch of chunks([...stageRows.values()]))
    await db
      .insert(stages)
      .values(batch)
      .onConflictDoUpdate({ target: [stages.seasonId, stages.name], ...upsertOf(stages, [stages.kind, stages.position]) });
  const stageIds = new Map((await db.select().from(stages)).map((row) => [`${row.seasonId}|${row.name}`, row.id]));
  const stageIdOf = (match: PreparedMatch) =>
    match.stage ? (stageIds.get(`${seasonId(match.competition, match.season)}|${match.stage.name}`) ?? null) : null;
  const groupRows = new Map<string, { stageId: number; name: string }>();
  for (const match of input.matches) {
    const stageId = stageIdOf(match);
    if (match.group && stageId !== null) groupRows.set(`${stageId}|${match.group}`, { stageId, name: match.group });
  }
  for (const batch of chunks([...groupRows.values()])) await db.insert(stageGroups).values(batch).onConflictDoNothing();
  const groupIds = new Map((await db.select().from(stageGroups)).map((row) => [`${row.stageId}|${row.name}`, row.id]));

  // Teams, with every name they are known by for search.
  const teamsByKey = new Map<string, ResolvedTeam>();
  const addTeam = (team: ResolvedTeam) => {
    if (!teamsByKey.has(team.key)) teamsByKey.set(team.key, team);
  };
  for (const match of input.matches) [match.home, match.away].forEach(addTeam);
  input.officialStandings.forEach(({ team }) => addTeam(team));
  input.adjustments.forEach(({ team }) => addTeam(team));
  const storedTeams = await db.select({ key: teams.key, slug: teams.slug }).from(teams);
  const teamSlugs = new Map(storedTeams.map((row) => [row.slug, row.key]));
  const slugOfTeam = new Map(storedTeams.map((row) => [row.key, row.slug]));
  const teamValues = [...teamsByKey.values()]
    .sort((a, b) => a.key.localeCompare(b.key))
    .map((team) => ({
      key: team.key,
      slug: slugOfTeam.get(team.key) ?? uniqueSlug(slugify(team.nameVi ?? team.name), team.key, teamSlugs),
      sport: team.sport,
      kind: team.kind,
      name: team.name,
      nameVi: team.nameVi ?? null,
      code: team.code ?? null,
      country: team.country ?? null,
      conference: team.conference ?? null,
      division: team.division ?? null,
      searchText: [...new Set([team.nameVi, team.name, ...team.aliases].filter(Boolean).map((name) => foldForSearch(name as string)))].join(
        " | ",
      ),
    }));
  for (const batch of chunks(teamValues))
    await db
      .insert(teams)
      .values(batch)
      .onConflictDoUpdate({
        target: teams.key,
        ...upsertOf(teams, [
          teams.sport,
          teams.kind,
          teams.name,
          teams.nameVi,
          teams.code,
          teams.country,
          teams.conference,
          teams.division,
          teams.searchText,
        ]),
      });
  const teamIds = new Map((await db.select({ id: teams.id, key: teams.key }).from(teams)).map((row) => [row.key, row.id]));
  const teamId = (team: ResolvedTeam) => {
    const id = teamIds.get(team.key);
    if (id === undefined) throw new Error(`team ${team.key} was not written`);
    return id;
  };

  // Venues and players.
  const venueKey = (venue: NonNullable<PreparedMatch["venue"]>) => foldForSearch(`${venue.name} ${venue.city ?? ""}`);
  const venueRows = new Map<string, { key: string; name: string; city: string | null; country: string | null; capacity: number | null }>();
  for (const match of input.matches)
    if (match.venue)
      venueRows.set(venueKey(match.venue), {
        key: venueKey(match.venue),
        name: match.venue.name,
        city: match.venue.city ?? null,
        country: match.venue.country ?? null,
        capacity: match.venue.capacity ?? null,
      });
  for (const batch of chunks([...venueRows.values()]))
    await db
      .insert(venues)
      .values(batch)
      .onConflictDoUpdate({ target: venues.key, ...upsertOf(venues, [venues.name, venues.city, venues.country, venues.capacity]) });
  const venueIds = new Map((await db.select({ id: venues.id, key: venues.key }).from(venues)).map((row) => [row.key, row.id]));

  const storedPlayers = await db.select({ key: players.key, slug: players.slug }).from(players);
  const playerSlugs = new Map(storedPlayers.map((row) => [row.slug, row.key]));
  const slugOfPlayer = new Map(storedPlayers.map((row) => [row.key, row.slug]));
  const playerValues = [...new Map(input.players.map((player) => [player.sourceId, player])).values()].map((player) => ({
    key: player.sourceId,
    slug: slugOfPlayer.get(player.sourceId) ?? uniqueSlug(slugify(player.name), player.sourceId, playerSlugs),
    name: player.name,
    givenName: player.givenName ?? null,
    familyName: player.familyName ?? null,
    birthDate: player.birthDate ?? null,
    searchText: foldForSearch(player.name),
  }));
  for (const batch of chunks(playerValues))
    await db
      .insert(players)
      .values(batch)
      .onConflictDoUpdate({
        target: players.key,
        ...upsertOf(players, [players.name, players.givenName, players.familyName, players.birthDate, players.searchText]),
      });
  const playerIds = new Map((await db.select({ id: players.id, key: players.key }).from(players)).map((row) => [row.key, row.id]));
  const playerIdOf = (sourceId: string | undefined) => (sourceId ? (playerIds.get(sourceId) ?? null) : null);

  // Matches: one whose digest is unchanged is not written again.
  const stored = new Map(
    (await db.select({ id: matches.id, key: matches.key, slug: matches.slug, digest: matches.importDigest }).from(matches)).map((row) => [
      row.key,
      row,
    ]),
  );
  const matchSlugs = new Map([...stored.values()].map((row) => [row.slug, row.key]));
  const counts: WriteCounts = { matchesWritten: 0, matchesUnchanged: 0, incidents: 0, lineups: 0 };
  const changed: { match: PreparedMatch; row: typeof matches.$inferInsert }[] = [];
  for (const match of input.matches) {
    const season = seasonId(match.competition, match.season);
    const stageId = stageIdOf(match);
    const groupId = match.group && stageId !== null ? (groupIds.get(`${stageId}|${match.group}`) ?? null) : null;
    const venueId = match.venue ? (venueIds.get(venueKey(match.venue)) ?? null) : null;
    const competitionId = competitionIds.get(match.competition) ?? 0;
    const ids = { season, stageId, groupId, venueId, competitionId };
    const digest = digestOf(match, ids);
    const existing = stored.get(match.key);
    if (existing && existing.digest === digest) {
      counts.matchesUnchanged += 1;
      continue;
    }
    const score = match.score;
    changed.push({
      match,
      row: {
        key: match.key,
        slug:
          existing?.slug ??
          uniqueSlug(
            matchSlug(match.home.nameVi ?? match.home.name, match.away.nameVi ?? match.away.name, match.localDate),
            match.key,
            matchSlugs,
          ),
        sport: match.sport,
        competitionId,
        seasonId: season,
        stageId,
        groupId,
        round: match.round ?? null,
        kickoffAt: match.kickoffAt,
        kickoffDate: match.localDate,
        venueId,
        neutral: match.neutral,
        homeTeamId: teamId(match.home),
        awayTeamId: teamId(match.away),
        status: score ? "Ended" : "Upcoming",
        homeScore: score?.final[0] ?? null,
        awayScore: score?.final[1] ?? null,
        htHome: score?.halfTime?.[0] ?? null,
        htAway: score?.halfTime?.[1] ?? null,
        ftHome: score?.fullTime?.[0] ?? null,
        ftAway: score?.fullTime?.[1] ?? null,
        etHome: score?.extraTime?.[0] ?? null,
        etAway: score?.extraTime?.[1] ?? null,
        penHome: score?.penalties?.[0] ?? null,
        penAway: score?.penalties?.[1] ?? null,
        shootoutWinner: score?.shootoutWinner ?? null,
        sources: match.sources.join("\n"),
        importDigest: digest,
        updatedAt: new Date(),
      },
    });
  }
  for (const batch of chunks(changed, 200)) {
    const written = await db
      .insert(matches)
      .values(batch.map(({ row }) => row))
      .onConflictDoUpdate({ target: matches.key, set: upsertOf(matches, MATCH_COLUMNS).set })
      .returning({ id: matches.id, key: matches.key });
    const idOf = new Map(written.map((row) => [row.key, row.id]));
    const matchIds = written.map((row) => row.id);
    await db.delete(incidents).where(inArray(incidents.matchId, matchIds));
    await db.delete(lineups).where(inArray(lineups.matchId, matchIds));
    const incidentRows = batch.flatMap(({ match }) =>
      [...match.incidents]
        .sort((a, b) => (a.minute ?? 10_000) - (b.minute ?? 10_000) || a.stoppage - b.stoppage || a.sequence - b.sequence)
        .map((incident, index) => ({
          matchId: idOf.get(match.key) ?? 0,
          sequence: index + 1,
          position: incident.side === "home" ? 1 : 2,
          type: incident.type,
          minute: incident.minute,
          stoppage: incident.stoppage,
          playerName: incident.playerName ?? null,
          inPlayerName: incident.inPlayerName ?? null,
          outPlayerName: incident.outPlayerName ?? null,
          playerId: playerIdOf(incident.playerSourceId),
        })),
    );
    const lineupRows = batch.flatMap(({ match }) =>
      match.lineups.map((lineup, index) => ({
        matchId: idOf.get(match.key) ?? 0,
        position: lineup.side === "home" ? 1 : 2,
        sequence: index + 1,
        playerName: lineup.playerName,
        playerId: playerIdOf(lineup.playerSourceId),
        shirtNumber: lineup.shirtNumber ?? null,
        role: lineup.position ?? null,
        starter: lineup.starter,
      })),
    );
    for (const rows of chunks(incidentRows)) await db.insert(incidents).values(rows);
    for (const rows of chunks(lineupRows)) await db.insert(lineups).values(rows);
    counts.matchesWritten += batch.length;
    counts.incidents += incidentRows.length;
    counts.lineups += lineupRows.length;
  }

  // Published tables and points adjustments.
  const standingValues = [
    ...new Map(
      input.officialStandings.map(({ row, team }) => {
        const value = {
          seasonId: seasonId(row.competition, row.season),
          section: row.group ?? row.conference ?? "",
          position: row.position,
          teamId: teamId(team),
          played: row.played ?? null,
          won: row.won,
          drawn: row.drawn ?? null,
          lost: row.lost,
          goalsFor: row.goalsFor ?? null,
          goalsAgainst: row.goalsAgainst ?? null,
          points: row.points ?? null,
          source: `${row.location.file} ${row.location.record}`,
        };
        return [`${value.seasonId}|${value.section}|${value.teamId}`, value] as const;
      }),
    ).values(),
  ];
  for (const batch of chunks(standingValues))
    await db
      .insert(publishedStandings)
      .values(batch)
      .onConflictDoUpdate({
        target: [publishedStandings.seasonId, publishedStandings.section, publishedStandings.teamId],
        ...upsertOf(publishedStandings, [
          publishedStandings.position,
          publishedStandings.played,
          publishedStandings.won,
          publishedStandings.drawn,
          publishedStandings.lost,
          publishedStandings.goalsFor,
          publishedStandings.goalsAgainst,
          publishedStandings.points,
          publishedStandings.source,
        ]),
      });
  for (const adjustment of input.adjustments) {
    const value = {
      seasonId: seasonId(adjustment.competition, adjustment.season),
      teamId: teamId(adjustment.team),
      points: adjustment.points,
      reason: adjustment.reason,
      source: adjustment.source,
    };
    await db
      .insert(standingAdjustments)
      .values(value)
      .onConflictDoUpdate({
        target: [standingAdjustments.seasonId, standingAdjustments.teamId, standingAdjustments.reason],
        ...upsertOf(standingAdjustments, [standingAdjustments.points, standingAdjustments.source]),
      });
  }
  return counts;
}

/** Whether any sports data is stored (the first start imports when there is none). */
export async function hasSportsData(db: AppDatabase): Promise<boolean> {
  const [row] = await db.select({ id: matches.id }).from(matches).limit(1);
  return row !== undefined;
}
