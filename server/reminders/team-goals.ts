import { eq, inArray } from "drizzle-orm";
import { type LiveMatchState } from "../../contract/live/messages";
import { type IncidentJson } from "../../contract/sports/api";
import { INCIDENT_CODES } from "../../contract/sports/incidents";
import { type AppDatabase } from "../db/types";
import { matches } from "../sports/tables";
import { type NotificationDelivery } from "./delivery";
import { type NewNotification } from "./notifications";
import { teamNames } from "./reservations";
import { teamFollows } from "./tables";

const GOALS = new Set<number>([INCIDENT_CODES.goal, INCIDENT_CODES.penaltyGoal, INCIDENT_CODES.ownGoal]);

/** Goals in `state` that `previous` did not have (by sequence); none the first time a match is seen (a restart must not repeat them). */
export function newGoals(state: LiveMatchState, previous: LiveMatchState | null): IncidentJson[] {
  if (!previous) return [];
  const known = new Set(previous.incidents.map((incident) => incident.sequence));
  return state.incidents.filter((incident) => GOALS.has(incident.type) && !known.has(incident.sequence));
}

const minuteText = (incident: IncidentJson) =>
  incident.minute === null ? "" : incident.stoppage > 0 ? `${incident.minute}+${incident.stoppage}'` : `${incident.minute}'`;

/** Each new goal, to every follower of the team it counts for (goals, penalties and own goals all count for `position`'s side). */
export async function notifyTeamGoals(
  db: AppDatabase,
  delivery: NotificationDelivery,
  state: LiveMatchState,
  previous: LiveMatchState | null,
  now: Date,
): Promise<number> {
  const goals = newGoals(state, previous);
  if (goals.length === 0) return 0;
  const [match] = await db
    .select({ homeTeamId: matches.homeTeamId, awayTeamId: matches.awayTeamId })
    .from(matches)
    .where(eq(matches.id, state.matchId));
  if (!match) return 0;
  const followers = await db
    .select({ userId: teamFollows.userId, teamId: teamFollows.teamId })
    .from(teamFollows)
    .where(inArray(teamFollows.teamId, [match.homeTeamId, match.awayTeamId]));
  if (followers.length === 0) return 0;
  const names = await teamNames(db, [match.homeTeamId, match.awayTeamId]);
  const score = `${state.score.home ?? 0} - ${state.score.away ?? 0}`;
  const items: NewNotification[] = [];
  for (const goal of goals) {
    const teamId = goal.position === 2 ? match.awayTeamId : match.homeTeamId;
    const scorer = goal.player_name ? ` ${goal.player_name}${goal.type === INCIDENT_CODES.ownGoal ? " (phản lưới)" : ""}` : "";
    for (const follower of followers.filter((each) => each.teamId === teamId)) {
      items.push({
        userId: follower.userId,
        kind: "teamGoal",
        subject: `goal:${state.matchId}:${goal.sequence}`,
        title: `Bàn thắng! ${names.get(teamId) ?? ""}`,
        body: `${minuteText(goal)}${scorer}: ${names.get(match.homeTeamId) ?? ""} ${score} ${names.get(match.awayTeamId) ?? ""}`.trim(),
        link: `/schedule/${state.slug}`,
        matchId: state.matchId,
      });
    }
  }
  return delivery.notify(items, now);
}
