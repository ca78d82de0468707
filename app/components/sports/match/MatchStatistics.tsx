import { type StatisticsJson, type TeamRef } from "../../../../contract/sports/api";
import { EmptyState } from "~/components/ui/EmptyState";
import { t } from "~/services/locale/screen-messages";
import { homeShare, statisticLabel, teamName } from "~/services/sports/match-view";

/** Each statistic with its two numbers and a bar of home against away; 'Cannot load statistics data' when the source has none. */
export function MatchStatistics({ statistics, home, away }: { statistics: StatisticsJson; home: TeamRef; away: TeamRef }) {
  const items = statistics.items.flatMap((item) => {
    const label = statisticLabel(item.code);
    return label ? [{ ...item, label }] : [];
  });
  return (
    <section className="card match-section" aria-labelledby="match-statistics-title" data-testid="match-statistics">
      <h2 id="match-statistics-title" className="match-section__title">
        {t("matchStatistics")}
      </h2>
      {statistics.source === "none" || items.length === 0 ? (
        <EmptyState message={t("cannotLoadStatistics")} />
      ) : (
        <table className="stats-table">
          <thead>
            <tr>
              <th scope="col">{teamName(home)}</th>
              <th scope="col">{t("statisticName")}</th>
              <th scope="col">{teamName(away)}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.code} data-code={item.code}>
                <td className="stats-table__value">{item.home}</td>
                <th scope="row">
                  {item.label}
                  <span className="stats-bar" aria-hidden="true">
                    <span className="stats-bar__home" style={{ width: `${homeShare(item.home, item.away)}%` }} />
                  </span>
                </th>
                <td className="stats-table__value">{item.away}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
