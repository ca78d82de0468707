// Names, links and labels of a match, for every list that shows one (schedule rows, results, cards):
// kept apart from match-view.ts so that a list's page does not ship the match page's helpers.
import { type MatchSummary, type TeamRef } from "../../../contract/sports/api";
import { type MessageKey, t } from "~/services/locale/messages";

/** The name shown for a team: its Vietnamese name when it has one. */
export function teamName(team: Pick<TeamRef, "name" | "nameVi">): string {
  return team.nameVi ?? team.name;
}

export function competitionName(competition: { name: string; nameVi: string | null }): string {
  return competition.nameVi ?? competition.name;
}

export const teamCrestUrl = (team: Pick<TeamRef, "id">) => `/images/football/team/${team.id}`;
export const teamUrl = (team: Pick<TeamRef, "slug">) => `/doi-bong/${team.slug}`;
export const competitionUrl = (competition: { slug: string }) => `/giai-dau/${competition.slug}`;
export const matchUrl = (match: Pick<MatchSummary, "slug">) => `/schedule/${match.slug}`;

const STATUS_LABELS: Readonly<Record<string, MessageKey>> = {
  Upcoming: "matchStatusUpcoming",
  Live: "matchStatusLive",
  Ended: "matchStatusEnded",
};

/** "Sắp diễn ra", "Đang diễn ra", "Kết thúc"; an unknown status shows as upcoming. */
export function statusLabel(status: string): string {
  return t(STATUS_LABELS[status] ?? "matchStatusUpcoming");
}
