import { type MetaFunction } from "@remix-run/node";
import { ScreenPage } from "~/components/shell/ScreenPage";
import { t } from "~/services/locale/messages";
import { pageMeta } from "~/services/shell/page-meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, t("home"), t("describeHome"));

export default function HomePage() {
  return <ScreenPage title={t("homeLiveNow")} emptyMessage={t("emptyHome")} />;
}
