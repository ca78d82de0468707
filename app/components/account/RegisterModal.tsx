import { useLocation } from "@remix-run/react";
import { LazyRegisterForm as RegisterForm } from "~/components/account/lazy-forms";
import { returnTargetOf } from "~/components/account/account-urls";
import { useAccountModal } from "~/components/account/use-account-modal";
import { Modal } from "~/components/ui/Modal";
import { REGISTER_PAGE } from "~/services/account/pages";
import { t } from "~/services/locale/messages";
import { ModalTrigger } from "../shell/ModalTrigger";

export function RegisterModal() {
  const { isOpen, close, closeHref } = useAccountModal("register");
  const location = useLocation();
  // The register page shows the same form, and two captcha images would fight over one cookie.
  if (!isOpen || location.pathname === REGISTER_PAGE) return null;
  return (
    <Modal title={t("register")} closeHref={closeHref} onClose={close} testId="modal-register">
      <RegisterForm redirectTo={returnTargetOf(location)} switchToLogin={<ModalTrigger modal="login">{t("login")}</ModalTrigger>} />
    </Modal>
  );
}
