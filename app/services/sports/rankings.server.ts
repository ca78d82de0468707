import { type AppLoadContext } from "@remix-run/node";
import { type CompetitionJson } from "../../../contract/sports/api";
import { type StandingsJson } from "../../../contract/sports/standings-api";
import { type CompetitionOption, type RankingsData } from "./screen-data";
import { loadSports } from "../transport/read-api.server";

// The rankings screen (menu kind RANKINGS): ?giai=<competition code>&mua=<season>, the Premier
// League's latest season by default (docs/sports-api.md, /seasons/table-standing).

export const DEFAULT_RANKINGS_COMPETITION = "en.1";

/** The competitions a picker offers: everything but friendlies, which have no table. */
export function competitionOptions(competitions: readonly CompetitionJson[]): CompetitionOption[] {
  return competitions
    .filter((competition) => competition.kind !== "friendly")
    .map((competition) => ({
      code: competition.code,
      name: competition.nameVi ?? competition.name,
      sport: competition.sport,
      seasons: competition.seasons.map((season) => season.code),
    }));
}

export async function loadRankings(context: AppLoadContext, url: URL): Promise<RankingsData> {
  const { data } = await loadSports<{ data: CompetitionJson[] }>(context, "/comp-list");
  const competitions = competitionOptions(data);
  const asked = url.searchParams.get("giai") ?? "";
  // No sports data at all (a database without the import): the screen's empty state.
  if (competitions.length === 0 && asked === "") return { kind: "RANKINGS", competitions, standings: null };
  const competition = asked
    ? competitions.find((option) => option.code === asked)
    : (competitions.find((option) => option.code === DEFAULT_RANKINGS_COMPETITION) ?? competitions[0]);
  if (!competition) throw new Response("Not Found", { status: 404 });
  const code = competition.code;
  // A season of the competition picked before (the form keeps both pickers): the latest instead.
  const askedSeason = url.searchParams.get("mua") ?? "";
  const season = competition.seasons.includes(askedSeason) ? askedSeason : undefined;
  const standings = await loadSports<{ data: StandingsJson }>(context, "/seasons/table-standing", { competition: code, season });
  return { kind: "RANKINGS", competitions, standings: standings.data };
}
