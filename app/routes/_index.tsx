import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HomeSports } from "~/components/sports/HomeSports";
import { t } from "~/services/locale/messages";
import { getSiteShell } from "~/services/shell/content-api.server";
import { menuPath } from "~/services/shell/menu";
import { pageMeta } from "~/services/shell/page-meta";
import { loadHomeSports } from "~/services/sports/home.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const [{ menu }, sports] = await Promise.all([getSiteShell(context), loadHomeSports(context)]);
  return { sports, schedulePath: menuPath(menu, "SCHEDULE"), resultsPath: menuPath(menu, "RESULTS") };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, t("home"), t("describeHome"));

export default function HomePage() {
  const { sports, schedulePath, resultsPath } = useLoaderData<typeof loader>();
  return (
    <div className="home">
      <h1 className="visually-hidden">{t("home")}</h1>
      <HomeSports data={sports} schedulePath={schedulePath} resultsPath={resultsPath} />
    </div>
  );
}
