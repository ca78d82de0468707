import { type AppLoadContext } from "@remix-run/node";
import { parse, serialize } from "cookie";
import { DateTime } from "luxon";
import { type MatchSummary, type Page } from "../../../contract/sports/api";
import { DISPLAY_TIME_ZONE, formatClock } from "../locale/time";
import { t, type MessageKey } from "../locale/messages";
import { matchRow, type ScheduleData, type ScheduleDay, type ScheduleFilters } from "./screen-data";
import { viewerReminders } from "./reminders.server";
import { loadSports } from "../transport/read-api.server";
import { loadRoomList } from "../rooms/room-list.server";

// The live schedule (menu kind SCHEDULE, /lich-truc-tiep, and /schedule): one Bangkok day at a time
// (?ngay=, from yesterday to a week ahead), filtered by sport (?mon=) and competition (?giai=).
// The filters are remembered in a cookie, so the page opens as the fan left it, with or without JavaScript.
// Matches that commentators' rooms cover or have scheduled get a "BLV" badge (backend liveList).

const FILTER_COOKIE = "scheduleFilter";
const FILTER_MAX_AGE = 180 * 24 * 3600;
/** A day's matches in one call: the API's largest page. */
const DAY_SIZE = 100;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const COMPETITION = /^[a-z0-9][a-z0-9.-]{0,40}$/;
const RELATIVE: readonly MessageKey[] = ["yesterday", "today", "tomorrow", "dayAfterTomorrow"];
const STATUS_ORDER: Readonly<Record<string, number>> = { Live: 0, Upcoming: 1, Ended: 2 };

function scheduleDays(today: DateTime): ScheduleDay[] {
  const days: ScheduleDay[] = [];
  for (let offset = -1; offset <= 7; offset++) {
    const day = today.plus({ days: offset });
    const relative = RELATIVE[offset + 1];
    days.push({ date: day.toISODate() ?? "", label: relative ? t(relative) : day.toFormat("dd/MM") });
  }
  return days;
}

function readFilters(url: URL, request: Request): { filters: ScheduleFilters; fromQuery: boolean } {
  const asked = url.searchParams.has("mon") || url.searchParams.has("giai");
  let sport: string | null;
  let competition: string | null;
  if (asked) {
    sport = url.searchParams.get("mon");
    competition = url.searchParams.get("giai");
  } else {
    const saved = parse(request.headers.get("Cookie") ?? "")[FILTER_COOKIE] ?? "";
    [sport = null, competition = null] = saved.split("|").map((part) => (part === "" ? null : part));
  }
  return {
    filters: {
      sport: sport === "football" || sport === "basketball" ? sport : null,
      competition: competition !== null && COMPETITION.test(competition) ? competition : null,
    },
    fromQuery: asked,
  };
}

/** Live first, then upcoming soonest first, then ended latest first. */
export function scheduleOrder(
  a: Pick<MatchSummary, "status" | "kickoffAt" | "id">,
  b: Pick<MatchSummary, "status" | "kickoffAt" | "id">,
): number {
  const byStatus = (STATUS_ORDER[a.status] ?? 1) - (STATUS_ORDER[b.status] ?? 1);
  if (byStatus !== 0) return byStatus;
  const when = (match: Pick<MatchSummary, "kickoffAt">) => (match.kickoffAt ? Date.parse(match.kickoffAt) : 0);
  return a.status === "Ended" ? when(b) - when(a) : when(a) - when(b) || a.id - b.id;
}

export async function loadSchedule(
  context: AppLoadContext,
  request: Request,
  now: Date = new Date(),
): Promise<{ data: ScheduleData; headers: Headers }> {
  const url = new URL(request.url);
  const today = DateTime.fromJSDate(now, { zone: DISPLAY_TIME_ZONE }).startOf("day");
  const days = scheduleDays(today);
  const asked = url.searchParams.get("ngay") ?? "";
  const date = DATE.test(asked) && days.some((day) => day.date === asked) ? asked : (today.toISODate() ?? "");
  const { filters, fromQuery } = readFilters(url, request);

  const [page, reminders] = await Promise.all([
    loadSports<Page<MatchSummary>>(context, "/matchs/recent", { date, sport: filters.sport ?? undefined, size: DAY_SIZE }),
    viewerReminders(request, context),
  ]);
  const competitions = new Map<string, { code: string; name: string; sport: string }>();
  for (const match of page.data)
    competitions.set(match.competition.code, {
      code: match.competition.code,
      name: match.competition.nameVi ?? match.competition.name,
      sport: match.sport,
    });
  const matches = page.data
    .filter((match) => filters.competition === null || match.competition.code === filters.competition)
    .sort(scheduleOrder)
    .map(matchRow);
  const rooms = matches.length > 0 ? await loadRoomList(request, context, { matchIds: matches.map((match) => match.id) }) : [];
  const clocks: Record<string, string> = {};
  for (const match of matches) if (match.kickoffAt) clocks[match.id] = formatClock(Date.parse(match.kickoffAt));

  const headers = new Headers();
  if (fromQuery) {
    headers.append(
      "Set-Cookie",
      serialize(FILTER_COOKIE, `${filters.sport ?? ""}|${filters.competition ?? ""}`, {
        path: "/",
        maxAge: FILTER_MAX_AGE,
        sameSite: "lax",
        httpOnly: true,
      }),
    );
  }
  return {
    data: {
      kind: "SCHEDULE",
      days,
      date,
      filters,
      competitions: [...competitions.values()].sort((a, b) => a.name.localeCompare(b.name, "vi")),
      matches,
      clocks,
      nowMs: now.getTime(),
      reserved: matches.filter((match) => reminders.has(match.id)).map((match) => match.id),
      withRooms: [...new Set(rooms.flatMap((room) => room.matchIds))],
    },
    headers,
  };
}
