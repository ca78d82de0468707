import { type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { adminPagePath } from "~/components/admin/admin-sections";
import { EmptyState } from "~/components/ui/EmptyState";
import { pageData } from "~/services/transport/page-data.server";
import { t } from "~/services/locale/admin-messages";
import { formatMatchTime } from "~/services/locale/time";
import { adminGuard } from "~/services/admin/guard.server";

// /quan-tri/trang: the pages at /{slug} (Giới thiệu, Điều khoản sử dụng …).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { viewer } = await adminGuard(request, context);
  const { items } = await pageData(context, viewer.sessionId, "adminPageList", {});
  return { items, renderedAt: Date.now() };
}

export default function AdminPages() {
  const { items, renderedAt } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="admin-pages">
      <div className="admin__toolbar">
        <h2 id="admin-pages" className="section-title">
          {t("adminPages")}
        </h2>
        <Link className="button" to={adminPagePath("moi")}>
          {t("newPage")}
        </Link>
      </div>
      {items.length === 0 ? (
        <EmptyState message={t("noAdminPages")} />
      ) : (
        <div className="table-scroll">
          <table className="admin-table" data-testid="admin-pages">
            <thead>
              <tr>
                <th scope="col">{t("columnTitle")}</th>
                <th scope="col">{t("fieldSlug")}</th>
                <th scope="col">{t("columnStatus")}</th>
                <th scope="col">{t("columnUpdatedAt")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((page) => (
                <tr key={page.id}>
                  <td>
                    <Link to={adminPagePath(page.id)}>{page.title}</Link>
                  </td>
                  <td>
                    <a href={`/${page.slug}`}>/{page.slug}</a>
                  </td>
                  <td>{t(page.published ? "pageVisible" : "pageHidden")}</td>
                  <td>{formatMatchTime(Date.parse(page.updatedAt), renderedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
