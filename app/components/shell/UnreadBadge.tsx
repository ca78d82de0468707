import { useAtomValue } from "jotai";
import { totalNotiStateAtom } from "~/atoms";
import { t } from "~/services/locale/messages";

/** The bell's count of unread notifications. */
export function UnreadBadge() {
  const unread = useAtomValue(totalNotiStateAtom);
  if (unread <= 0) return null;
  return (
    <span className="unread-badge" data-testid="unread-count" aria-label={`${unread} ${t("unreadNotifications")}`}>
      {unread > 99 ? "99+" : unread}
    </span>
  );
}
