import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DataCredits } from "~/components/sports/DataCredits";
import { MatchForm } from "~/components/sports/match/MatchForm";
import { MatchHeader } from "~/components/sports/match/MatchHeader";
import { MatchJsonLd } from "~/components/sports/match/MatchJsonLd";
import { MatchLineups } from "~/components/sports/match/MatchLineups";
import { MatchStandings } from "~/components/sports/match/MatchStandings";
import { MatchStatistics } from "~/components/sports/match/MatchStatistics";
import { MatchTimeline } from "~/components/sports/match/MatchTimeline";
import { t } from "~/services/locale/messages";
import { pageMeta } from "~/services/shell/page-meta";
import { loadMatchPage } from "~/services/sports/match-page.server";
import matchStylesheet from "~/styles/match.css";

// /schedule/{slug}, one match (spec section 2, "schedule for one item"): header and score,
// timeline, lineups, statistics, head-to-head and form, the competition's table and the datasets'
// credits, all rendered on the server from the sports API (docs/sports-api.md).

export const links: LinksFunction = () => [{ rel: "stylesheet", href: matchStylesheet }];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  return loadMatchPage(context, params.slug ?? "", new URL(request.url).origin);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? pageMeta(matches, data.title, data.description) : pageMeta(matches, t("pageNotFound"), t("matchNotFound"));

export default function MatchPage() {
  const page = useLoaderData<typeof loader>();
  const { match } = page;
  return (
    <article className="match-page" data-testid="match-page">
      <MatchJsonLd data={page.jsonLd} />
      <MatchHeader match={match} times={page.times} />
      <div className="match-page__grid">
        <MatchTimeline incidents={page.incidents} />
        <MatchStatistics statistics={page.statistics} home={match.home} away={match.away} />
        <MatchLineups lineup={page.lineup} home={match.home} away={match.away} />
        <MatchForm match={match} days={page.days} />
        <MatchStandings standings={page.standings} match={match} />
      </div>
      <DataCredits datasets={match.datasets} />
    </article>
  );
}
