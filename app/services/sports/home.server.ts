import { type AppLoadContext } from "@remix-run/node";
import { DateTime } from "luxon";
import { type MatchSummary, type Page } from "../../../contract/sports/api";
import { DISPLAY_TIME_ZONE, formatClock } from "../locale/time";
import { scheduleOrder } from "./schedule.server";
import { type HomeSports, matchRow } from "./screen-data";
import { loadSports } from "../transport/read-api.server";

// The home page's sports sections (issue 9): live now, later today, the latest results: one call
// for today's matches, the same the schedule makes.

export const HOME_LIST_SIZE = 4;

export async function loadHomeSports(context: AppLoadContext, now: Date = new Date()): Promise<HomeSports> {
  const today = DateTime.fromJSDate(now, { zone: DISPLAY_TIME_ZONE }).toISODate() ?? "";
  let data: MatchSummary[] = [];
  try {
    ({ data } = await loadSports<Page<MatchSummary>>(context, "/matchs/recent", { date: today, size: 100 }));
  } catch {
    // The home page still opens when the sports API does not answer: its sections say they are empty.
  }
  const ordered = [...data].sort(scheduleOrder).map(matchRow);
  const live = ordered.filter((match) => match.status === "Live");
  const upcoming = ordered.filter((match) => match.status === "Upcoming").slice(0, HOME_LIST_SIZE);
  const results = ordered.filter((match) => match.status === "Ended").slice(0, HOME_LIST_SIZE);
  const clocks: Record<string, string> = {};
  for (const match of [...live, ...upcoming, ...results]) if (match.kickoffAt) clocks[match.id] = formatClock(Date.parse(match.kickoffAt));
  return { live, upcoming, results, clocks, nowMs: now.getTime() };
}
