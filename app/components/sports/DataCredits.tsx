import { DATASETS, type DatasetCode } from "../../../contract/sports/datasets";
import { t } from "~/services/locale/messages";

/**
 * The credits a page owes the datasets it shows (contract/sports/datasets.ts): title, author,
 * licence and source of each whose licence requires attribution; nothing when none does.
 */
export function DataCredits({ datasets }: { datasets: readonly DatasetCode[] }) {
  const owed = [...new Set(datasets)].map((code) => DATASETS[code]).filter((dataset) => dataset.attributionRequired);
  if (owed.length === 0) return null;
  return (
    <aside className="data-credits" aria-label={t("dataCredits")}>
      <h2 className="data-credits__title">{t("dataCredits")}</h2>
      <ul>
        {owed.map((dataset) => (
          <li key={dataset.code}>
            <a href={dataset.sourceUrl} rel="noopener noreferrer">
              {dataset.title}
            </a>
            {` — ${dataset.author}. ${t("dataLicence")}: `}
            <a href={dataset.licenceUrl} rel="license noopener noreferrer">
              {dataset.licence}
            </a>
            {dataset.shareAlike ? `. ${t("dataChangesNoted")}` : ""}
          </li>
        ))}
      </ul>
    </aside>
  );
}
