import { DATASETS, isDatasetCode } from "../../../contract/sports/datasets";
import { t } from "~/services/locale/messages";

/**
 * The credits that the licences of the datasets behind a page ask for (CC BY, CC BY-SA:
 * contract/sports/datasets.ts): title, author, licence and source; nothing when none requires one.
 */
export function DataCredits({ datasets }: { datasets: readonly string[] }) {
  const credited = datasets
    .filter(isDatasetCode)
    .map((code) => DATASETS[code])
    .filter((dataset) => dataset.attributionRequired);
  if (credited.length === 0) return null;
  return (
    <aside className="data-credits" aria-label={t("dataCredits")}>
      <h2>{t("dataCredits")}</h2>
      <ul>
        {credited.map((dataset) => (
          <li key={dataset.code}>
            {dataset.title}, {dataset.author}. {t("licence")}:{" "}
            <a href={dataset.licenceUrl} rel="license noopener noreferrer" target="_blank">
              {dataset.licence}
            </a>
            . {t("dataSource")}:{" "}
            <a href={dataset.sourceUrl} rel="noopener noreferrer" target="_blank">
              {dataset.sourceUrl.replace(/^https:\/\//, "")}
            </a>
            .{dataset.shareAlike ? ` ${t("dataChanged")}` : ""}
          </li>
        ))}
      </ul>
    </aside>
  );
}
