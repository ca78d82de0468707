import { findPlayer, topPlayers } from "../read/players";
import { defineRoute, type SportsRouteContext } from "./define-route";
import { playerDetailParameters, topPlayersParameters } from "./team-parameters";

/** Players: /players/top and /players/detail (docs/sports-api.md). */
export function registerPlayerRoutes(context: SportsRouteContext): void {
  defineRoute(context, "/players/top", topPlayersParameters, async (db, query) => {
    const lookup = await topPlayers(db, query);
    if (lookup.found) return { status: 200, body: { data: lookup.answer } };
    return lookup.missing === "competition"
      ? { status: 404, body: { error: "competition_not_found", message: "Competition not found" } }
      : { status: 404, body: { error: "season_not_found", message: "The competition has no such season" } };
  });
  defineRoute(context, "/players/detail", playerDetailParameters, async (db, query) => {
    const player = await findPlayer(db, query["player-id"]);
    if (!player) return { status: 404, body: { error: "player_not_found", message: "Player not found" } };
    return { status: 200, body: { data: player } };
  });
}
