import { type AppLoadContext } from "@remix-run/node";
import { DateTime } from "luxon";
import { type ScheduledMatch } from "../../../contract/backend-calls/commentator";
import { type MatchSummary, type Page } from "../../../contract/sports/api";
import { DISPLAY_TIME_ZONE, formatMatchTime } from "../locale/time";
import { t } from "../locale/messages";
import { matchHref } from "../sports/links";
import { loadSports } from "../transport/read-api.server";

// The centre's schedule page (issue 12): the room's scheduled matches, and one Bangkok day's matches
// still to play (?ngay=, today to a week ahead; ?mon= the sport, the room's own by default) to pick from.

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAYS_AHEAD = 7;
const DAY_SIZE = 100;

/** A match as the schedule page shows it: texts made here, so the browser gets markup only. */
export interface ScheduleRow {
  matchId: number;
  href: string;
  title: string;
  competition: string;
  when: string;
  live: boolean;
  scheduled: boolean;
}

export interface CentreScheduleData {
  days: { date: string; label: string }[];
  date: string;
  sport: "football" | "basketball";
  mine: ScheduleRow[];
  day: ScheduleRow[];
}

function scheduledRow(match: ScheduledMatch, nowMs: number): ScheduleRow {
  return {
    matchId: match.matchId,
    href: matchHref(match.slug),
    title: `${match.home} – ${match.away}`,
    competition: match.competition,
    when: match.kickoffAt ? formatMatchTime(Date.parse(match.kickoffAt), nowMs) : "",
    live: match.status === "Live",
    scheduled: true,
  };
}

function dayRow(match: MatchSummary, scheduled: ReadonlySet<number>, nowMs: number): ScheduleRow {
  return {
    matchId: match.id,
    href: matchHref(match.slug),
    title: `${match.home.nameVi ?? match.home.name} – ${match.away.nameVi ?? match.away.name}`,
    competition: match.competition.nameVi ?? match.competition.name,
    when: match.kickoffAt ? formatMatchTime(Date.parse(match.kickoffAt), nowMs) : "",
    live: match.status === "Live",
    scheduled: scheduled.has(match.id),
  };
}

export async function loadCentreSchedule(
  context: AppLoadContext,
  url: URL,
  room: { category: "football" | "basketball" },
  schedule: readonly ScheduledMatch[],
  now: Date = new Date(),
): Promise<CentreScheduleData> {
  const today = DateTime.fromJSDate(now, { zone: DISPLAY_TIME_ZONE }).startOf("day");
  const days = Array.from({ length: DAYS_AHEAD + 1 }, (_, offset) => {
    const day = today.plus({ days: offset });
    return { date: day.toISODate() ?? "", label: offset === 0 ? t("today") : offset === 1 ? t("tomorrow") : day.toFormat("dd/MM") };
  });
  const asked = url.searchParams.get("ngay") ?? "";
  const date = DATE.test(asked) && days.some((day) => day.date === asked) ? asked : (days[0]?.date ?? "");
  const askedSport = url.searchParams.get("mon");
  const sport = askedSport === "football" || askedSport === "basketball" ? askedSport : room.category;
  const page = await loadSports<Page<MatchSummary>>(context, "/matchs/recent", { date, sport, size: DAY_SIZE });
  const scheduled = new Set(schedule.map((match) => match.matchId));
  const nowMs = now.getTime();
  return {
    days,
    date,
    sport,
    mine: schedule.map((match) => scheduledRow(match, nowMs)),
    day: page.data
      .filter((match) => match.status !== "Ended")
      .sort((a, b) => Date.parse(a.kickoffAt ?? "") - Date.parse(b.kickoffAt ?? "") || a.id - b.id)
      .map((match) => dayRow(match, scheduled, nowMs)),
  };
}
