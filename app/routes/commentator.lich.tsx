import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useIntentPending } from "~/components/forms/intent-forms";
import { centrePage, ownerGuard } from "~/services/commentator/centre.server";
import { SCHEDULE_INTENT, scheduleFormSchema } from "~/services/commentator/forms";
import { loadCentreSchedule, type ScheduleRow } from "~/services/commentator/schedule.server";
import { intentForm, runIntentAction } from "~/services/forms/intent-action.server";
import { t } from "~/services/locale/commentator-messages";
import { pageData } from "~/services/transport/page-data.server";

// /commentator/lich: the matches the commentator will commentate (spec: Set Schedule / Cancel
// Schedule). A set match lists the room on its page and on the schedule; followers are told.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { guarded, roomParam } = await centrePage(request, context);
  if (!roomParam) return null;
  const { room, schedule, readOnly } = await pageData(context, guarded.viewer.sessionId, "liveRoom", roomParam);
  return { readOnly, ...(await loadCentreSchedule(context, new URL(request.url), room, schedule)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { viewer } = await ownerGuard(request, context);
  const url = new URL(request.url);
  return runIntentAction(request, context, viewer.sessionId, {
    [SCHEDULE_INTENT]: intentForm<typeof scheduleFormSchema, "liveSchedule">({
      schema: scheduleFormSchema,
      call: "liveSchedule",
      param: (value) => value,
      done: ({ scheduled }) => ({ to: `${url.pathname}${url.search}`, message: scheduled ? "scheduleSetDone" : "scheduleCancelled" }),
    }),
  });
}

function ScheduleButton({ row, pending }: { row: ScheduleRow; pending: boolean }) {
  return (
    <Form method="post" className="centre-schedule__form">
      <input type="hidden" name="matchId" value={row.matchId} />
      <input type="hidden" name="scheduled" value={String(!row.scheduled)} />
      <button
        type="submit"
        name="intent"
        value={SCHEDULE_INTENT}
        className={row.scheduled ? "button button--ghost" : "button"}
        disabled={pending}
        data-testid={`schedule-${row.matchId}`}
      >
        {t(row.scheduled ? "cancelSchedule" : "setSchedule")}
      </button>
    </Form>
  );
}

function MatchRows({ rows, readOnly, pending }: { rows: readonly ScheduleRow[]; readOnly: boolean; pending: boolean }) {
  return (
    <ul className="centre-schedule__list">
      {rows.map((row) => (
        <li key={row.matchId} className="centre-schedule__match">
          <span className="centre-schedule__when">{row.live ? <span className="live-badge">{t("matchLive")}</span> : row.when}</span>
          <a href={row.href} className="centre-schedule__title">
            <strong>{row.title}</strong>
            <span className="muted">{row.competition}</span>
          </a>
          {row.scheduled ? <span className="centre-schedule__set">{t("scheduled")}</span> : null}
          {readOnly ? null : <ScheduleButton row={row} pending={pending} />}
        </li>
      ))}
    </ul>
  );
}

export default function CommentatorSchedule() {
  const data = useLoaderData<typeof loader>();
  const pending = useIntentPending([SCHEDULE_INTENT]);
  const { search } = useLocation();
  if (!data) return null;
  const room = new URLSearchParams(search).get("phong");
  const dayHref = (query: Record<string, string>) => `?${new URLSearchParams({ ...(room ? { phong: room } : {}), ...query }).toString()}`;
  return (
    <div className="centre-schedule">
      <section aria-labelledby="my-schedule" className="card">
        <h2 id="my-schedule" className="section-title">
          {t("mySchedule")}
        </h2>
        {data.mine.length === 0 ? <p className="muted">{t("myScheduleEmpty")}</p> : null}
        <MatchRows rows={data.mine} readOnly={data.readOnly} pending={pending} />
      </section>
      <section aria-labelledby="pick-matches" className="card">
        <h2 id="pick-matches" className="section-title">
          {t("pickMatches")}
        </h2>
        <p className="field-hint">{t("pickMatchesHint")}</p>
        <nav className="centre-schedule__days" aria-label={t("scheduleDays")}>
          {data.days.map((day) => (
            <Link
              key={day.date}
              to={dayHref({ ngay: day.date, mon: data.sport })}
              aria-current={day.date === data.date ? "page" : undefined}
            >
              {day.label}
            </Link>
          ))}
        </nav>
        <nav className="centre-schedule__sports" aria-label={t("chooseSport")}>
          {(["football", "basketball"] as const).map((sport) => (
            <Link key={sport} to={dayHref({ ngay: data.date, mon: sport })} aria-current={sport === data.sport ? "page" : undefined}>
              {t(sport === "football" ? "sportFootball" : "sportBasketball")}
            </Link>
          ))}
        </nav>
        {data.day.length === 0 ? <p className="muted">{t("noOpenMatchesThisDay")}</p> : null}
        <MatchRows rows={data.day} readOnly={data.readOnly} pending={pending} />
      </section>
    </div>
  );
}
