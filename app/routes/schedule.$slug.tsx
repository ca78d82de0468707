import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { ScreenPage } from "~/components/shell/ScreenPage";
import { t } from "~/services/locale/messages";
import { pageMeta } from "~/services/shell/page-meta";

export function loader(_args: LoaderFunctionArgs) {
  // Schedule items arrive with the sports API; until then no slug names one.
  throw new Response("Not Found", { status: 404 });
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, t("screenSchedule"), t("describeSchedule"));

export default function ScheduleItemPage() {
  return <ScreenPage title={t("screenSchedule")} emptyMessage={t("emptySchedule")} />;
}
