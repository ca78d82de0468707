import { useAtomValue } from "jotai";
import { notiListAtom } from "~/atoms";
import { Modal } from "~/components/ui/Modal";
import { t } from "~/services/locale/messages";
import { useModal } from "./use-modal";

export function NotificationsModal() {
  const { isOpen, close, closeHref } = useModal("notifications");
  const notifications = useAtomValue(notiListAtom);
  if (!isOpen) return null;
  return (
    <Modal title={t("notifications")} closeHref={closeHref} onClose={close} testId="modal-notifications">
      {notifications.length === 0 ? (
        <p className="empty-state">{t("noNotifications")}</p>
      ) : (
        <ul className="menu-list">
          {notifications.map((notification) => (
            <li key={notification.id}>{notification.title}</li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
