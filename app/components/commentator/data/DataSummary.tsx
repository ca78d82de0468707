import { type LiveData } from "../../../../contract/backend-calls/commentator";
import { t, type MessageKey } from "~/services/locale/commentator-messages";
import { formatCount } from "./format";

const FIGURES: readonly { key: keyof LiveData["summary"]; label: MessageKey }[] = [
  { key: "broadcasts", label: "dataBroadcasts" },
  { key: "liveMinutes", label: "dataLiveMinutes" },
  { key: "peakViewers", label: "dataPeakViewers" },
  { key: "averageViewers", label: "dataAverageViewers" },
  { key: "watchMinutes", label: "dataWatchMinutes" },
  { key: "newFollowers", label: "dataNewFollowers" },
  { key: "totalFans", label: "dataTotalFans" },
  { key: "chatMessages", label: "dataChatMessages" },
  { key: "giftPoints", label: "dataGiftPoints" },
  { key: "giftCount", label: "dataGiftCount" },
];

/** The period's numbers at a glance. */
export function DataSummary({ summary }: { summary: LiveData["summary"] }) {
  return (
    <section aria-labelledby="data-summary">
      <h3 id="data-summary" className="section-title">
        {t("dataSummaryTitle")}
      </h3>
      <dl className="data-summary">
        {FIGURES.map((figure) => (
          <div key={figure.key} className="card data-summary__item">
            <dt>{t(figure.label)}</dt>
            <dd data-testid={`data-${figure.key}`}>{formatCount(summary[figure.key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
