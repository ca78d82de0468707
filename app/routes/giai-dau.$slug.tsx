import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { type CompetitionDetail } from "../../contract/sports/teams-api";
import { CompetitionPage } from "~/components/sports/competitions/CompetitionPage";
import { t } from "~/services/locale/screen-messages";
import { pageMeta } from "~/services/shell/page-meta";
import { loadSports } from "~/services/transport/read-api.server";

// /giai-dau/{slug}: a competition's page (docs/sports-api.md, /competitions/detail); an unknown slug is the shell's 404.
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { data } = await loadSports<{ data: CompetitionDetail }>(context, "/competitions/detail", { slug: params.slug ?? "" });
  return { detail: data };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return pageMeta(matches, t("pageNotFound"), t("siteTagline"));
  const name = data.detail.competition.nameVi ?? data.detail.competition.name;
  return pageMeta(matches, name, `${name}: ${t("describeCompetition")}`);
};

export default function CompetitionRoute() {
  const { detail } = useLoaderData<typeof loader>();
  return <CompetitionPage detail={detail} />;
}
