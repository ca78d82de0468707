import { Form, useLocation } from "@remix-run/react";
import { t } from "~/services/locale/messages";

export function LogoutForm({ className = "button button--ghost" }: { className?: string }) {
  const location = useLocation();
  return (
    <Form method="post" action="/account/logout">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" className={className} data-testid="logout">
        {t("logout")}
      </button>
    </Form>
  );
}
