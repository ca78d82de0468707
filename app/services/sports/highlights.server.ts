import { type AppLoadContext } from "@remix-run/node";
import { type HighlightJson, type Page } from "../../../contract/sports/api";
import { matchRow, type HighlightsData, type HighlightView } from "./screen-data";
import { fetchSports, loadSports } from "../transport/read-api.server";
import { pageOf } from "./paging";

// The highlights screens (menu kind HIGHLIGHTS; docs/highlights.md): the list (?trang= pages,
// ?mon=football|basketball), a clip's page, and a match's clips for the match page.

export const HIGHLIGHTS_PAGE_SIZE = 12;
const MORE_HIGHLIGHTS = 6;

const matchDate = new Intl.DateTimeFormat("vi-VN", { timeZone: "Asia/Bangkok", day: "2-digit", month: "2-digit", year: "numeric" });

function durationText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

export function highlightView(highlight: HighlightJson): HighlightView {
  const { match } = highlight;
  return {
    slug: highlight.slug,
    title: highlight.title,
    summary: highlight.summary,
    poster: highlight.poster,
    sources: highlight.sources,
    width: highlight.width,
    height: highlight.height,
    duration: durationText(highlight.durationSeconds),
    durationSeconds: highlight.durationSeconds,
    matchDate: match.kickoffAt ? matchDate.format(Date.parse(match.kickoffAt)) : match.kickoffDate.split("-").reverse().join("/"),
    match: matchRow(match),
  };
}

function sportOf(url: URL): "football" | "basketball" | null {
  const sport = url.searchParams.get("mon");
  return sport === "football" || sport === "basketball" ? sport : null;
}

export async function loadHighlights(context: AppLoadContext, url: URL): Promise<HighlightsData> {
  const sport = sportOf(url);
  const page = pageOf(url);
  const list = await loadSports<Page<HighlightJson>>(context, "/matchs/highlights", {
    page,
    size: HIGHLIGHTS_PAGE_SIZE,
    sport: sport ?? undefined,
  });
  return { kind: "HIGHLIGHTS", items: list.data.map(highlightView), page, pages: Math.max(1, Math.ceil(list.total / list.size)), sport };
}

/** A clip's page: the clip (404 when unknown) and a few other recent ones. */
export async function loadHighlightDetail(
  context: AppLoadContext,
  slug: string,
): Promise<{ highlight: HighlightView; more: HighlightView[] }> {
  const [{ data }, recent] = await Promise.all([
    loadSports<{ data: HighlightJson }>(context, "/matchs/highlights/detail", { slug }),
    loadSports<{ data: HighlightJson[] }>(context, "/matchs/highlights-recent", { size: MORE_HIGHLIGHTS + 1 }),
  ]);
  return {
    highlight: highlightView(data),
    more: recent.data
      .filter((other) => other.slug !== slug)
      .slice(0, MORE_HIGHLIGHTS)
      .map(highlightView),
  };
}

/** A match's clips for its page; none (rather than a failed page) when the API cannot answer. */
export async function matchHighlights(context: AppLoadContext, matchId: number): Promise<HighlightView[]> {
  try {
    const { data } = await fetchSports<{ data: HighlightJson[] }>(context, "/matchs/highlights/match", { "match-id": matchId });
    return data.map(highlightView);
  } catch {
    return [];
  }
}
