import { Link } from "@remix-run/react";
import { t } from "~/services/locale/messages";

/** The full-page error screen of spec section 2: message, 404 image, back-home button; the page's main landmark. */
export function ErrorScreen({ status, message }: { status: number; message: string }) {
  return (
    <main className="error-screen" data-testid="error-screen" data-status={status}>
      <img src="/images/404.svg" alt="" width={320} height={200} />
      <h1>{message}</h1>
      <Link to="/" reloadDocument className="button" data-testid="back-home">
        {t("backToHome")}
      </Link>
    </main>
  );
}
