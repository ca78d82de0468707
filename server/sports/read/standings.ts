import { competitionColumns } from "./competitions";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { type TeamRef } from "../../../contract/sports/api";
import { type DatasetCode } from "../../../contract/sports/datasets";
import { type StandingRowJson, type StandingsJson, type StandingTableJson } from "../../../contract/sports/standings-api";
import { type AppDatabase } from "../../db/types";
import { datasetOf } from "../import/merge";
import { computeStandings, type PointsAdjustment, type StandingsMatch, type StandingsRow, type StandingsTeam } from "../standings/compute";
import { rulesFor, STANDINGS_RULES, type StandingsRules, type Zone } from "../standings/rules";
import { competitions, incidents, matches, publishedStandings, seasons, stageGroups, stages, standingAdjustments, teams } from "../tables";
import { realMatches } from "./replays";

// A season's tables (docs/sports-api.md, /api/v1/seasons/table-standing): its league and group
// stages computed from the results by the competition's rules (server/sports/standings), or, for a
// season whose results are not shipped, the table its source published, labelled as such.

/** Competitions without rules of their own (continental tournaments …): 3 points, then goal difference and goals. */
const GENERIC_RULES: StandingsRules = {
  code: "generic",
  name: "generic",
  sport: "football",
  points: { win: 3, draw: 1, loss: 0 },
  criteria: ["points", "goalDifference", "goalsFor"],
  reapply: "none",
  groupBy: "none",
  zones: [],
  source: "",
};

/** Incident codes (contract/sports/incidents.ts): yellow, red, second yellow. */
const YELLOW = 3;
const RED = 4;
const SECOND_YELLOW = 15;

/** The datasets whose incidents record every booking: only their matches get fair-play points. */
const BOOKINGS_COMPLETE: ReadonlySet<DatasetCode> = new Set<DatasetCode>(["fjelstul"]);

interface SeasonMatch {
  id: number;
  stageId: number | null;
  groupName: string | null;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number | null;
  awayScore: number | null;
  status: string;
  kickoffDate: string;
  kickoffAt: Date | null;
  sources: string;
}

interface TableStage {
  id: number | null;
  name: string;
  kind: string;
  position: number;
}

const datasetsOf = (sources: Iterable<string>): DatasetCode[] => {
  const found = new Set<DatasetCode>();
  for (const text of sources) {
    for (const line of text.split("\n")) {
      const dataset = datasetOf(line.split(" ")[0] ?? "");
      if (dataset) found.add(dataset);
    }
  }
  return [...found].sort();
};

const isPlayed = (match: SeasonMatch): boolean => match.status === "Ended" && match.homeScore !== null && match.awayScore !== null;

/**
 * Fair-play points of each side of each match (FIFA's: yellow −1, second yellow −3, straight red −4,
 * yellow then straight red −5; one deduction per player and match), from the incidents of the
 * matches whose dataset records every booking.
 */
async function fairPlayOf(db: AppDatabase, matchIds: number[]): Promise<Map<number, { home: number; away: number }>> {
  const result = new Map<number, { home: number; away: number }>();
  if (matchIds.length === 0) return result;
  const rows = await db
    .select({ matchId: incidents.matchId, position: incidents.position, type: incidents.type, player: incidents.playerName })
    .from(incidents)
    .where(and(inArray(incidents.matchId, matchIds), inArray(incidents.type, [YELLOW, RED, SECOND_YELLOW])));
  const cards = new Map<string, { matchId: number; position: number; yellow: boolean; second: boolean; red: boolean }>();
  for (const row of rows) {
    const key = `${row.matchId} ${row.position} ${row.player ?? ""}`;
    const card = cards.get(key) ?? { matchId: row.matchId, position: row.position, yellow: false, second: false, red: false };
    if (row.type === YELLOW) card.yellow = true;
    else if (row.type === SECOND_YELLOW) card.second = true;
    else card.red = true;
    cards.set(key, card);
  }
  for (const id of matchIds) result.set(id, { home: 0, away: 0 });
  for (const card of cards.values()) {
    const points = card.second ? -3 : card.red ? (card.yellow ? -5 : -4) : -1;
    const sides = result.get(card.matchId);
    if (sides) sides[card.position === 1 ? "home" : "away"] += points;
  }
  return result;
}

/** Top zones (counted from the top) on the first table of a split only, bottom zones on the last only. */
function splitZones(zones: readonly Zone[], first: boolean, last: boolean): Zone[] {
  return zones.filter((zone) => (zone.from > 0 ? first : last));
}

export async function seasonStandings(db: AppDatabase, competitionCode: string, seasonCode?: string): Promise<StandingsJson | null> {
  const [competition] = await db.select(competitionColumns).from(competitions).where(eq(competitions.code, competitionCode));
  if (!competition) return null;
  const seasonRows = await db
    .select({ id: seasons.id, code: seasons.code, matches: count(matches.id) })
    .from(seasons)
    .leftJoin(matches, eq(matches.seasonId, seasons.id))
    .where(eq(seasons.competitionId, competition.id))
    .groupBy(seasons.id, seasons.code)
    .orderBy(sql`${seasons.code} desc`);
  const season = seasonCode === undefined ? seasonRows.find((row) => row.matches > 0) : seasonRows.find((row) => row.code === seasonCode);
  if (!season) return null;

  const known = STANDINGS_RULES[competition.code] !== undefined;
  const baseRules = known ? rulesFor(competition.code, season.code) : GENERIC_RULES;
  const head = {
    competition: { id: competition.id, code: competition.code, slug: competition.slug, name: competition.name, nameVi: competition.nameVi },
    season: season.code,
    seasons: seasonRows.map((row) => row.code),
    rules: known ? { source: baseRules.source, criteria: [...baseRules.criteria] } : null,
  };

  if (season.matches === 0) return publishedTables(db, season.id, baseRules, head, competition.credit);

  const stageRows = await db
    .select({ id: stages.id, name: stages.name, kind: stages.kind, position: stages.position })
    .from(stages)
    .where(eq(stages.seasonId, season.id))
    .orderBy(asc(stages.position), asc(stages.id));
  const seasonMatches: SeasonMatch[] = await db
    .select({
      id: matches.id,
      stageId: matches.stageId,
      groupName: stageGroups.name,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      status: matches.status,
      kickoffDate: matches.kickoffDate,
      kickoffAt: matches.kickoffAt,
      sources: matches.sources,
    })
    .from(matches)
    .leftJoin(stageGroups, eq(stageGroups.id, matches.groupId))
    .where(and(eq(matches.seasonId, season.id), realMatches))
    .orderBy(asc(matches.kickoffDate), asc(matches.kickoffAt), asc(matches.id));

  // The stages that have tables: league stages and group stages (a knockout has none). A league
  // without stages is one table; a tournament without stages has none.
  const tableStages: TableStage[] = stageRows.filter((stage) => stage.kind === "league" || stage.kind === "group");
  if (competition.kind === "league" && seasonMatches.some((match) => match.stageId === null)) {
    tableStages.unshift({ id: null, name: "", kind: "league", position: 0 });
  }
  const matchesOf = (stage: TableStage) => seasonMatches.filter((match) => match.stageId === stage.id);
  const counted = tableStages.flatMap(matchesOf);

  const teamIds = [...new Set(counted.flatMap((match) => [match.homeTeamId, match.awayTeamId]))];
  const teamRows =
    teamIds.length === 0
      ? []
      : await db
          .select({
            id: teams.id,
            slug: teams.slug,
            name: teams.name,
            nameVi: teams.nameVi,
            kind: teams.kind,
            code: teams.code,
            conference: teams.conference,
            division: teams.division,
          })
          .from(teams)
          .where(inArray(teams.id, teamIds));
  const teamById = new Map(teamRows.map((team) => [team.id, team]));
  const adjustments: PointsAdjustment[] = (
    await db
      .select({
        teamId: standingAdjustments.teamId,
        points: standingAdjustments.points,
        reason: standingAdjustments.reason,
        source: standingAdjustments.source,
      })
      .from(standingAdjustments)
      .where(eq(standingAdjustments.seasonId, season.id))
      .orderBy(asc(standingAdjustments.id))
  ).map((adjustment) => ({ ...adjustment, teamId: String(adjustment.teamId) }));

  const usesFairPlay = [...baseRules.criteria, ...(baseRules.multiTeamCriteria ?? [])].includes("fairPlay");
  const fairPlay = usesFairPlay
    ? await fairPlayOf(
        db,
        counted.filter((match) => datasetsOf([match.sources]).some((dataset) => BOOKINGS_COMPLETE.has(dataset))).map((match) => match.id),
      )
    : new Map<number, { home: number; away: number }>();

  const toStandingsMatch = (match: SeasonMatch, index: number): StandingsMatch => ({
    homeTeamId: String(match.homeTeamId),
    awayTeamId: String(match.awayTeamId),
    homeGoals: match.homeScore,
    awayGoals: match.awayScore,
    played: isPlayed(match),
    group: match.groupName ?? undefined,
    date: match.kickoffAt?.toISOString() ?? match.kickoffDate,
    order: index,
    fairPlay: fairPlay.get(match.id),
  });
  const toTeam = (id: number, group?: string): StandingsTeam => {
    const team = teamById.get(id);
    return {
      id: String(id),
      name: team?.name ?? String(id),
      group,
      conference: team?.conference ?? undefined,
      division: team?.division ?? undefined,
    };
  };
  const teamsOf = (list: readonly SeasonMatch[]) => [...new Set(list.flatMap((match) => [match.homeTeamId, match.awayTeamId]))];
  const compute = (rules: StandingsRules, list: readonly SeasonMatch[], group?: (id: number) => string | undefined) =>
    computeStandings({
      rules,
      teams: teamsOf(list).map((id) => toTeam(id, group?.(id))),
      matches: list.map(toStandingsMatch),
      adjustments: adjustments.filter((adjustment) => teamsOf(list).includes(Number(adjustment.teamId))),
    }).tables;

  const tables: { stage: string; key: string | null; rows: StandingsRow[] }[] = [];
  const handled = new Set<TableStage>();
  for (const [index, stage] of tableStages.entries()) {
    if (handled.has(stage)) continue;
    const list = matchesOf(stage);
    const next = tableStages[index + 1];
    // A league split in two (V.League 2020): the groups of the next stage take every team of the
    // league stage with their results carried over; each group's table counts both phases.
    if (stage.kind === "league" && next?.kind === "group") {
      const groupMatches = matchesOf(next);
      const groups = [...new Set(groupMatches.map((match) => match.groupName ?? ""))].sort();
      const leagueTeams = new Set(teamsOf(list));
      const groupTeams = groups.map((group) => new Set(teamsOf(groupMatches.filter((match) => (match.groupName ?? "") === group))));
      if (groups.length > 1 && groupTeams.reduce((sum, set) => sum + set.size, 0) === leagueTeams.size) {
        let offset = 0;
        groups.forEach((group, i) => {
          const members = groupTeams[i] ?? new Set<number>();
          const rules: StandingsRules = {
            ...baseRules,
            groupBy: "none",
            zones: splitZones(baseRules.zones, i === 0, i === groups.length - 1),
          };
          // Every match of the group's teams counts: those against the other group bring its teams into
          // the computation, and their rows are left out.
          const all = [...list, ...groupMatches].filter((match) => members.has(match.homeTeamId) || members.has(match.awayTeamId));
          const [table] = compute(rules, all);
          const rows = (table?.rows ?? []).filter((row) => members.has(Number(row.teamId)));
          tables.push({ stage: next.name, key: group, rows: rows.map((row, j) => ({ ...row, position: offset + j + 1 })) });
          offset += rows.length;
        });
        handled.add(next);
        continue;
      }
    }
    if (stage.kind === "group") {
      const groupOf = new Map<number, string>();
      for (const match of list) {
        if (match.groupName === null) continue;
        groupOf.set(match.homeTeamId, match.groupName);
        groupOf.set(match.awayTeamId, match.groupName);
      }
      const rules: StandingsRules = { ...baseRules, groupBy: "group" };
      for (const table of compute(
        rules,
        list.filter((match) => match.groupName !== null),
        (id) => groupOf.get(id),
      )) {
        tables.push({ stage: stage.name, ...table });
      }
    } else {
      const rules: StandingsRules = { ...baseRules, groupBy: baseRules.groupBy === "conference" ? "conference" : "none" };
      tables.push(...compute(rules, list).map((table) => ({ stage: stage.name, ...table })));
    }
  }

  // Keys stay the group names unless two stages use the same ones (then the stage's name says which).
  const keys = tables.map((table) => table.key);
  const duplicated = keys.some((key, i) => key !== null && keys.indexOf(key) !== i);
  const played = counted.filter(isPlayed).length;
  return {
    ...head,
    source: "computed",
    complete: played === counted.length,
    matchesPlayed: played,
    matchesTotal: counted.length,
    tables: tables.map((table) => ({
      key: duplicated && table.key !== null ? `${table.stage} · ${table.key}` : table.key,
      rows: table.rows.map((row) => toRowJson(row, teamById)),
    })),
    datasets: datasetsOf(seasonMatches.map((match) => match.sources)),
  };
}

function teamRefOf(team: TeamRef & { conference?: string | null; division?: string | null }): TeamRef {
  return { id: team.id, slug: team.slug, name: team.name, nameVi: team.nameVi, kind: team.kind, code: team.code };
}

function toRowJson(row: StandingsRow, teamById: ReadonlyMap<number, TeamRef>): StandingRowJson {
  const team = teamById.get(Number(row.teamId));
  return {
    position: row.position,
    team: team ? teamRefOf(team) : { id: Number(row.teamId), slug: "", name: row.teamName, nameVi: null, kind: "club", code: null },
    played: row.played,
    won: row.won,
    drawn: row.drawn,
    lost: row.lost,
    goalsFor: row.goalsFor,
    goalsAgainst: row.goalsAgainst,
    goalDifference: row.goalDifference,
    points: row.points,
    pointsFromResults: row.pointsFromResults,
    adjustments: row.adjustments.map(({ points, reason, source }) => ({ points, reason, source })),
    winPct: row.winPct,
    form: [...row.form],
    zone: row.zone ? { kind: row.zone.kind, label: row.zone.label } : null,
    tiedOn: row.tiedOn,
  };
}

/** A season without results: the table its source published (NBA 2023-24), labelled "published". */
async function publishedTables(
  db: AppDatabase,
  seasonId: number,
  rules: StandingsRules,
  head: Pick<StandingsJson, "competition" | "season" | "seasons" | "rules">,
  credit: string,
): Promise<StandingsJson | null> {
  const rows = await db
    .select({
      section: publishedStandings.section,
      position: publishedStandings.position,
      played: publishedStandings.played,
      won: publishedStandings.won,
      drawn: publishedStandings.drawn,
      lost: publishedStandings.lost,
      goalsFor: publishedStandings.goalsFor,
      goalsAgainst: publishedStandings.goalsAgainst,
      points: publishedStandings.points,
      source: publishedStandings.source,
      team: { id: teams.id, slug: teams.slug, name: teams.name, nameVi: teams.nameVi, kind: teams.kind, code: teams.code },
    })
    .from(publishedStandings)
    .innerJoin(teams, eq(teams.id, publishedStandings.teamId))
    .where(eq(publishedStandings.seasonId, seasonId))
    .orderBy(asc(publishedStandings.section), asc(publishedStandings.position));
  const sections = [...new Set(rows.map((row) => row.section))];
  const basketball = rules.sport === "basketball";
  const tables: StandingTableJson[] = sections.map((section) => {
    const inSection = rows.filter((row) => row.section === section);
    return {
      key: section === "" ? null : section,
      rows: inSection.map((row, i): StandingRowJson => {
        const drawn = row.drawn ?? 0;
        const played = row.played ?? row.won + drawn + row.lost;
        const goalsFor = row.goalsFor ?? 0;
        const goalsAgainst = row.goalsAgainst ?? 0;
        const points = row.points ?? row.won * rules.points.win + drawn * rules.points.draw;
        const size = inSection.length;
        const zone = rules.zones.find((z) => {
          const at = (n: number) => (n < 0 ? size + 1 + n : n);
          return i + 1 >= at(z.from) && i + 1 <= at(z.to);
        });
        return {
          position: row.position,
          team: row.team,
          played,
          won: row.won,
          drawn,
          lost: row.lost,
          goalsFor,
          goalsAgainst,
          goalDifference: goalsFor - goalsAgainst,
          points,
          pointsFromResults: points,
          adjustments: [],
          winPct: basketball ? (played === 0 ? 0 : (row.won + drawn / 2) / played) : null,
          form: [],
          zone: zone ? { kind: zone.kind, label: zone.label } : null,
          tiedOn: null,
        };
      }),
    };
  });
  if (tables.length === 0)
    return { ...head, source: "published", complete: false, matchesPlayed: 0, matchesTotal: 0, tables: [], datasets: [] };
  const fromRows = datasetsOf(rows.map((row) => row.source.split(" ")[0] ?? ""));
  const datasets = fromRows.length > 0 ? fromRows : (credit.split(",").filter(Boolean) as DatasetCode[]);
  return { ...head, source: "published", complete: true, matchesPlayed: null, matchesTotal: null, tables, datasets };
}
