import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ScreenPage } from "~/components/shell/ScreenPage";
import { TopPlayersScreen } from "~/components/sports/players/TopPlayersScreen";
import { loadTopPlayersScreen } from "~/services/sports/top-players.server";
import { getSiteShell } from "~/services/shell/content-api.server";
import { findMenuEntry, MENU_SCREEN_TEXT } from "~/services/shell/menu";
import { t } from "~/services/locale/messages";
import { pageMeta } from "~/services/shell/page-meta";

// /{code}: the screens behind the menu entries (spec section 2, dynamic routes). Codes come from the menu table.
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const { menu } = await getSiteShell(context);
  const entry = findMenuEntry(menu, params.slug ?? "");
  if (!entry) throw new Response("Not Found", { status: 404 });
  switch (entry.description) {
    case "TOP_PLAYER":
      return { entry, topPlayers: await loadTopPlayersScreen(context, new URL(request.url)) };
    default:
      return { entry, topPlayers: null };
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? pageMeta(matches, data.entry.name, t(MENU_SCREEN_TEXT[data.entry.description].description))
    : pageMeta(matches, t("pageNotFound"), t("siteTagline"));

export default function MenuScreen() {
  const { entry, topPlayers } = useLoaderData<typeof loader>();
  if (entry.description === "TOP_PLAYER" && topPlayers) return <TopPlayersScreen title={entry.name} data={topPlayers} />;
  const text = MENU_SCREEN_TEXT[entry.description];
  return <ScreenPage title={entry.name} emptyMessage={t(text.empty)} />;
}
