import { NavLink } from "@remix-run/react";
import { Modal } from "~/components/ui/Modal";
import { type RoutableMenuEntry } from "~/services/menu";
import { t } from "~/services/messages";
import { useModal } from "./use-modal";

export function MenuModal({ menu }: { menu: readonly RoutableMenuEntry[] }) {
  const { isOpen, close, closeHref } = useModal("menu");
  if (!isOpen) return null;
  return (
    <Modal title={t("openMenu")} closeHref={closeHref} onClose={close} variant="drawer" testId="modal-menu">
      <nav>
        <ul className="menu-list">
          <li><NavLink to="/" onClick={close}>{t("home")}</NavLink></li>
          {menu.map((entry) => (
            <li key={entry.code}>
              <NavLink to={`/${entry.code}`} onClick={close}>{entry.name}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </Modal>
  );
}
