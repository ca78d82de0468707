import { DateTime } from "luxon";
import { type LEADERBOARD_PERIODS } from "../../contract/backend-calls/live-rooms";
import { SITE_TIME_ZONE } from "../accounts/daily-points";

export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** The instants a leaderboard period spans, [from, to): today, or this week from Monday, in Bangkok. */
export function leaderboardPeriod(period: LeaderboardPeriod, now: Date): { from: Date; to: Date } {
  const unit = period === "today" ? "day" : "week";
  // Luxon's weeks are ISO weeks: they start on Monday.
  const start = DateTime.fromJSDate(now, { zone: SITE_TIME_ZONE }).startOf(unit);
  return { from: start.toJSDate(), to: start.plus(unit === "day" ? { days: 1 } : { weeks: 1 }).toJSDate() };
}
