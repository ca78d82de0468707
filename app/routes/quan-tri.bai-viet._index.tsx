import { type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { POST_STATUSES } from "../../contract/backend-calls/admin-content";
import { adminListHref, adminPostPath, ADMIN_PATH } from "~/components/admin/admin-sections";
import { POST_STATUS_LABELS, StatusBadge } from "~/components/admin/StatusBadge";
import { EmptyState } from "~/components/ui/EmptyState";
import { Pager } from "~/components/ui/Pager";
import { pageData } from "~/services/transport/page-data.server";
import { t } from "~/services/locale/admin-messages";
import { formatMatchTime } from "~/services/locale/time";
import { adminGuard } from "~/services/admin/guard.server";
import { pageOf } from "~/services/sports/paging";

// /quan-tri/bai-viet: every post (drafts and scheduled ones too), by status and title, 20 a page.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { viewer } = await adminGuard(request, context);
  const url = new URL(request.url);
  const statusParam = url.searchParams.get("status");
  const status = POST_STATUSES.find((candidate) => candidate === statusParam);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = pageOf(url);
  const list = await pageData(context, viewer.sessionId, "adminPostList", { status, q: q || undefined, page });
  return { ...list, status: status ?? null, q, renderedAt: Date.now() };
}

export default function AdminPosts() {
  const { items, page, size, total, status, q, renderedAt } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="admin-posts">
      <div className="admin__toolbar">
        <h2 id="admin-posts" className="section-title">
          {t("adminPosts")}
        </h2>
        <Link className="button" to={adminPostPath("moi")} data-testid="new-post">
          {t("newPost")}
        </Link>
      </div>
      <Form method="get" className="admin-filters">
        <label>
          {t("columnStatus")}
          <select name="status" defaultValue={status ?? ""}>
            <option value="">{t("allStatuses")}</option>
            {POST_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(POST_STATUS_LABELS[value])}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("searchPostsLabel")}
          <input type="search" name="q" defaultValue={q} maxLength={100} />
        </label>
        <button type="submit" className="button button--ghost">
          {t("filterButton")}
        </button>
      </Form>
      {items.length === 0 ? (
        <EmptyState message={t("noAdminPosts")} />
      ) : (
        <div className="table-scroll">
          <table className="admin-table" data-testid="admin-posts">
            <thead>
              <tr>
                <th scope="col">{t("columnTitle")}</th>
                <th scope="col">{t("columnStatus")}</th>
                <th scope="col">{t("columnCategory")}</th>
                <th scope="col">{t("columnPublishedAt")}</th>
                <th scope="col">{t("columnUpdatedAt")}</th>
                <th scope="col">{t("columnViews")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((post) => (
                <tr key={post.id}>
                  <td>
                    <Link to={adminPostPath(post.id)}>{post.title}</Link>
                  </td>
                  <td>
                    <StatusBadge status={post.status} />
                  </td>
                  <td>{post.category.name}</td>
                  <td>{post.publishedAt ? formatMatchTime(Date.parse(post.publishedAt), renderedAt) : "–"}</td>
                  <td>{formatMatchTime(Date.parse(post.updatedAt), renderedAt)}</td>
                  <td>{post.viewCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={page}
        pages={Math.ceil(total / size)}
        hrefOf={(target) => adminListHref(`${ADMIN_PATH}/bai-viet`, { status, q, trang: target })}
      />
    </section>
  );
}
