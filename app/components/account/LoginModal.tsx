import { useLocation } from "@remix-run/react";
import { LazyLoginForm as LoginForm } from "~/components/account/lazy-forms";
import { returnTargetOf } from "~/components/account/account-urls";
import { useAccountModal } from "~/components/account/use-account-modal";
import { Modal } from "~/components/ui/Modal";
import { LOGIN_PAGE } from "~/services/account/pages";
import { t } from "~/services/locale/messages";
import { ModalTrigger } from "../shell/ModalTrigger";

export function LoginModal() {
  const { isOpen, close, closeHref } = useAccountModal("login");
  const location = useLocation();
  // The login page shows the same form already.
  if (!isOpen || location.pathname === LOGIN_PAGE) return null;
  return (
    <Modal title={t("login")} closeHref={closeHref} onClose={close} testId="modal-login">
      <LoginForm redirectTo={returnTargetOf(location)} switchToRegister={<ModalTrigger modal="register">{t("register")}</ModalTrigger>} />
    </Modal>
  );
}
