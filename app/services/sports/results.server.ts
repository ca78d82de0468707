import { type AppLoadContext } from "@remix-run/node";
import { DateTime } from "luxon";
import { type CompetitionJson, type MatchSummary, type Page, type SeasonRoundJson } from "../../../contract/sports/api";
import { DISPLAY_TIME_ZONE, formatClock } from "../locale/time";
import { pageOf } from "./paging";
import { competitionOptions } from "./rankings.server";
import { type ResultsData } from "./screen-data";
import { loadSports } from "../transport/read-api.server";

// The results screen (menu kind RESULTS): ended matches by Bangkok day (?ngay=YYYY-MM-DD, today by
// default), or by competition, season and round (?giai=&mua=&vong=); ?trang= pages through them.

export const RESULTS_PAGE_SIZE = 20;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function clocksOf(matches: Page<MatchSummary>): Record<string, string> {
  const clocks: Record<string, string> = {};
  for (const match of matches.data) if (match.kickoffAt) clocks[match.id] = formatClock(Date.parse(match.kickoffAt));
  return clocks;
}

export async function loadResults(context: AppLoadContext, url: URL, now: Date = new Date()): Promise<ResultsData> {
  const { data } = await loadSports<{ data: CompetitionJson[] }>(context, "/comp-list");
  const competitions = competitionOptions(data);
  const page = pageOf(url);
  const code = url.searchParams.get("giai") ?? "";
  const competition = competitions.find((option) => option.code === code);

  if (code !== "" && !url.searchParams.get("ngay")) {
    if (!competition) throw new Response("Not Found", { status: 404 });
    const asked = url.searchParams.get("mua") ?? "";
    const season = competition.seasons.includes(asked) ? asked : (competition.seasons[0] ?? "");
    const rounds = (await loadSports<{ data: SeasonRoundJson[] }>(context, "/seasons/rounds", { competition: code, season })).data;
    const askedRound = url.searchParams.get("vong") ?? "";
    const round = rounds.some((r) => r.round === askedRound) ? askedRound : null;
    const matches = await loadSports<Page<MatchSummary>>(context, "/matchs/recent", {
      competition: code,
      season,
      round: round ?? undefined,
      status: "Ended",
      order: round ? "asc" : "desc",
      page,
      size: RESULTS_PAGE_SIZE,
    });
    return {
      kind: "RESULTS",
      competitions,
      mode: { by: "competition", competition: code, season, round, rounds },
      matches,
      clocks: clocksOf(matches),
    };
  }

  const asked = url.searchParams.get("ngay") ?? "";
  const day = DATE.test(asked)
    ? DateTime.fromISO(asked, { zone: DISPLAY_TIME_ZONE })
    : DateTime.fromJSDate(now, { zone: DISPLAY_TIME_ZONE });
  if (!day.isValid) throw new Response("Not Found", { status: 404 });
  const date = day.toISODate() ?? "";
  const matches = await loadSports<Page<MatchSummary>>(context, "/matchs/recent", { date, status: "Ended", page, size: RESULTS_PAGE_SIZE });
  return {
    kind: "RESULTS",
    competitions,
    mode: { by: "date", date, previous: day.minus({ days: 1 }).toISODate() ?? "", next: day.plus({ days: 1 }).toISODate() ?? "" },
    matches,
    clocks: clocksOf(matches),
  };
}
