import { DATASETS, type DatasetCode } from "../../../contract/sports/datasets";
import { t } from "~/services/locale/messages";

/**
 * The credits a page owes the datasets it shows (contract/sports/datasets.ts): for each whose
 * licence requires attribution (CC BY, CC BY-SA), its title, author, licence and source; a
 * share-alike one also says that the data was changed. Renders nothing when none requires it.
 */
export function DataCredits({ datasets }: { datasets: readonly DatasetCode[] }) {
  const credited = [...new Set(datasets)].map((code) => DATASETS[code]).filter((dataset) => dataset?.attributionRequired);
  if (credited.length === 0) return null;
  return (
    <aside className="data-credits" aria-labelledby="data-credits-title" data-testid="data-credits">
      <h2 id="data-credits-title" className="data-credits__title">
        {t("dataCredits")}
      </h2>
      <ul>
        {credited.map((dataset) => (
          <li key={dataset.code} data-dataset={dataset.code}>
            <cite>{dataset.title}</cite>, {t("creditBy")} {dataset.author}. {t("creditLicence")}:{" "}
            <a href={dataset.licenceUrl} rel="license noopener" target="_blank">
              {dataset.licence}
            </a>
            . {t("creditSource")}:{" "}
            <a href={dataset.sourceUrl} rel="noopener" target="_blank">
              {dataset.sourceUrl.replace(/^https:\/\//, "")}
            </a>
            .{dataset.shareAlike ? ` ${t("creditModified")}` : null}
          </li>
        ))}
      </ul>
    </aside>
  );
}
