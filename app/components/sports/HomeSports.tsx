import { DataCredits } from "~/components/sports/DataCredits";
import { ScheduleRow } from "~/components/sports/schedule/ScheduleScreen";
import { EmptyState } from "~/components/ui/EmptyState";
import { type MessageKey, t } from "~/services/locale/messages";
import { type HomeSports as HomeSportsData, type MatchRowData } from "~/services/sports/screen-data";

function Section(props: {
  id: string;
  title: string;
  empty: MessageKey;
  more: { href: string; label: MessageKey };
  matches: MatchRowData[];
  data: HomeSportsData;
}) {
  return (
    <section className="home-section" aria-labelledby={props.id} data-testid={props.id}>
      <div className="home-section__head">
        <h2 id={props.id}>{props.title}</h2>
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

/** A sports section of the home page (live now, later today, latest results), linking to its full screen. */
export function HomeMatchSection({
  id,
  title,
  kind,
  size,
  data,
  schedulePath,
  resultsPath,
}: {
  id: string;
  title: string;
  kind: "liveNow" | "upcoming" | "results";
  size: number;
  data: HomeSportsData;
  schedulePath: string;
  resultsPath: string;
}) {
  const matches = (kind === "liveNow" ? data.live : kind === "upcoming" ? data.upcoming : data.results).slice(0, size);
  const empty = kind === "liveNow" ? "noLiveNow" : kind === "upcoming" ? "noUpcomingToday" : "noResultsToday";
  const more =
    kind === "results" ? { href: resultsPath, label: "seeAllResults" as const } : { href: schedulePath, label: "seeFullSchedule" as const };
  return <Section id={id} title={title} empty={empty} more={more} matches={matches} data={data} />;
}

/** The data credits of every match the home page shows. */
export function HomeSportsCredits({ data }: { data: HomeSportsData }) {
  return <DataCredits datasets={[...new Set([...data.live, ...data.upcoming, ...data.results].flatMap((match) => match.datasets))]} />;
}
