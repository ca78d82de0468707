import { useMemo } from "react";
import { type LiveData } from "../../../../contract/backend-calls/commentator";
import { t } from "~/services/locale/commentator-messages";
import { formatDate, formatClock, formatMatchTime } from "~/services/locale/time";
import { viewerColumns } from "./chart-series";
import { viewersChartOptions } from "./chart-options";
import { dayLabel, formatCount } from "./format";
import { UplotChart } from "./UplotChart";

/** Viewers over time of the chosen broadcast (or of the whole period): a chart, and the same numbers in a table. */
export function ViewersSection({ data, renderedAt }: { data: LiveData; renderedAt: number }) {
  const columns = useMemo(() => viewerColumns(data.viewers), [data.viewers]);
  const chosen = data.broadcasts.find((each) => each.id === data.broadcastId);
  const subject =
    data.broadcastId === null
      ? t("dataViewersOfPeriod")
      : `${t("dataViewersOfBroadcast")} ${chosen ? formatMatchTime(Date.parse(chosen.startedAt), renderedAt) : ""}`.trim();
  return (
    <section aria-labelledby="data-viewers" className="data-section">
      <h3 id="data-viewers" className="section-title">
        {t("dataViewersTitle")}
      </h3>
      <p className="data-subject" data-testid="data-viewers-subject">
        {subject}
      </p>
      {data.viewers.length === 0 ? (
        <p className="data-empty">{t("dataNoSamples")}</p>
      ) : (
        <>
          <figure className="data-figure">
            <UplotChart label={`${t("dataViewersChart")}: ${subject}`} options={viewersChartOptions} data={columns} testId="data-viewers-chart" />
          </figure>
          <details className="data-details">
            <summary>{t("dataViewersTable")}</summary>
            <div className="table-scroll">
              <table className="data-table" data-testid="data-viewers-table">
                <thead>
                  <tr>
                    <th scope="col">{t("dataTime")}</th>
                    <th scope="col">{t("dataViewerCount")}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.viewers.map((point) => (
                    <tr key={point.at}>
                      <td>
                        {dayLabel(formatDate(point.at))} {formatClock(point.at)}
                      </td>
                      <td className="data-number">{formatCount(point.viewers)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
