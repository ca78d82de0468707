import { Link } from "@remix-run/react";
import { type LiveData } from "../../../../contract/backend-calls/commentator";
import { DATA_SECTION, dataHref } from "~/services/commentator/data-query";
import { t } from "~/services/locale/commentator-messages";
import { formatMatchTime } from "~/services/locale/time";
import { broadcastMinutes, formatCount } from "./format";

interface Props {
  data: LiveData;
  room: string | null;
  renderedAt: number;
}

/** The period's broadcasts, newest first; choosing one shows its viewers. */
export function BroadcastsTable({ data, room, renderedAt }: Props) {
  const href = (broadcastId: number | null) => `${dataHref(DATA_SECTION, { from: data.from, to: data.to, room, broadcastId })}#data-viewers`;
  return (
    <section aria-labelledby="data-broadcasts">
      <h3 id="data-broadcasts" className="section-title">
        {t("dataBroadcastsTitle")}
      </h3>
      {data.broadcasts.length === 0 ? (
        <p className="data-empty" data-testid="data-no-broadcasts">
          {t("dataNoBroadcasts")}
        </p>
      ) : (
        <div className="table-scroll">
          <table className="data-table" data-testid="data-broadcast-table">
            <thead>
              <tr>
                <th scope="col">{t("dataStartedAt")}</th>
                <th scope="col">{t("dataDuration")}</th>
                <th scope="col">{t("dataMatch")}</th>
                <th scope="col">{t("dataPeakViewers")}</th>
                <th scope="col">{t("dataAverageViewers")}</th>
                <th scope="col">{t("dataWatchMinutes")}</th>
                <th scope="col">{t("dataChatMessages")}</th>
                <th scope="col">{t("dataGiftPoints")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("dataShowViewers")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.broadcasts.map((each) => {
                const chosen = each.id === data.broadcastId;
                return (
                  <tr key={each.id} aria-current={chosen ? "true" : undefined} data-testid={`broadcast-${each.id}`}>
                    <td>
                      {formatMatchTime(Date.parse(each.startedAt), renderedAt)}
                      {each.endedAt === null ? <span className="status-badge data-on-air">{t("dataOnAir")}</span> : null}
                    </td>
                    <td className="data-number">{formatCount(broadcastMinutes(each.startedAt, each.endedAt, renderedAt))}</td>
                    <td>{each.matchTitle ?? "–"}</td>
                    <td className="data-number">{formatCount(each.peakViewers)}</td>
                    <td className="data-number">{formatCount(each.averageViewers)}</td>
                    <td className="data-number">{formatCount(each.watchMinutes)}</td>
                    <td className="data-number">{formatCount(each.chatMessages)}</td>
                    <td className="data-number">{formatCount(each.giftPoints)}</td>
                    <td>
                      {chosen ? (
                        <Link to={href(null)} preventScrollReset>
                          {t("dataShowAllViewers")}
                        </Link>
                      ) : (
                        <Link to={href(each.id)} preventScrollReset>
                          {t("dataShowViewers")}
                        </Link>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
