import { Form, Link } from "@remix-run/react";
import { centreHref } from "~/components/commentator/centre-sections";
import { DATA_CSV_SECTION, DATA_QUERY, DATA_SECTION, dataHref } from "~/services/commentator/data-query";
import { t } from "~/services/locale/commentator-messages";

/** The period picker: a GET form (works without JavaScript), and the CSV of what is shown. */
export function PeriodForm({ from, to, room, broadcastId }: { from: string; to: string; room: string | null; broadcastId: number | null }) {
  const [path] = dataHref(DATA_SECTION, { from, to, room }).split("?");
  // An admin's form keeps naming the room read.
  const roomFields = [...new URLSearchParams(centreHref("", room).split("?")[1] ?? "")];
  return (
    <div className="data-period">
      <Form method="get" action={path} className="data-period__form" key={`${from}:${to}`}>
        <fieldset>
          <legend>{t("dataPeriodLegend")}</legend>
          {roomFields.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div className="field">
            <label htmlFor="data-from">{t("dataFrom")}</label>
            <input id="data-from" type="date" name={DATA_QUERY.from} defaultValue={from} required />
          </div>
          <div className="field">
            <label htmlFor="data-to">{t("dataTo")}</label>
            <input id="data-to" type="date" name={DATA_QUERY.to} defaultValue={to} required />
          </div>
          <button type="submit" className="button">
            {t("dataShow")}
          </button>
        </fieldset>
        <p className="field-hint">{t("dataPeriodHint")}</p>
      </Form>
      <Link className="button button--ghost" to={dataHref(DATA_CSV_SECTION, { from, to, room, broadcastId })} reloadDocument download data-testid="data-csv">
        {t("dataExportCsv")}
      </Link>
    </div>
  );
}
