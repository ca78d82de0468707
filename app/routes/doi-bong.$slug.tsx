import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { type TeamDetail } from "../../contract/sports/teams-api";
import { TeamPage } from "~/components/sports/teams/TeamPage";
import { t } from "~/services/locale/messages";
import { pageMeta } from "~/services/shell/page-meta";
import { loadSports } from "~/services/sports/sports-api.server";

// /doi-bong/{slug}: a team's page (docs/sports-api.md, /teams/detail); an unknown slug is the shell's 404.
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { data } = await loadSports<{ data: TeamDetail }>(context, "/teams/detail", { slug: params.slug ?? "" });
  return { detail: data };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return pageMeta(matches, t("pageNotFound"), t("siteTagline"));
  const name = data.detail.team.nameVi ?? data.detail.team.name;
  return pageMeta(matches, name, `${name}: ${t("describeTeam")}`);
};

export default function TeamRoute() {
  const { detail } = useLoaderData<typeof loader>();
  return <TeamPage detail={detail} />;
}
