import { type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ADMIN_PATH } from "~/components/admin/admin-sections";
import { pageData } from "~/services/transport/page-data.server";
import { t, type MessageKey } from "~/services/locale/admin-messages";
import { adminGuard } from "~/services/admin/guard.server";

// /quan-tri: what waits for an admin (drafts, scheduled posts, unprocessed feedback), with links.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { viewer } = await adminGuard(request, context);
  const posts = (status: "draft" | "scheduled" | "published") => pageData(context, viewer.sessionId, "adminPostList", { status });
  const [drafts, scheduled, published, feedback] = await Promise.all([
    posts("draft"),
    posts("scheduled"),
    posts("published"),
    pageData(context, viewer.sessionId, "adminFeedbackList", { status: "Unprocessed" }),
  ]);
  const counts: { label: MessageKey; count: number; href: string }[] = [
    { label: "draftsCount", count: drafts.total, href: `${ADMIN_PATH}/bai-viet?status=draft` },
    { label: "scheduledCount", count: scheduled.total, href: `${ADMIN_PATH}/bai-viet?status=scheduled` },
    { label: "publishedCount", count: published.total, href: `${ADMIN_PATH}/bai-viet?status=published` },
    { label: "unprocessedFeedbackCount", count: feedback.total, href: `${ADMIN_PATH}/phan-hoi?status=Unprocessed` },
  ];
  return { counts };
}

export default function AdminOverview() {
  const { counts } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="admin-overview">
      <h2 id="admin-overview" className="section-title">
        {t("adminOverview")}
      </h2>
      <ul className="admin-counts">
        {counts.map((item) => (
          <li key={item.label} className="card admin-counts__item">
            <Link to={item.href}>
              <strong data-testid={`count-${item.label}`}>{item.count}</strong>
              <span>{t(item.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link className="button" to={`${ADMIN_PATH}/bai-viet/moi`}>
          {t("newPost")}
        </Link>
      </p>
    </section>
  );
}
