import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ScreenPage } from "~/components/shell/ScreenPage";
import { TopPlayersScreen } from "~/components/sports/players/TopPlayersScreen";
import { RankingsScreen } from "~/components/sports/rankings/RankingsScreen";
import { ResultsScreen } from "~/components/sports/results/ResultsScreen";
import { getSiteShell } from "~/services/shell/content-api.server";
import { findMenuEntry, MENU_SCREEN_TEXT } from "~/services/shell/menu";
import { t } from "~/services/locale/messages";
import { pageMeta } from "~/services/shell/page-meta";
import { loadRankings } from "~/services/sports/rankings.server";
import { loadResults } from "~/services/sports/results.server";
import { loadTopPlayersScreen } from "~/services/sports/top-players.server";

// /{code}: the screens behind the menu entries (spec section 2, dynamic routes). Codes come from the menu table.
// Each kind with content has a case in the loader (its data, with `kind`) and in the component; the
// others show their empty ScreenPage.

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const { menu } = await getSiteShell(context);
  const entry = findMenuEntry(menu, params.slug ?? "");
  if (!entry) throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  switch (entry.description) {
    case "RANKINGS":
      return { entry, screen: await loadRankings(context, url) };
    case "RESULTS":
      return { entry, screen: await loadResults(context, url) };
    case "TOP_PLAYER":
      return { entry, screen: { kind: "TOP_PLAYER" as const, data: await loadTopPlayersScreen(context, url) } };
    default:
      return { entry, screen: null };
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? pageMeta(matches, data.entry.name, t(MENU_SCREEN_TEXT[data.entry.description].description))
    : pageMeta(matches, t("pageNotFound"), t("siteTagline"));

export default function MenuScreen() {
  const { entry, screen } = useLoaderData<typeof loader>();
  const path = `/${entry.code}`;
  switch (screen?.kind) {
    case "RANKINGS":
      if (!screen.standings) break;
      return <RankingsScreen title={entry.name} path={path} competitions={screen.competitions} standings={screen.standings} />;
    case "RESULTS":
      return <ResultsScreen title={entry.name} path={path} data={screen} />;
    case "TOP_PLAYER":
      return <TopPlayersScreen title={entry.name} data={screen.data} />;
  }
  return <ScreenPage title={entry.name} emptyMessage={t(MENU_SCREEN_TEXT[entry.description].empty)} />;
}
