import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { FEEDBACK_STATUSES, type FeedbackStatus } from "../../contract/backend-calls/profile";
import { adminListHref, ADMIN_PATH } from "~/components/admin/admin-sections";
import { InboxItem } from "~/components/admin/FeedbackInbox";
import { EmptyState } from "~/components/ui/EmptyState";
import { Pager } from "~/components/ui/Pager";
import { intentForm, runIntentAction } from "~/services/forms/intent-action.server";
import { feedbackProcessFormSchema } from "~/services/admin/forms";
import { pageData } from "~/services/transport/page-data.server";
import { t, type MessageKey } from "~/services/locale/admin-messages";
import { adminGuard } from "~/services/admin/guard.server";
import { pageOf } from "~/services/sports/paging";

// /quan-tri/phan-hoi, the feedback inbox (issue 10): every user's feedback by status; an admin marks
// one Processed with an optional reply, which the user then reads in their user centre.

const PATH = `${ADMIN_PATH}/phan-hoi`;
const STATUS_LABELS: Record<FeedbackStatus, MessageKey> = {
  Unprocessed: "feedbackStatusUnprocessed",
  Processed: "feedbackStatusProcessed",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { viewer } = await adminGuard(request, context);
  const url = new URL(request.url);
  const status = FEEDBACK_STATUSES.find((candidate) => candidate === url.searchParams.get("status")) ?? null;
  const list = await pageData(context, viewer.sessionId, "adminFeedbackList", { status: status ?? undefined, page: pageOf(url) });
  return { ...list, status, renderedAt: Date.now() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { viewer } = await adminGuard(request, context);
  const back = new URL(request.url);
  const forms = {
    process: intentForm({
      schema: feedbackProcessFormSchema,
      call: "adminFeedbackProcess",
      param: (fields) => fields,
      done: () => ({ to: `${back.pathname}${back.search}`, message: "feedbackProcessed" }),
    }),
  };
  return runIntentAction(request, context, viewer.sessionId, forms);
}

export default function AdminFeedbackInbox() {
  const { items, page, size, total, status, renderedAt } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="admin-inbox">
      <h2 id="admin-inbox" className="section-title">
        {t("adminFeedback")}
      </h2>
      <nav className="admin-filters" aria-label={t("columnStatus")}>
        <Link to={PATH} aria-current={status === null ? "page" : undefined}>
          {t("allStatuses")}
        </Link>
        {FEEDBACK_STATUSES.map((value) => (
          <Link key={value} to={adminListHref(PATH, { status: value })} aria-current={status === value ? "page" : undefined}>
            {t(STATUS_LABELS[value])}
          </Link>
        ))}
      </nav>
      {items.length === 0 ? (
        <EmptyState message={t("noInboxFeedback")} />
      ) : (
        <ul className="feedback-list" data-testid="inbox">
          {items.map((item) => (
            <InboxItem key={`${item.id}-${item.status}-${item.reply ?? ""}`} item={item} renderedAt={renderedAt} />
          ))}
        </ul>
      )}
      <Pager page={page} pages={Math.ceil(total / size)} hrefOf={(target) => adminListHref(PATH, { status, trang: target })} />
    </section>
  );
}
