import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { ADMIN_SECTIONS } from "~/components/admin/admin-sections";
import { AreaLayout } from "~/components/shell/AreaLayout";
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
    <AreaLayout
      title={t("adminArea")}
      greeting={`${t("adminGreeting")}, ${nickName}`}
      navLabel={t("adminNav")}
      sections={ADMIN_SECTIONS.map((section) => ({ to: section.path, label: t(section.label), end: section.end }))}
      testId="admin-area"
    >
      <Outlet />
    </AreaLayout>
  );
}
