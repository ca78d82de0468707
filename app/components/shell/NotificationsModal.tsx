import { useAtom, useAtomValue } from "jotai";
import { useCallback, useEffect, useState } from "react";
import { isLoginAtom, notiListAtom, totalNotiStateAtom } from "~/atoms";
import { type NotificationItem } from "~/atoms/notifications";
import { toast } from "~/components/shell/toast";
import { Modal } from "~/components/ui/Modal";
import { enablePush, pushSupported } from "~/services/live/web-push";
import { t } from "~/services/locale/messages";
import { formatMatchTime } from "~/services/locale/time";
import { useApi } from "./use-api";
import { useModal } from "./use-modal";

interface ListedNotification {
  id: number;
  title: string;
  body: string;
  link: string | null;
  createdAt: number;
  read: boolean;
}

function toItem(notification: ListedNotification): NotificationItem {
  return {
    id: String(notification.id),
    title: notification.title,
    content: notification.body,
    createdAt: notification.createdAt,
    read: notification.read,
    link: notification.link,
  };
}

/** The viewer's notifications (notiList) and unread count (totalNotiState), read once a page comes to life, then kept live by the socket. */
export function useNotifications() {
  const isLogin = useAtomValue(isLoginAtom);
  const [list, setList] = useAtom(notiListAtom);
  const [unread, setUnread] = useAtom(totalNotiStateAtom);
  const callApi = useApi();
  const load = useCallback(async () => {
    const answer = await callApi("notificationList");
    const data = answer.data as { items: ListedNotification[]; unread: number } | null;
    if (answer.code !== 200 || !data) return;
    setList(data.items.map(toItem));
    setUnread(data.unread);
  }, [callApi, setList, setUnread]);
  useEffect(() => {
    if (isLogin) void load();
    else {
      setList([]);
      setUnread(0);
    }
  }, [isLogin, load, setList, setUnread]);
  const markAllRead = useCallback(async () => {
    const answer = await callApi("notificationRead", { all: true });
    const data = answer.data as { unread: number } | null;
    if (answer.code !== 200 || !data) return;
    setUnread(data.unread);
    setList((items) => items.map((item) => ({ ...item, read: true })));
  }, [callApi, setList, setUnread]);
  return { isLogin, list, unread, markAllRead };
}

function PushToggle() {
  const callApi = useApi();
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => setSupported(pushSupported()), []);
  if (!supported) return null;
  const enable = async () => {
    setBusy(true);
    try {
      const key = await callApi("pushKey");
      const publicKey = (key.data as { publicKey: string | null } | null)?.publicKey;
      if (!publicKey) return toast.error(t("pushUnsupported"));
      const outcome = await enablePush(publicKey, async (subscription) => (await callApi("pushSubscribe", subscription)).code === 200);
      if (outcome === "enabled") toast.success(t("pushEnabled"));
      else toast.error(t(outcome === "denied" ? "pushDenied" : outcome === "unsupported" ? "pushUnsupported" : "errorOccurred"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button button--ghost" onClick={() => void enable()} disabled={busy} data-testid="push-enable">
      {t("pushEnable")}
    </button>
  );
}

export function NotificationsModal() {
  const { isOpen, close, closeHref } = useModal("notifications");
  const { isLogin, list, unread, markAllRead } = useNotifications();
  if (!isOpen) return null;
  const now = Date.now();
  return (
    <Modal title={t("notifications")} closeHref={closeHref} onClose={close} testId="modal-notifications">
      {list.length === 0 ? (
        <p className="empty-state">{t("noNotifications")}</p>
      ) : (
        <ul className="notification-list">
          {list.map((notification) => (
            <li
              key={notification.id}
              className={notification.read ? "notification" : "notification notification--unread"}
              data-testid="notification"
            >
              {notification.link ? (
                <a href={notification.link} onClick={close}>
                  <strong>{notification.title}</strong>
                </a>
              ) : (
                <strong>{notification.title}</strong>
              )}
              {notification.read ? null : <span className="visually-hidden"> ({t("unreadNotifications")})</span>}
              {notification.content ? <p>{notification.content}</p> : null}
              <time dateTime={new Date(notification.createdAt).toISOString()}>{formatMatchTime(notification.createdAt, now)}</time>
            </li>
          ))}
        </ul>
      )}
      {isLogin ? (
        <div className="button-row">
          {unread > 0 ? (
            <button type="button" className="button" onClick={() => void markAllRead()} data-testid="mark-all-read">
              {t("markAllRead")}
            </button>
          ) : null}
          <PushToggle />
        </div>
      ) : null}
    </Modal>
  );
}
