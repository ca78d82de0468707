import { and, asc, count, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { type CompetitionRef, type TeamRef } from "../../../contract/sports/api";
import { type DatasetCode } from "../../../contract/sports/datasets";
import { INCIDENT_CODES } from "../../../contract/sports/incidents";
import { type PlayerJson, type TopPlayerJson, type TopPlayersJson, type TopPlayersKind } from "../../../contract/sports/teams-api";
import { type AppDatabase } from "../../db/types";
import { datasetOf } from "../import/merge";
import { competitions, incidents, lineups, matches, players, seasons, teams } from "../tables";
import { realMatches } from "./replays";

/** How many rows a top players' table has at most. */
export const TOP_PLAYERS_COUNT = 50;

const GOAL_TYPES: readonly number[] = [INCIDENT_CODES.goal, INCIDENT_CODES.penaltyGoal];
const CARD_TYPES: readonly number[] = [INCIDENT_CODES.yellowCard, INCIDENT_CODES.redCard, INCIDENT_CODES.cardUpgrade];
const SENT_OFF: ReadonlySet<number> = new Set([INCIDENT_CODES.redCard, INCIDENT_CODES.cardUpgrade]);
const REGULAR_TIME = 90;
const WITH_EXTRA_TIME = 120;

export async function findPlayer(db: AppDatabase, playerId: number): Promise<PlayerJson | null> {
  const [row] = await db
    .select({
      id: players.id,
      slug: players.slug,
      name: players.name,
      givenName: players.givenName,
      familyName: players.familyName,
      birthDate: players.birthDate,
    })
    .from(players)
    .where(eq(players.id, playerId));
  return row ?? null;
}

export type TopPlayersLookup = { found: true; answer: TopPlayersJson } | { found: false; missing: "competition" | "season" };

interface Tally extends Omit<TopPlayerJson, "rank" | "minutes" | "minutesPerGoal"> {
  matchIds: Set<number>;
  lastKickoff: string;
}

/** A player's side's team in a match: position 1 is the home team, 2 the away team. */
function sideKey(matchId: number, position: number): string {
  return `${matchId}:${position}`;
}

/**
 * Minutes each player (by id) played in the matches that have lineups: a starter from 0, a
 * substitute from the minute he came on (a type 9 incident naming him as the player coming on),
 * until the minute he went off (type 9 naming him as the player going off, matched by name within
 * his side) or was sent off (4, 15), else the end: 120 when the match went to extra time, else 90.
 * Stoppage time is not counted (the data gives 90+3' as minute 90).
 */
async function minutesPlayed(
  db: AppDatabase,
  matchIds: readonly number[],
): Promise<{ minutes: Map<number, Map<number, number>>; withLineups: Set<number> }> {
  const minutes = new Map<number, Map<number, number>>();
  const withLineups = new Set<number>();
  if (matchIds.length === 0) return { minutes, withLineups };
  const [lineupRows, eventRows, matchRows] = await Promise.all([
    db
      .select({
        matchId: lineups.matchId,
        position: lineups.position,
        playerId: lineups.playerId,
        name: lineups.playerName,
        starter: lineups.starter,
      })
      .from(lineups)
      .where(inArray(lineups.matchId, [...matchIds])),
    db
      .select({
        matchId: incidents.matchId,
        position: incidents.position,
        type: incidents.type,
        minute: incidents.minute,
        playerId: incidents.playerId,
        inName: incidents.inPlayerName,
        outName: incidents.outPlayerName,
      })
      .from(incidents)
      .where(and(inArray(incidents.matchId, [...matchIds]), inArray(incidents.type, [INCIDENT_CODES.substitution, ...SENT_OFF]))),
    db
      .select({ id: matches.id, etHome: matches.etHome })
      .from(matches)
      .where(inArray(matches.id, [...matchIds])),
  ]);
  const length = new Map(matchRows.map((row) => [row.id, row.etHome === null ? REGULAR_TIME : WITH_EXTRA_TIME]));
  const on = new Map<string, number>();
  const off = new Map<string, number>();
  for (const event of eventRows) {
    const minute = Math.min(event.minute ?? 0, length.get(event.matchId) ?? REGULAR_TIME);
    if (event.type === INCIDENT_CODES.substitution) {
      if (event.inName !== null) on.set(`${sideKey(event.matchId, event.position)}:${event.inName}`, minute);
      if (event.outName !== null) off.set(`${sideKey(event.matchId, event.position)}:${event.outName}`, minute);
    } else if (event.playerId !== null) off.set(`${event.matchId}:id:${event.playerId}`, minute);
  }
  for (const row of lineupRows) {
    withLineups.add(row.matchId);
    if (row.playerId === null) continue;
    const byName = `${sideKey(row.matchId, row.position)}:${row.name}`;
    const start = row.starter ? 0 : on.get(byName);
    if (start === undefined) continue;
    const end = Math.min(
      off.get(byName) ?? Infinity,
      off.get(`${row.matchId}:id:${row.playerId}`) ?? Infinity,
      length.get(row.matchId) ?? REGULAR_TIME,
    );
    const perMatch = minutes.get(row.playerId) ?? new Map<number, number>();
    perMatch.set(row.matchId, Math.max(0, end - start));
    minutes.set(row.playerId, perMatch);
  }
  return { minutes, withLineups };
}

/**
 * Top scorers or the cards' table of a competition's season (its latest with such incidents when
 * none is named). Players are counted by player id when the incident has one, else by name within
 * the team (the incident's position says home or away).
 */
export async function topPlayers(
  db: AppDatabase,
  query: { competition: string; season?: string | undefined; kind: TopPlayersKind },
): Promise<TopPlayersLookup> {
  const [competition] = await db
    .select({ id: competitions.id, code: competitions.code, slug: competitions.slug, name: competitions.name, nameVi: competitions.nameVi })
    .from(competitions)
    .where(eq(competitions.code, query.competition));
  if (!competition) return { found: false, missing: "competition" };
  const types = query.kind === "goals" ? GOAL_TYPES : CARD_TYPES;
  const ref: CompetitionRef = competition;

  const [seasonList, countRows] = await Promise.all([
    db
      .select({ id: seasons.id, code: seasons.code })
      .from(seasons)
      .where(eq(seasons.competitionId, competition.id))
      .orderBy(desc(seasons.code)),
    db
      .select({ seasonId: matches.seasonId, counted: count() })
      .from(incidents)
      .innerJoin(matches, eq(matches.id, incidents.matchId))
      .where(and(eq(matches.competitionId, competition.id), realMatches, inArray(incidents.type, [...types])))
      .groupBy(matches.seasonId),
  ]);
  const countOf = new Map(countRows.map((row) => [row.seasonId, row.counted]));
  const seasonRows = seasonList.map((row) => ({ ...row, counted: countOf.get(row.id) ?? 0 }));
  const season =
    query.season === undefined
      ? (seasonRows.find((row) => row.counted > 0) ?? seasonRows[0])
      : seasonRows.find((row) => row.code === query.season);
  if (!season) {
    if (query.season !== undefined) return { found: false, missing: "season" };
    return { found: true, answer: { available: false, competition: ref, season: null, kind: query.kind } };
  }
  if (season.counted === 0) return { found: true, answer: { available: false, competition: ref, season: season.code, kind: query.kind } };

  const rows = await db
    .select({
      matchId: incidents.matchId,
      position: incidents.position,
      type: incidents.type,
      playerId: incidents.playerId,
      playerName: incidents.playerName,
      playerSlug: players.slug,
      registeredName: players.name,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      kickoffDate: matches.kickoffDate,
      sources: matches.sources,
    })
    .from(incidents)
    .innerJoin(matches, eq(matches.id, incidents.matchId))
    .leftJoin(players, eq(players.id, incidents.playerId))
    .where(and(eq(matches.seasonId, season.id), realMatches, inArray(incidents.type, [...types]), isNotNull(incidents.playerName)))
    .orderBy(asc(matches.kickoffDate), asc(incidents.sequence));

  const teamIds = new Set(rows.flatMap((row) => [row.homeTeamId, row.awayTeamId]));
  const teamRows =
    teamIds.size === 0
      ? []
      : await db
          .select({ id: teams.id, slug: teams.slug, name: teams.name, nameVi: teams.nameVi, kind: teams.kind, code: teams.code })
          .from(teams)
          .where(inArray(teams.id, [...teamIds]));
  const teamById = new Map<number, TeamRef>(teamRows.map((team) => [team.id, team]));

  const tallies = new Map<string, Tally>();
  const datasets = new Set<DatasetCode>();
  const matchIds = new Set<number>();
  for (const row of rows) {
    const teamId = row.position === 1 ? row.homeTeamId : row.awayTeamId;
    const team = teamById.get(teamId);
    if (!team || row.playerName === null) continue;
    matchIds.add(row.matchId);
    for (const line of row.sources.split("\n")) {
      const dataset = datasetOf(line.split(" ")[0] ?? "");
      if (dataset) datasets.add(dataset);
    }
    const key = row.playerId === null ? `name:${teamId}:${row.playerName}` : `id:${row.playerId}`;
    const tally = tallies.get(key) ?? {
      playerId: row.playerId,
      playerName: row.registeredName ?? row.playerName,
      playerSlug: row.playerSlug,
      team,
      goals: 0,
      penalties: 0,
      yellowCards: 0,
      redCards: 0,
      secondYellows: 0,
      matchIds: new Set<number>(),
      lastKickoff: row.kickoffDate,
    };
    // The team of his latest incident (a player may change clubs within a season).
    tally.team = team;
    tally.lastKickoff = row.kickoffDate;
    tally.matchIds.add(row.matchId);
    if (row.type === INCIDENT_CODES.goal || row.type === INCIDENT_CODES.penaltyGoal) tally.goals += 1;
    if (row.type === INCIDENT_CODES.penaltyGoal) tally.penalties += 1;
    if (row.type === INCIDENT_CODES.yellowCard) tally.yellowCards += 1;
    if (row.type === INCIDENT_CODES.redCard) tally.redCards += 1;
    if (row.type === INCIDENT_CODES.cardUpgrade) tally.secondYellows += 1;
    tallies.set(key, tally);
  }

  // Minutes come from every match of the season his team played with lineups, not only those he scored in.
  const seasonMatches = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.seasonId, season.id), realMatches, eq(matches.status, "Ended")));
  const { minutes, withLineups } = await minutesPlayed(
    db,
    seasonMatches.map((match) => match.id),
  );
  const counted = (tally: Tally) =>
    query.kind === "goals" ? [tally.goals, -tally.penalties] : [tally.redCards + tally.secondYellows, tally.yellowCards];
  const ordered = [...tallies.values()].sort((a, b) => {
    const [a1 = 0, a2 = 0] = counted(a);
    const [b1 = 0, b2 = 0] = counted(b);
    return b1 - a1 || b2 - a2 || a.playerName.localeCompare(b.playerName);
  });
  let rank = 0;
  let previous = "";
  const table: TopPlayerJson[] = ordered.slice(0, TOP_PLAYERS_COUNT).map((tally, index) => {
    const score = counted(tally).join(",");
    if (score !== previous) rank = index + 1;
    previous = score;
    const perMatch = tally.playerId === null ? undefined : minutes.get(tally.playerId);
    const known = perMatch !== undefined && [...tally.matchIds].every((matchId) => withLineups.has(matchId));
    const total = known ? [...perMatch.values()].reduce((sum, value) => sum + value, 0) : null;
    const { matchIds: _matchIds, lastKickoff: _lastKickoff, ...player } = tally;
    return {
      rank,
      ...player,
      minutes: total,
      minutesPerGoal: total !== null && tally.goals > 0 ? Math.round(total / tally.goals) : null,
    };
  });
  return {
    found: true,
    answer: {
      available: true,
      competition: ref,
      season: season.code,
      kind: query.kind,
      minutesKnown: withLineups.size > 0,
      players: table,
      datasets: [...datasets].sort(),
    },
  };
}
