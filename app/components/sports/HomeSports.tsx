import { DataCredits } from "~/components/sports/DataCredits";
import { ScheduleRow } from "~/components/sports/schedule/ScheduleScreen";
import { EmptyState } from "~/components/ui/EmptyState";
import { type MessageKey, t } from "~/services/locale/messages";
import { type HomeSports as HomeSportsData, type MatchRowData } from "~/services/sports/screen-data";

function Section(props: {
  id: string;
  title: MessageKey;
  empty: MessageKey;
  more: { href: string; label: MessageKey };
  matches: MatchRowData[];
  data: HomeSportsData;
}) {
  return (
    <section className="home-section" aria-labelledby={props.id} data-testid={props.id}>
      <div className="home-section__head">
        <h2 id={props.id}>{t(props.title)}</h2>
        <a href={props.more.href}>{t(props.more.label)}</a>
      </div>
      {props.matches.length === 0 ? (
        <EmptyState message={t(props.empty)} />
      ) : (
        <ul className="schedule-list">
          {props.matches.map((match) => (
            <ScheduleRow key={match.id} match={match} clock={props.data.clocks[match.id]} nowMs={props.data.nowMs} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The home page's live now, later today and latest results, each linking to its full screen. */
export function HomeSports({ data, schedulePath, resultsPath }: { data: HomeSportsData; schedulePath: string; resultsPath: string }) {
  const datasets = [...new Set([...data.live, ...data.upcoming, ...data.results].flatMap((match) => match.datasets))];
  return (
    <>
      {(
        [
          {
            id: "home-live",
            title: "homeLiveNow",
            empty: "noLiveNow",
            more: { href: schedulePath, label: "seeFullSchedule" },
            matches: data.live,
          },
          {
            id: "home-upcoming",
            title: "homeUpcoming",
            empty: "noUpcomingToday",
            more: { href: schedulePath, label: "seeFullSchedule" },
            matches: data.upcoming,
          },
          {
            id: "home-results",
            title: "homeResults",
            empty: "noResultsToday",
            more: { href: resultsPath, label: "seeAllResults" },
            matches: data.results,
          },
        ] as const
      ).map((section) => (
        <Section key={section.id} {...section} data={data} />
      ))}
      <DataCredits datasets={datasets} />
    </>
  );
}
