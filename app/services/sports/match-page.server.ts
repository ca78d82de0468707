import { getSiteShell } from "~/services/shell/content-api.server";
import { menuPath } from "~/services/shell/menu";
import { matchHighlights } from "./highlights.server";
import { type AppLoadContext } from "@remix-run/node";
import { type OddsRecordView } from "./screen-data";
import { type LineupJson, type LiveDetail, type MatchDetail, type StatisticsJson } from "../../../contract/sports/api";
import { type StandingsJson } from "../../../contract/sports/standings-api";
import { DISPLAY_TIME_ZONE, formatMatchTime } from "~/services/locale/time";
import { fetchSports, loadSports } from "../transport/read-api.server";
import { competitionName, matchUrl, resultText, teamName } from "./match-view";

// The match page's data (/schedule/{slug}, app/routes/schedule.$slug.tsx): the match by its slug,
// then its incidents, statistics, lineups and its competition's table side by side. Times are
// formatted here, on the server, so the page's bundle carries no date library.

/** A slug the API could name (docs/sports-api.md); anything else is a 404 without asking. */
const MATCH_SLUG = /^[a-z0-9-]{1,200}$/;

const fullDate = new Intl.DateTimeFormat("vi-VN", {
  timeZone: DISPLAY_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const shortDate = new Intl.DateTimeFormat("vi-VN", { timeZone: DISPLAY_TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric" });
const shortLocalDate = new Intl.DateTimeFormat("vi-VN", { timeZone: "UTC", day: "2-digit", month: "2-digit", year: "numeric" });

/** "18/12/2022": a listed match's Bangkok day. */
export function matchDay(match: Pick<MatchDetail, "kickoffAt" | "kickoffDate" | "timeKnown">): string {
  if (match.timeKnown && match.kickoffAt) return shortDate.format(Date.parse(match.kickoffAt));
  return shortLocalDate.format(Date.parse(`${match.kickoffDate}T00:00:00Z`));
}

/** A local date ("2022-12-18") is already a Bangkok day: formatted as that day, in UTC. */
const fullLocalDate = new Intl.DateTimeFormat("vi-VN", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

export interface MatchTimes {
  /** "Hôm nay 22:00" or "18/12 22:00" (spec section 9); null when only the date is known. */
  kickoff: string | null;
  /** "Chủ Nhật, 18 tháng 12, 2022": the match's real date (the data is historical). */
  date: string;
  /** For <time dateTime>: the instant, or the day. */
  dateTime: string;
}

export function matchTimes(match: Pick<MatchDetail, "kickoffAt" | "kickoffDate" | "timeKnown">, nowMs: number): MatchTimes {
  if (match.timeKnown && match.kickoffAt) {
    const epochMs = Date.parse(match.kickoffAt);
    return { kickoff: formatMatchTime(epochMs, nowMs), date: fullDate.format(epochMs), dateTime: match.kickoffAt };
  }
  return { kickoff: null, date: fullLocalDate.format(Date.parse(`${match.kickoffDate}T00:00:00Z`)), dateTime: match.kickoffDate };
}

/** The standings of the match's season, or null: the section is left out when the table cannot be had. */
async function standingsOf(context: AppLoadContext, match: MatchDetail): Promise<StandingsJson | null> {
  try {
    const { data } = await fetchSports<{ data: StandingsJson }>(context, "/seasons/table-standing", {
      competition: match.competition.code,
      season: match.season,
    });
    return data;
  } catch {
    return null;
  }
}

/** schema.org's SportsEvent for the match (the page's JSON-LD). */
export function sportsEventJsonLd(match: MatchDetail, origin: string): Record<string, unknown> {
  const team = (side: MatchDetail["home"]) => ({ "@type": "SportsTeam", name: teamName(side) });
  // schema.org's EventStatusType has no "completed": a match played when planned stays EventScheduled.
  const status = "EventScheduled";
  return {
    "@context": "https://schema.org",
    "@type": "SportsEvent",
    name: `${teamName(match.home)} vs ${teamName(match.away)}`,
    sport: match.sport === "basketball" ? "Basketball" : "Football",
    startDate: match.timeKnown && match.kickoffAt ? match.kickoffAt : match.kickoffDate,
    eventStatus: `https://schema.org/${status}`,
    url: `${origin}${matchUrl(match)}`,
    superEvent: { "@type": "SportsEvent", name: `${competitionName(match.competition)} ${match.season}` },
    ...(match.venue
      ? {
          location: {
            "@type": "Place",
            name: match.venue.name,
            address: [match.venue.city, match.venue.country].filter(Boolean).join(", ") || undefined,
          },
        }
      : {}),
    homeTeam: team(match.home),
    awayTeam: team(match.away),
    competitor: [team(match.home), team(match.away)],
  };
}

/** Everything the match page shows; a 404 Response for a slug that names no match. */
export async function loadMatchPage(context: AppLoadContext, slug: string, origin: string) {
  if (!MATCH_SLUG.test(slug)) throw new Response("Not Found", { status: 404 });
  const { data: match } = await loadSports<{ data: MatchDetail }>(context, "/matchs/recent-detail", { slug });
  const [live, statistics, lineup, standings, odds, highlights, { menu }] = await Promise.all([
    loadSports<{ data: LiveDetail }>(context, "/matchs/live/detail", { "match-id": match.id }),
    loadSports<{ data: StatisticsJson }>(context, "/matchs/stats-detail", { "match-id": match.id }),
    loadSports<{ data: LineupJson }>(context, "/matchs/lineup", { "match-id": match.id }),
    standingsOf(context, match),
    loadSports<{ data: { current: OddsRecordView | null; history: OddsRecordView[] } }>(context, "/odds/stream", { "match-id": match.id }),
    matchHighlights(context, match.id),
    getSiteShell(context),
  ]);
  const times = matchTimes(match, Date.now());
  const home = teamName(match.home);
  const away = teamName(match.away);
  const competition = `${competitionName(match.competition)} ${match.season}`;
  return {
    odds: { current: odds.data.current, history: odds.data.history },
    highlights,
    highlightsPath: menuPath(menu, "HIGHLIGHTS"),
    match,
    times,
    incidents: live.data.incidents,
    statistics: statistics.data,
    lineup: lineup.data,
    standings,
    jsonLd: sportsEventJsonLd(match, origin),
    // For meta: "Argentina vs Pháp – World Cup 2022" and "Argentina 3 - 3 Pháp (Sau hiệp phụ) (Luân lưu 4-2) · World Cup 2022 · Chủ Nhật, …".
    title: `${home} vs ${away} – ${competition}`,
    description: [resultText(match), competition, times.date].join(" · "),
    // The days of the head-to-head and recent matches, formatted once here.
    days: Object.fromEntries(
      [...match.headToHead, ...match.recent.home, ...match.recent.away].map((other) => [other.id, matchDay(other)]),
    ) as Record<number, string>,
  };
}

export type MatchPageData = Awaited<ReturnType<typeof loadMatchPage>>;
