import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { LoginForm } from "~/components/account/LoginForm";
import { accountPageHref } from "~/components/account/account-urls";
import { accountPageLoader, logInAction } from "~/services/account/actions.server";
import { REGISTER_PAGE, type LoginAnswer } from "~/services/account/forms";
import { t } from "~/services/locale/messages";
import { pageMeta } from "~/services/shell/page-meta";

// /account/login: the login form as a page (a direct visit, or the answer to a post made without
// JavaScript), and the action behind every login form of the site.

export function loader({ request, context }: LoaderFunctionArgs) {
  return accountPageLoader(request, context);
}

export function action({ request, context }: ActionFunctionArgs) {
  return logInAction(request, context);
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, t("login"), t("describeLogin"));

export default function LoginPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<LoginAnswer>();
  const echoed = result?.result.initialValue?.redirectTo;
  const target = (typeof echoed === "string" && echoed) || redirectTo;
  return (
    <section className="account-page card">
      <h1 className="page-title">{t("login")}</h1>
      <LoginForm
        redirectTo={target}
        pageResult={result}
        switchToRegister={<Link to={accountPageHref(REGISTER_PAGE, target)}>{t("register")}</Link>}
      />
    </section>
  );
}
