import { type MetaFunction } from "@remix-run/node";
import { ScreenPage } from "~/components/shell/ScreenPage";
import { t } from "~/services/locale/messages";
import { pageMeta } from "~/services/shell/page-meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, t("screenSchedule"), t("describeSchedule"));

export default function SchedulePage() {
  return <ScreenPage title={t("screenSchedule")} emptyMessage={t("emptySchedule")} />;
}
