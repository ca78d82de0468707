import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { RegisterForm } from "~/components/account/RegisterForm";
import { accountPageHref } from "~/components/account/account-urls";
import { registerAction } from "~/services/account-actions.server";
import { LOGIN_PAGE, type RegisterResult } from "~/services/account-forms";
import { t } from "~/services/messages";
import { safeRedirect } from "~/services/navigation";
import { pageMeta } from "~/services/page-meta";
import { resolveViewer } from "~/services/session.server";

// /account/register: the register form as a page, and the action behind every register form
// (registering, and 'Lấy mã' without JavaScript: intent=sendSms).

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  const { viewer } = await resolveViewer(request, context);
  if (viewer.isLogin) throw redirect(redirectTo);
  return { redirectTo };
}

export function action({ request, context }: ActionFunctionArgs) {
  return registerAction(request, context);
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, t("register"));

export default function RegisterPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<RegisterResult>();
  const target = result?.values.redirectTo || redirectTo;
  return (
    <section className="account-page card">
      <h1 className="page-title">{t("register")}</h1>
      <RegisterForm redirectTo={target} pageResult={result} switchToLogin={<Link to={accountPageHref(LOGIN_PAGE, target)}>{t("login")}</Link>} />
    </section>
  );
}
