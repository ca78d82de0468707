import { findHighlight, highlightsOfMatch, listHighlights } from "../../highlights/read";
import { findMatch } from "../read/matches";
import { defineRoute, matchNotFound, type SportsRouteContext } from "./define-route";
import { highlightDetailParameters, highlightListParameters, matchParameters, recentHighlightParameters } from "./parameters";

/** Highlights (docs/highlights.md): the list, the most recent, one match's, and one clip. */
export function registerHighlightRoutes(context: SportsRouteContext): void {
  defineRoute(context, "/matchs/highlights", highlightListParameters, async (db, query) => ({
    status: 200,
    body: await listHighlights(db, query),
  }));
  defineRoute(context, "/matchs/highlights-recent", recentHighlightParameters, async (db, query) => ({
    status: 200,
    body: { data: (await listHighlights(db, { ...query, page: 1 })).data },
  }));
  defineRoute(context, "/matchs/highlights/match", matchParameters, async (db, query) => {
    const match = await findMatch(db, query["match-id"]);
    if (!match) return matchNotFound();
    return { status: 200, body: { data: await highlightsOfMatch(db, match.id) } };
  });
  defineRoute(context, "/matchs/highlights/detail", highlightDetailParameters, async (db, query) => {
    const highlight = await findHighlight(db, query.slug !== undefined ? { slug: query.slug } : { id: query.id ?? 0 });
    return highlight
      ? { status: 200, body: { data: highlight } }
      : { status: 404, body: { error: "highlight_not_found", message: "Highlight not found" } };
  });
}
