import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { ScreenPage } from "~/components/shell/ScreenPage";
import { t } from "~/services/locale/messages";
import { pageMeta } from "~/services/shell/page-meta";
import { requireCommentator } from "~/services/session/session.server";

// /commentator (spec sections 2 and 6): the auth check, then the commentator check. A guest goes
// to the login modal; a logged-in user who is no commentator gets 403 from the root boundary.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCommentator(request, context);
  return null;
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, t("commentatorCenter"), t("describeCommentatorCenter"));

/** The live-room tools arrive with the live-room work: until then a clear empty state, no fake data. */
export default function CommentatorCentre() {
  return <ScreenPage title={t("commentatorCenter")} emptyMessage={t("commentatorToolsSoon")} />;
}
