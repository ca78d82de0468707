import { type HighlightBrief } from "../../../../contract/backend-calls/highlights";
import { type HighlightJson } from "../../../../contract/sports/api";
import { findHighlight, listHighlights } from "../../../highlights/read";
import { ok, refuse, type Handler } from "../../binary/endpoint";

function brief(highlight: HighlightJson): HighlightBrief {
  const { match } = highlight;
  const side = (team: HighlightJson["match"]["home"]) => ({ id: team.id, name: team.nameVi ?? team.name, slug: team.slug });
  return {
    id: highlight.id,
    slug: highlight.slug,
    title: highlight.title,
    summary: highlight.summary,
    durationSeconds: highlight.durationSeconds,
    poster: highlight.poster,
    sources: highlight.sources,
    publishedAt: highlight.publishedAt,
    match: {
      id: match.id,
      slug: match.slug,
      sport: match.sport,
      competition: match.competition.nameVi ?? match.competition.name,
      kickoffAt: match.kickoffAt,
      home: side(match.home),
      away: side(match.away),
      score: { home: match.score.home, away: match.score.away },
    },
  };
}

export const highlights: Handler<"highlights"> = async ({ page, size, sport }, context) => {
  const list = await listHighlights(context.db, { page, size, sport });
  return ok({ items: list.data.map(brief), page: list.page, size: list.size, total: list.total });
};

export const highlightDetail: Handler<"highlightDetail"> = async (param, context) => {
  const found = await findHighlight(context.db, param);
  return found ? ok(brief(found)) : refuse("highlightNotFound");
};
