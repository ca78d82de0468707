import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ScreenPage } from "~/components/shell/ScreenPage";
import {
  LazyContentPageView,
  LazyHighlightsScreen,
  LazyNewsScreen,
  LazyRankingsScreen,
  LazyResultsScreen,
  LazyTagIndexScreen,
  LazyTopPlayersScreen,
} from "~/components/sports/lazy-screens";
import { ScheduleScreen } from "~/components/sports/schedule/ScheduleScreen";
import { getSiteShell } from "~/services/shell/content-api.server";
import { findMenuEntry, MENU_SCREEN_TEXT, TAG_INDEX_CODE } from "~/services/shell/menu";
import { loadContentPage, loadNewsList, loadTagIndex } from "~/services/content/news.server";
import { t } from "~/services/locale/messages";
import { pageMeta } from "~/services/shell/page-meta";
import { loadRankings } from "~/services/sports/rankings.server";
import { loadHighlights } from "~/services/sports/highlights.server";
import { loadResults } from "~/services/sports/results.server";
import { loadSchedule } from "~/services/sports/schedule.server";
import { loadTopPlayersScreen } from "~/services/sports/top-players.server";

const CONTENT_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/;

// /{code}: the screens behind the menu entries (spec section 2, dynamic routes). Codes come from the menu table.
// Each kind with content has a case in the loader (its data, with `kind`) and in the component; the
// others show their empty ScreenPage.

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const { menu } = await getSiteShell(context);
  const entry = findMenuEntry(menu, params.slug ?? "");
  // Not a menu code: a page of the site (Giới thiệu, Liên hệ …), or the shell's 404.
  if (!entry) {
    const slug = params.slug ?? "";
    if (!CONTENT_SLUG.test(slug)) throw new Response("Not Found", { status: 404 });
    return { entry: null, screen: { kind: "PAGE" as const, page: await loadContentPage(context, slug) } };
  }
  const url = new URL(request.url);
  switch (entry.description) {
    case "SCHEDULE": {
      const schedule = await loadSchedule(context, request);
      return data({ entry, screen: schedule.data }, { headers: schedule.headers });
    }
    case "RANKINGS":
      return { entry, screen: await loadRankings(context, url) };
    case "RESULTS":
      return { entry, screen: await loadResults(context, url) };
    case "TOP_PLAYER":
      return { entry, screen: { kind: "TOP_PLAYER" as const, data: await loadTopPlayersScreen(context, url) } };
    case "HIGHLIGHTS":
      return { entry, screen: await loadHighlights(context, url) };
    case "NEWS":
      return { entry, screen: entry.code === TAG_INDEX_CODE ? await loadTagIndex(context) : await loadNewsList(context, url) };
    default:
      return { entry, screen: null };
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return pageMeta(matches, t("pageNotFound"), t("siteTagline"));
  if (data.screen?.kind === "PAGE") return pageMeta(matches, data.screen.page.title, data.screen.page.summary || t("siteTagline"));
  return data.entry ? pageMeta(matches, data.entry.name, t(MENU_SCREEN_TEXT[data.entry.description].description)) : [];
};

export default function MenuScreen() {
  const { entry, screen } = useLoaderData<typeof loader>();
  if (screen?.kind === "PAGE" || !entry) return screen?.kind === "PAGE" ? <LazyContentPageView page={screen.page} /> : null;
  const path = `/${entry.code}`;
  switch (screen?.kind) {
    case "RANKINGS":
      if (!screen.standings) break;
      return <LazyRankingsScreen title={entry.name} path={path} competitions={screen.competitions} standings={screen.standings} />;
    case "SCHEDULE":
      return <ScheduleScreen title={entry.name} path={path} data={screen} />;
    case "RESULTS":
      return <LazyResultsScreen title={entry.name} path={path} data={screen} />;
    case "TOP_PLAYER":
      return <LazyTopPlayersScreen title={entry.name} data={screen.data} />;
    case "HIGHLIGHTS":
      return <LazyHighlightsScreen title={entry.name} path={path} data={screen} />;
    case "NEWS":
      return <LazyNewsScreen title={entry.name} path={path} data={screen} />;
    case "TAGS":
      return <LazyTagIndexScreen title={entry.name} data={screen} />;
  }
  return <ScreenPage title={entry.name} emptyMessage={t(MENU_SCREEN_TEXT[entry.description].empty)} />;
}
