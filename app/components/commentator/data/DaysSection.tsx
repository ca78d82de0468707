import { useMemo } from "react";
import { type LiveData } from "../../../../contract/backend-calls/commentator";
import { t } from "~/services/locale/commentator-messages";
import { dayColumns } from "./chart-series";
import { daysChartOptions } from "./chart-options";
import { dayLabel, formatCount } from "./format";
import { UplotChart } from "./UplotChart";

/** Each day of the period: new followers, chat messages and gift points, as a chart and a table. */
export function DaysSection({ days }: { days: LiveData["days"] }) {
  const columns = useMemo(() => dayColumns(days), [days]);
  return (
    <section aria-labelledby="data-days" className="data-section">
      <h3 id="data-days" className="section-title">
        {t("dataDaysTitle")}
      </h3>
      <figure className="data-figure">
        <UplotChart label={t("dataDaysChart")} options={daysChartOptions} data={columns} testId="data-days-chart" />
      </figure>
      <div className="table-scroll">
        <table className="data-table" data-testid="data-days">
          <thead>
            <tr>
              <th scope="col">{t("date")}</th>
              <th scope="col">{t("dataNewFollowers")}</th>
              <th scope="col">{t("dataChatMessages")}</th>
              <th scope="col">{t("dataGiftPoints")}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">
                  <time dateTime={day.day}>{dayLabel(day.day)}</time>
                </th>
                <td className="data-number">{formatCount(day.newFollowers)}</td>
                <td className="data-number">{formatCount(day.chatMessages)}</td>
                <td className="data-number">{formatCount(day.giftPoints)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
