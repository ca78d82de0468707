import { type LoaderFunctionArgs } from "@remix-run/node";
import { liveDataCsv, liveDataCsvName } from "~/services/commentator/data-csv";
import { loadLiveData } from "~/services/commentator/data.server";
import { t } from "~/services/locale/commentator-messages";

// /commentator/du-lieu.csv: the data page's numbers as a spreadsheet (docs/commentator-centre.md,
// "Data"), for the same query and behind the same guard.

const TEXT = { "Content-Type": "text/plain; charset=utf-8" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const loaded = await loadLiveData(request, context);
  // An admin names the room; without one there is nothing to export.
  if (!loaded) throw new Response("Not Found", { status: 404, headers: TEXT });
  if (loaded.periodRefused) return new Response(t("dataPeriodInvalid"), { status: 400, headers: TEXT });
  return new Response(liveDataCsv(loaded.data), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${liveDataCsvName(loaded.data, loaded.room)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
