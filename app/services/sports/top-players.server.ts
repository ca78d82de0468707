import { type AppLoadContext } from "@remix-run/node";
import { type CompetitionJson } from "../../../contract/sports/api";
import { type TopPlayersJson } from "../../../contract/sports/teams-api";
import { type TopPlayersScreenData } from "~/components/sports/players/TopPlayersScreen";
import { loadSports } from "../transport/read-api.server";

// The top players screen (menu kind TOP_PLAYER): the picker's choices and both tables for the chosen
// competition and season, from ?giai=<code>&mua=<season> (the names the rankings screen uses too).

/**
 * A competition named in the URL that the data does not hold, or a season it does not have (the
 * form kept the season of the competition chosen before), falls back to the default: the first of
 * the most followed competitions whose data records scorers by player (the Fjelstul database), and
 * its latest season with goals.
 */
export async function loadTopPlayersScreen(context: AppLoadContext, url: URL): Promise<TopPlayersScreenData> {
  const { data } = await loadSports<{ data: CompetitionJson[] }>(context, "/comp-list", { sport: "football" });
  const wanted = data.find((competition) => competition.code === url.searchParams.get("giai"));
  const chosen = wanted ?? data.find((competition) => competition.datasets.includes("fjelstul")) ?? data[0];
  const competitions = data.map((competition) => ({
    code: competition.code,
    name: competition.nameVi ?? competition.name,
    seasons: competition.seasons.map((season) => season.code),
  }));
  if (!chosen) throw new Response("Service Unavailable", { status: 503 });
  const seasonParameter = url.searchParams.get("mua") ?? "";
  const season = chosen.seasons.some((known) => known.code === seasonParameter) ? seasonParameter : "";
  const load = async (kind: "goals" | "cards", seasonCode: string) =>
    (await loadSports<{ data: TopPlayersJson }>(context, "/players/top", { competition: chosen.code, season: seasonCode, kind })).data;
  const goals = await load("goals", season);
  // Both tables of one season: without a season asked, the one the scorers' table picked.
  const cards = await load("cards", season || (goals.season ?? ""));
  return { competitions, competition: chosen.code, season: season || (goals.season ?? ""), goals, cards };
}
