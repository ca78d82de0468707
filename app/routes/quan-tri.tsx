import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { ADMIN_SECTIONS } from "~/components/admin/admin-sections";
import { t } from "~/services/locale/admin-messages";
import { pageMeta } from "~/services/shell/page-meta";
import { adminGuard } from "~/services/admin/guard.server";
import adminStylesheet from "~/styles/admin.css";

// /quan-tri, the admin area (issue 10, docs/admin.md): admins only, by the server's session (a guest
// is sent to log in, anyone else gets 403). Each screen below checks again in its own loader and
// action, and the backend checks the role of every call a third time.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { detail } = await adminGuard(request, context);
  return { nickName: detail.user.nickName };
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStylesheet }];

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, t("adminArea"), t("describeAdminArea")),
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminArea() {
  const { nickName } = useLoaderData<typeof loader>();
  return (
    <div className="admin" data-testid="admin-area">
      <header className="admin__header">
        <h1 className="page-title">{t("adminArea")}</h1>
        <p className="admin__greeting">
          {t("adminGreeting")}, {nickName}
        </p>
      </header>
      <nav className="admin__nav" aria-label={t("adminNav")}>
        {ADMIN_SECTIONS.map((section) => (
          <NavLink key={section.path} to={section.path} end={section.end} prefetch="intent">
            {t(section.label)}
          </NavLink>
        ))}
      </nav>
      <div className="admin__body">
        <Outlet />
      </div>
    </div>
  );
}
