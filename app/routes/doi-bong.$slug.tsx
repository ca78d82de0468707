import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RESULT } from "../../contract/result-codes";
import { type TeamDetail } from "../../contract/sports/teams-api";
import { FollowTeamButton } from "~/components/sports/teams/FollowTeamButton";
import { TeamPage } from "~/components/sports/teams/TeamPage";
import { isMessageKey } from "~/services/locale/messages";
import { t } from "~/services/locale/screen-messages";
import { requireUser, resolveViewer } from "~/services/session/session.server";
import { pageMeta } from "~/services/shell/page-meta";
import { redirectWithToast } from "~/services/shell/toast.server";
import { loadSports } from "~/services/transport/read-api.server";
import { callBackend } from "~/services/transport/backend.server";

// /doi-bong/{slug}: a team's page (docs/sports-api.md, /teams/detail); an unknown slug is the shell's 404.
// Its action follows or unfollows the team (backend teamFollow): its goals become notifications.
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const [{ data }, { viewer }] = await Promise.all([
    loadSports<{ data: TeamDetail }>(context, "/teams/detail", { slug: params.slug ?? "" }),
    resolveViewer(request, context),
  ]);
  let following = false;
  if (viewer.isLogin) {
    const answer = await callBackend(context, "teamFollowList", {}, viewer.sessionId);
    following = answer.code === RESULT.ok && answer.data !== null && answer.data.items.some((item) => item.teamId === data.team.id);
  }
  return { detail: data, following };
}

export async function action({ params, context, request }: ActionFunctionArgs) {
  const viewer = await requireUser(request, context);
  const form = await request.formData();
  const { data } = await loadSports<{ data: TeamDetail }>(context, "/teams/detail", { slug: params.slug ?? "" });
  const follow = form.get("follow") === "1";
  const answer = await callBackend(context, "teamFollow", { teamId: data.team.id, follow }, viewer.viewer.sessionId);
  const ok = answer.code === RESULT.ok;
  const message = ok ? (follow ? "teamFollowed" : "teamUnfollowed") : isMessageKey(answer.message) ? answer.message : "errorOccurred";
  return redirectWithToast(context, new URL(request.url).pathname, { kind: ok ? "success" : "error", message }, { status: 303 });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return pageMeta(matches, t("pageNotFound"), t("siteTagline"));
  const name = data.detail.team.nameVi ?? data.detail.team.name;
  return pageMeta(matches, name, `${name}: ${t("describeTeam")}`);
};

export default function TeamRoute() {
  const { detail, following } = useLoaderData<typeof loader>();
  return <TeamPage detail={detail} action={<FollowTeamButton following={following} />} />;
}
