import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { RegisterForm } from "~/components/account/RegisterForm";
import { accountPageHref } from "~/components/account/account-urls";
import { accountPageLoader, registerAction } from "~/services/account/actions.server";
import { LOGIN_PAGE, type RegisterAnswer } from "~/services/account/forms";
import { t } from "~/services/locale/messages";
import { pageMeta } from "~/services/shell/page-meta";

// /account/register: the register form as a page, and the action behind every register form
// (registering, and 'Lấy mã' without JavaScript: intent=sendSms).

export function loader({ request, context }: LoaderFunctionArgs) {
  return accountPageLoader(request, context);
}

export function action({ request, context }: ActionFunctionArgs) {
  return registerAction(request, context);
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, t("register"), t("describeRegister"));

export default function RegisterPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<RegisterAnswer>();
  const echoed = result?.result.initialValue?.redirectTo;
  const target = (typeof echoed === "string" && echoed) || redirectTo;
  return (
    <section className="account-page card">
      <h1 className="page-title">{t("register")}</h1>
      <RegisterForm
        redirectTo={target}
        pageResult={result}
        switchToLogin={<Link to={accountPageHref(LOGIN_PAGE, target)}>{t("login")}</Link>}
      />
    </section>
  );
}
