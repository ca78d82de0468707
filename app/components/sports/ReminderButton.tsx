import { useFetcher, useLocation } from "@remix-run/react";
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { isLoginAtom } from "~/atoms/session";
import { toast } from "~/components/shell/toast";
import { hrefWithModal } from "~/services/shell/modal-url";
import { type MessageKey, t } from "~/services/locale/messages";

interface ReminderAnswer {
  ok: boolean;
  reserved: boolean;
  message: MessageKey;
}

/**
 * Set Schedule ↔ Cancel Schedule for an upcoming match (spec section 4). A form to /reminder that
 * works without JavaScript; with it, the button changes in place with a toast. A guest is offered
 * the login.
 */
export function ReminderButton({
  matchId,
  status,
  reserved,
  guestPrompt = true,
}: {
  matchId: number;
  status: string;
  reserved: boolean;
  /** Whether a guest sees the invitation to log in (a match page) or nothing (a list). */
  guestPrompt?: boolean;
}) {
  const isLogin = useAtomValue(isLoginAtom);
  const location = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<ReminderAnswer>();
  const answer = fetcher.data;
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) toast.success(t(answer.message));
    else toast.error(t(answer.message));
  }, [answer]);
  if (status !== "Upcoming") return null;
  const redirectTo = `${location.pathname}${location.search}`;
  if (!isLogin)
    return !guestPrompt ? null : (
      <a
        className="button button--ghost reminder-button"
        href={hrefWithModal({ pathname: location.pathname, search: `?redirectTo=${encodeURIComponent(redirectTo)}` }, "login")}
      >
        {t("loginToSetReminder")}
      </a>
    );
  const pending = fetcher.state !== "idle";
  const isSet = pending ? fetcher.formData?.get("reserve") === "1" : (answer?.reserved ?? reserved);
  return (
    <fetcher.Form method="post" action="/reminder" className="reminder-form" data-testid="reminder-form">
      <input type="hidden" name="matchId" value={matchId} />
      <input type="hidden" name="reserve" value={isSet ? "0" : "1"} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button
        type="submit"
        className={isSet ? "button button--ghost reminder-button" : "button reminder-button"}
        aria-pressed={isSet}
        disabled={pending}
        data-testid="reminder-button"
      >
        {isSet ? `${t("scheduled")} · ${t("cancelSchedule")}` : t("setSchedule")}
      </button>
    </fetcher.Form>
  );
}
