import { type MetaFunction } from "@remix-run/node";
import { ScreenPage } from "~/components/screens/ScreenPage";
import { t } from "~/services/messages";
import { pageMeta } from "~/services/page-meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, t("screenSchedule"));

export default function SchedulePage() {
  return <ScreenPage title={t("screenSchedule")} emptyMessage={t("emptySchedule")} />;
}
