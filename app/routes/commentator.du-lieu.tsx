import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import uplotStylesheet from "uplot/dist/uPlot.min.css";
import { BroadcastsTable } from "~/components/commentator/data/BroadcastsTable";
import { DataSummary } from "~/components/commentator/data/DataSummary";
import { DaysSection } from "~/components/commentator/data/DaysSection";
import { PeriodForm } from "~/components/commentator/data/PeriodForm";
import { SupportersTable } from "~/components/commentator/data/SupportersTable";
import { ViewersSection } from "~/components/commentator/data/ViewersSection";
import { loadLiveData } from "~/services/commentator/data.server";
import { t } from "~/services/locale/commentator-messages";
import { pageMeta } from "~/services/shell/page-meta";
import dataStylesheet from "~/styles/commentator-data.css";

// /commentator/du-lieu, the commentator centre's numbers (issue 12, docs/commentator-centre.md
// "Data"): a period's broadcasts, viewers, followers, chat and gifts, as charts (uPlot, fetched by
// this page only, in the browser) and the same numbers in tables; a CSV of them. Admins read the
// room they chose in the centre, the same way.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const loaded = await loadLiveData(request, context);
  // An admin who has not chosen a room: the centre's layout shows the rooms to choose from.
  return loaded ? { ...loaded, renderedAt: Date.now() } : null;
}

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: uplotStylesheet },
  { rel: "stylesheet", href: dataStylesheet },
];

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, t("dataTitle"), t("describeCommentatorCenter")),
  { name: "robots", content: "noindex, nofollow" },
];

export default function CommentatorData() {
  const loaded = useLoaderData<typeof loader>();
  if (!loaded) return null;
  const { data, room, periodRefused, renderedAt } = loaded;
  return (
    <section aria-labelledby="data-title" className="data-page" data-testid="commentator-data">
      <h2 id="data-title" className="section-title">
        {t("dataTitle")}
      </h2>
      {periodRefused ? (
        <p className="form-error" role="alert" data-testid="data-period-refused">
          {t("dataPeriodReset")}
        </p>
      ) : null}
      <PeriodForm from={data.from} to={data.to} room={room} broadcastId={data.broadcastId} />
      <DataSummary summary={data.summary} />
      <ViewersSection data={data} renderedAt={renderedAt} />
      <BroadcastsTable data={data} room={room} renderedAt={renderedAt} />
      <DaysSection days={data.days} />
      <SupportersTable supporters={data.topSupporters} />
    </section>
  );
}
