import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { ScreenPage } from "~/components/shell/ScreenPage";
import { getSiteShell } from "~/services/shell/content-api.server";
import { findMenuEntry } from "~/services/shell/menu";
import { t } from "~/services/locale/messages";
import { pageMeta } from "~/services/shell/page-meta";

// /{highlights code}/{slug}: highlight detail, only under a HIGHLIGHTS menu entry.
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { menu } = await getSiteShell(context);
  const entry = findMenuEntry(menu, params.slug ?? "");
  if (entry?.description !== "HIGHLIGHTS") throw new Response("Not Found", { status: 404 });
  // No highlight exists until the highlights feature lands, so every detail slug is unknown for now.
  throw new Response("Not Found", { status: 404 });
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, t("screenHighlightDetail"), t("describeHighlightDetail"));

export default function HighlightDetail() {
  return <ScreenPage title={t("screenHighlightDetail")} emptyMessage={t("emptyHighlights")} />;
}
