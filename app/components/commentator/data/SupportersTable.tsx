import { type LiveData } from "../../../../contract/backend-calls/commentator";
import { t } from "~/services/locale/commentator-messages";
import { formatCount } from "./format";

/** Who gave the most gift points in the period. */
export function SupportersTable({ supporters }: { supporters: LiveData["topSupporters"] }) {
  return (
    <section aria-labelledby="data-supporters" className="data-section">
      <h3 id="data-supporters" className="section-title">
        {t("dataTopSupporters")}
      </h3>
      {supporters.length === 0 ? (
        <p className="data-empty">{t("dataNoSupporters")}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table" data-testid="data-supporters">
            <thead>
              <tr>
                <th scope="col">{t("dataRank")}</th>
                <th scope="col">{t("dataSupporter")}</th>
                <th scope="col">{t("dataPoints")}</th>
                <th scope="col">{t("dataGiftCount")}</th>
              </tr>
            </thead>
            <tbody>
              {supporters.map((supporter, index) => (
                <tr key={supporter.user.id}>
                  <td className="data-number">{index + 1}</td>
                  <td>{supporter.user.nickName}</td>
                  <td className="data-number">{formatCount(supporter.points)}</td>
                  <td className="data-number">{formatCount(supporter.gifts)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
