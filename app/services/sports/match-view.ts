// What the match page (/schedule/{slug}) shows, computed from the sports API's answers
// (contract/sports/api.ts). Browser-safe and pure: the components call these while rendering.
import {
  type IncidentJson,
  type LineupPlayerJson,
  type MatchScoreJson,
  type MatchSummary,
  type TeamRef,
} from "../../../contract/sports/api";
import { INCIDENT_CODES } from "../../../contract/sports/incidents";
import { type StandingTableJson, type StandingsJson } from "../../../contract/sports/standings-api";
import { type MessageKey, t } from "~/services/locale/messages";

export { competitionName, competitionUrl, matchUrl, statusLabel, teamCrestUrl, teamName, teamUrl } from "./match-names";
import { teamName } from "./match-names";

export interface ScoreLine {
  /** "3 - 3", or null before the match has a score. */
  main: string | null;
  /** "(HT 2-0)". */
  halfTime: string | null;
  /** "Sau hiệp phụ". */
  extraTime: string | null;
  /** "Luân lưu 4-2", or "Argentina thắng luân lưu" when only the winner is known. */
  shootout: string | null;
}

/** The score the way fans read it. */
export function scoreLine(score: MatchScoreJson, home: TeamRef, away: TeamRef): ScoreLine {
  const main = score.home === null || score.away === null ? null : `${score.home} - ${score.away}`;
  const halfTime = score.halfTime ? `(${t("halfTimeShort")} ${score.halfTime[0]}-${score.halfTime[1]})` : null;
  const extraTime = score.extraTime ? t("afterExtraTime") : null;
  let shootout: string | null = null;
  if (score.penalties) shootout = `${t("penaltyShootout")} ${score.penalties[0]}-${score.penalties[1]}`;
  else if (score.shootoutWinner === "home" || score.shootoutWinner === "away")
    shootout = `${teamName(score.shootoutWinner === "home" ? home : away)} ${t("wonShootout")}`;
  return { main, halfTime, extraTime, shootout };
}

/** "Argentina 3 - 3 Pháp (Sau hiệp phụ) (Luân lưu 4-2)", or "Argentina vs Pháp" before a score: for descriptions. */
export function resultText(match: Pick<MatchSummary, "score" | "home" | "away">): string {
  const line = scoreLine(match.score, match.home, match.away);
  const teams =
    line.main === null
      ? `${teamName(match.home)} vs ${teamName(match.away)}`
      : `${teamName(match.home)} ${line.main} ${teamName(match.away)}`;
  return [teams, line.extraTime ? `(${line.extraTime})` : null, line.shootout ? `(${line.shootout})` : null].filter(Boolean).join(" ");
}

/** The stage names of the data (server/sports/import) in Vietnamese; others as the data gives them. */
const STAGE_LABELS: Readonly<Record<string, MessageKey>> = {
  Final: "stageFinal",
  "Third-place match": "stageThirdPlace",
  "Semi-finals": "stageSemiFinals",
  Semifinals: "stageSemiFinals",
  "Quarter-finals": "stageQuarterFinals",
  Quarterfinals: "stageQuarterFinals",
  "Round of 16": "stageRoundOf16",
  "Group stage": "stageGroupStage",
  Playoffs: "stagePlayoffs",
  "Regular season": "stageRegularSeason",
};

export function localisedStage(name: string): string {
  const key = STAGE_LABELS[name];
  if (key) return t(key);
  const matchday = /^Matchday (\d+)$/.exec(name);
  if (matchday) return `${t("roundPrefix")} ${matchday[1]}`;
  const group = /^Group (\w+)$/.exec(name);
  if (group) return `${t("groupPrefix")} ${group[1]}`;
  return name;
}

/** Stage, round and group, without repeats ("Chung kết"; "Vòng bảng · Bảng C"; "Vòng 12"). */
export function stageLine(match: Pick<MatchSummary, "stage" | "round" | "group">): string[] {
  const parts = [match.stage?.name, match.round, match.group].filter((part): part is string => Boolean(part)).map(localisedStage);
  return [...new Set(parts)];
}

/** 23', 90+3'; "" for a kick of the shoot-out (no minute). */
export function minuteLabel(incident: Pick<IncidentJson, "minute" | "stoppage">): string {
  if (incident.minute === null) return "";
  return incident.stoppage > 0 ? `${incident.minute}+${incident.stoppage}'` : `${incident.minute}'`;
}

const isShootoutKick = (incident: Pick<IncidentJson, "type">) =>
  incident.type === INCIDENT_CODES.shootoutGoal || incident.type === INCIDENT_CODES.shootoutMiss;

/** The incidents of play, in order, and the shoot-out's kicks apart. */
export function splitIncidents(incidents: readonly IncidentJson[]): { play: IncidentJson[]; shootout: IncidentJson[] } {
  return { play: incidents.filter((incident) => !isShootoutKick(incident)), shootout: incidents.filter(isShootoutKick) };
}

/** Each kick of a shoot-out with the shoot-out's score after it. */
export function shootoutProgress(kicks: readonly IncidentJson[]): { kick: IncidentJson; score: [number, number] }[] {
  const score: [number, number] = [0, 0];
  return kicks.map((kick) => {
    if (kick.type === INCIDENT_CODES.shootoutGoal) score[kick.position === 1 ? 0 : 1] += 1;
    return { kick, score: [score[0], score[1]] };
  });
}

export type PitchLine = "GK" | "DF" | "MF" | "FW";
export const PITCH_LINES: readonly PitchLine[] = ["GK", "DF", "MF", "FW"];

export const PITCH_LINE_LABELS: Readonly<Record<PitchLine, MessageKey>> = {
  GK: "roleGoalkeeper",
  DF: "roleDefender",
  MF: "roleMidfielder",
  FW: "roleForward",
};

/** The finer position codes of the data, by line. */
const ROLE_LINES: Readonly<Record<string, PitchLine>> = {
  GK: "GK",
  DF: "DF",
  CB: "DF",
  LB: "DF",
  RB: "DF",
  SW: "DF",
  LWB: "DF",
  RWB: "DF",
  MF: "MF",
  DM: "MF",
  CM: "MF",
  AM: "MF",
  LM: "MF",
  RM: "MF",
  FW: "FW",
  CF: "FW",
  SS: "FW",
  LF: "FW",
  RF: "FW",
  LW: "FW",
  RW: "FW",
};

/** GK, DF, MF or FW for a role code (LB → DF, CF → FW …); null when the role is unknown. */
export function pitchLine(role: string | null): PitchLine | null {
  return role === null ? null : (ROLE_LINES[role.toUpperCase()] ?? null);
}

/** Left to right as the team faces the opponent's goal: L…, centre, R…. */
function sideOrder(role: string | null): number {
  if (!role) return 1;
  if (role.startsWith("L")) return 0;
  if (role.startsWith("R")) return 2;
  return 1;
}

/**
 * The starters by line (goalkeeper first), each line from the team's left to its right; null when
 * some starter has no known role (the page then shows the list only).
 */
export function formationLines(players: readonly LineupPlayerJson[]): { line: PitchLine; players: LineupPlayerJson[] }[] | null {
  const starters = players.filter((player) => player.starter);
  if (starters.length === 0 || starters.some((player) => pitchLine(player.role) === null)) return null;
  return PITCH_LINES.map((line) => ({
    line,
    players: starters.filter((player) => pitchLine(player.role) === line).sort((a, b) => sideOrder(a.role) - sideOrder(b.role)),
  })).filter((row) => row.players.length > 0);
}

/** "Messi" from "Lionel Messi": what fits under a shirt on a phone's pitch. */
export function shortName(name: string): string {
  const parts = name.trim().split(/\s+/);
  return parts.length > 1 ? parts.slice(1).join(" ") : name;
}

const STATISTIC_LABELS: Readonly<Record<string, MessageKey>> = {
  yellowCards: "statYellowCards",
  redCards: "statRedCards",
  substitutions: "statSubstitutions",
  possession: "statPossession",
  shots: "statShots",
  shotsOnTarget: "statShotsOnTarget",
  corners: "statCorners",
  fouls: "statFouls",
  offsides: "statOffsides",
};

/** The Vietnamese label of a statistic's code; null for a code the site has no words for (not shown). */
export function statisticLabel(code: string): string | null {
  const key = STATISTIC_LABELS[code];
  return key ? t(key) : null;
}

/** The home side's share of a statistic's bar, 0 to 100 (50 when both are 0). */
export function homeShare(home: number, away: number): number {
  const total = home + away;
  return total <= 0 ? 50 : Math.round((home / total) * 100);
}

export type ResultLetter = "W" | "D" | "L";

/** The result of an ended match from one team's point of view (a shoot-out leaves it a draw); null without a score. */
export function resultFor(match: Pick<MatchSummary, "home" | "away" | "score">, teamId: number): ResultLetter | null {
  const { home, away } = match.score;
  if (home === null || away === null) return null;
  const own = match.home.id === teamId ? home : away;
  const other = match.home.id === teamId ? away : home;
  if (own === other) return "D";
  return own > other ? "W" : "L";
}

export const RESULT_LABELS: Readonly<Record<ResultLetter, { short: MessageKey; long: MessageKey }>> = {
  W: { short: "resultWinShort", long: "resultWin" },
  D: { short: "resultDrawShort", long: "resultDraw" },
  L: { short: "resultLossShort", long: "resultLoss" },
};

/**
 * The table of the standings the match belongs to: its group's for a group match, else the one
 * table holding either team; null when none does.
 */
export function tableOfMatch(standings: StandingsJson, match: Pick<MatchSummary, "group" | "home" | "away">): StandingTableJson | null {
  const holdsTeam = (table: StandingTableJson) => table.rows.some((row) => row.team.id === match.home.id || row.team.id === match.away.id);
  if (match.group) {
    const group = standings.tables.find((table) => table.key === match.group);
    if (group) return holdsTeam(group) ? group : null;
  }
  return standings.tables.find(holdsTeam) ?? null;
}
