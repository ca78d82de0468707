import { competitionDetail, findCompetition, findTeam, teamDetail } from "../read/teams";
import { defineRoute, type SportsRouteContext } from "./define-route";
import { competitionDetailParameters, teamBriefParameters, teamDetailParameters } from "./team-parameters";

/** Teams and competitions: /teams/detail, /teams/brief and /competitions/detail (docs/sports-api.md). */
export function registerTeamRoutes(context: SportsRouteContext): void {
  defineRoute(context, "/teams/detail", teamDetailParameters, async (db, query) => {
    const team = await findTeam(db, { slug: query.slug, id: query["team-id"] });
    if (!team) return { status: 404, body: { error: "team_not_found", message: "Team not found" } };
    return { status: 200, body: { data: await teamDetail(db, team) } };
  });
  // The team alone, one indexed read: what a crest (server/web/football-images.ts) needs, 50 of them on a page.
  defineRoute(context, "/teams/brief", teamBriefParameters, async (db, query) => {
    const team = await findTeam(db, { id: query["team-id"] });
    if (!team) return { status: 404, body: { error: "team_not_found", message: "Team not found" } };
    return { status: 200, body: { data: team } };
  });
  defineRoute(context, "/competitions/detail", competitionDetailParameters, async (db, query) => {
    const competition = await findCompetition(db, query.slug);
    if (!competition) return { status: 404, body: { error: "competition_not_found", message: "Competition not found" } };
    return { status: 200, body: { data: await competitionDetail(db, competition) } };
  });
}
