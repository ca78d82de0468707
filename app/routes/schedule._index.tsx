import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ScheduleScreen } from "~/components/sports/schedule/ScheduleScreen";
import { t } from "~/services/locale/messages";
import { pageMeta } from "~/services/shell/page-meta";
import { loadSchedule } from "~/services/sports/schedule.server";

// /schedule (spec section 2): the same live schedule as the SCHEDULE menu entry's /{code}.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const schedule = await loadSchedule(context, request);
  return data(schedule.data, { headers: schedule.headers });
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, t("screenSchedule"), t("describeSchedule"));

export default function SchedulePage() {
  const schedule = useLoaderData<typeof loader>();
  return <ScheduleScreen title={t("screenSchedule")} path="/schedule" data={schedule} />;
}
