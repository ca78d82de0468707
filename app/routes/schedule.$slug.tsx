import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useLiveMatch } from "~/services/live/use-live-match";
import { ReminderButton } from "~/components/sports/ReminderButton";
import { RoomList } from "~/components/rooms/RoomList";
import { loadRoomList } from "~/services/rooms/room-list.server";
import { HighlightGrid } from "~/components/sports/highlights/HighlightCard";
import { MatchOdds } from "~/components/sports/match/MatchOdds";
import { viewerReminders } from "~/services/sports/reminders.server";
import { DataCredits } from "~/components/sports/DataCredits";
import { MatchForm } from "~/components/sports/match/MatchForm";
import { MatchHeader } from "~/components/sports/match/MatchHeader";
import { JsonLd } from "~/components/seo/JsonLd";
import { siteOrigin } from "~/services/shell/site-origin.server";
import { MatchLineups } from "~/components/sports/match/MatchLineups";
import { MatchStandings } from "~/components/sports/match/MatchStandings";
import { MatchStatistics } from "~/components/sports/match/MatchStatistics";
import { MatchTimeline } from "~/components/sports/match/MatchTimeline";
import { t } from "~/services/locale/screen-messages";
import { pageMeta } from "~/services/shell/page-meta";
import { loadMatchPage } from "~/services/sports/match-page.server";
import matchStylesheet from "~/styles/match.css";

// /schedule/{slug}, one match (spec section 2, "schedule for one item"): header and score,
// timeline, lineups, statistics, head-to-head and form, the competition's table and the datasets'
// credits, all rendered on the server from the sports API (docs/sports-api.md).

export const links: LinksFunction = () => [{ rel: "stylesheet", href: matchStylesheet }];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const page = await loadMatchPage(context, params.slug ?? "", siteOrigin(request, context));
  // Only an upcoming match can be reserved: the viewer's reminders are read only then.
  const [reminders, rooms] = await Promise.all([
    page.match.status === "Upcoming" ? viewerReminders(request, context) : null,
    loadRoomList(request, context, { matchIds: [page.match.id] }),
  ]);
  const reserved = reminders?.has(page.match.id) ?? false;
  return { ...page, reserved, rooms };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? pageMeta(matches, data.title, data.description) : pageMeta(matches, t("pageNotFound"), t("matchNotFound"));

export default function MatchPage() {
  const page = useLoaderData<typeof loader>();
  // Scores, status, clock and incidents move in place when the live-data socket tells of this match.
  const live = useLiveMatch(page.match.id);
  const match = live
    ? {
        ...page.match,
        status: live.match.status,
        period: live.match.period,
        clockSeconds: live.match.clockSeconds,
        score: live.match.score,
      }
    : page.match;
  const incidents = live ? live.match.incidents : page.incidents;
  return (
    <article className="match-page" data-testid="match-page">
      <JsonLd data={page.jsonLd} />
      <MatchHeader
        match={match}
        times={page.times}
        live={live}
        action={<ReminderButton matchId={match.id} status={match.status} reserved={page.reserved} />}
      />
      <div className="match-page__grid">
        {page.rooms.length > 0 ? (
          <section className="card match-section" aria-labelledby="match-rooms" data-testid="match-rooms">
            <h2 id="match-rooms">{t("matchRooms")}</h2>
            <RoomList rooms={page.rooms} />
          </section>
        ) : null}
        <MatchTimeline incidents={incidents} />
        {page.highlights.length > 0 ? (
          <section className="card match-section" aria-labelledby="match-highlights" data-testid="match-highlights">
            <h2 id="match-highlights">{t("highlightsOfMatch")}</h2>
            <HighlightGrid items={page.highlights} pathOf={(slug) => `${page.highlightsPath}/${slug}`} />
          </section>
        ) : null}
        <MatchOdds matchId={match.id} current={page.odds.current} history={page.odds.history} />
        <MatchStatistics statistics={page.statistics} home={match.home} away={match.away} />
        <MatchLineups lineup={page.lineup} home={match.home} away={match.away} />
        <MatchForm match={match} days={page.days} />
        <MatchStandings standings={page.standings} match={match} />
      </div>
      <DataCredits datasets={match.datasets} />
    </article>
  );
}
