import { type MetaFunction } from "@remix-run/node";
import { ScreenPage } from "~/components/screens/ScreenPage";
import { t } from "~/services/messages";
import { pageMeta } from "~/services/page-meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, t("home"));

export default function HomePage() {
  return <ScreenPage title={t("homeLiveNow")} emptyMessage={t("emptyHome")} />;
}
