import { type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ADMIN_PATH } from "~/components/admin/admin-sections";
import { LogScreen } from "~/components/admin/LogScreen";
import { pageData } from "~/services/transport/page-data.server";
import { t } from "~/services/locale/admin-messages";
import { formatMatchTime } from "~/services/locale/time";
import { adminGuard } from "~/services/admin/guard.server";
import { pageOf } from "~/services/sports/paging";

// /quan-tri/nhat-ky, the audit log: every admin write (who, what, on what, when, what changed), newest first.

const PATH = `${ADMIN_PATH}/nhat-ky`;
const ACTION_FILTER = /^[a-z.]{1,40}$/;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { viewer } = await adminGuard(request, context);
  const url = new URL(request.url);
  const requested = (url.searchParams.get("action") ?? "").trim();
  const action = ACTION_FILTER.test(requested) ? requested : undefined;
  const list = await pageData(context, viewer.sessionId, "adminAuditList", { page: pageOf(url), action });
  return { ...list, action: action ?? "", renderedAt: Date.now() };
}

export default function AdminAudit() {
  const { items, page, size, total, action, renderedAt } = useLoaderData<typeof loader>();
  return (
    <LogScreen
      id="admin-audit"
      title={t("adminAudit")}
      path={PATH}
      filter={{ name: "action", label: t("auditAction"), value: action, maxLength: 40, pattern: "[a-z.]*", placeholder: "post." }}
      empty={items.length === 0 ? t("noAuditEntries") : null}
      pagination={{ page, size, total }}
    >
      <div className="table-scroll">
        <table className="admin-table" data-testid="audit-log">
          <thead>
            <tr>
              <th scope="col">{t("auditTime")}</th>
              <th scope="col">{t("auditActor")}</th>
              <th scope="col">{t("auditAction")}</th>
              <th scope="col">{t("auditSubject")}</th>
              <th scope="col">{t("auditDetail")}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((entry) => (
              <tr key={entry.id}>
                <td>{formatMatchTime(Date.parse(entry.at), renderedAt)}</td>
                <td>{entry.actor ? entry.actor.nickName : t("actorGone")}</td>
                <td>
                  <code>{entry.action}</code>
                </td>
                <td>{entry.subject}</td>
                <td>
                  <code className="admin-table__detail">{JSON.stringify(entry.detail)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </LogScreen>
  );
}
