import { search } from "../read/search";
import { defineRoute, type SportsRouteContext } from "./define-route";
import { searchParameters } from "./team-parameters";

/** Search: /search?q= (docs/sports-api.md). */
export function registerSearchRoutes(context: SportsRouteContext): void {
  defineRoute(context, "/search", searchParameters, async (db, query) => ({ status: 200, body: { data: await search(db, query.q) } }));
}
