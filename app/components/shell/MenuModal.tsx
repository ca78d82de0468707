import { Link, NavLink } from "@remix-run/react";
import { LogoutForm } from "~/components/account/LogoutForm";
import { Modal } from "~/components/ui/Modal";
import { type RoutableMenuEntry } from "~/services/shell/menu";
import { t } from "~/services/locale/messages";
import { type Viewer } from "~/services/session/viewer";
import { useModal } from "./use-modal";

/** The phone's menu drawer: the site menu, then the account links the header has no room for. */
export function MenuModal({ menu, viewer }: { menu: readonly RoutableMenuEntry[]; viewer: Viewer }) {
  const { isOpen, close, closeHref } = useModal("menu");
  const login = useModal("login");
  const register = useModal("register");
  if (!isOpen) return null;
  const accountModalLink = (modal: typeof login, label: string) => (
    <Link
      to={modal.openHref}
      onClick={(event) => {
        event.preventDefault();
        close();
        modal.open();
      }}
    >
      {label}
    </Link>
  );
  return (
    <Modal title={t("menuTitle")} closeHref={closeHref} onClose={close} variant="drawer" testId="modal-menu">
      <nav>
        <ul className="menu-list">
          <li>
            <NavLink to="/" onClick={close}>
              {t("home")}
            </NavLink>
          </li>
          {menu.map((entry) => (
            <li key={entry.code}>
              <NavLink to={`/${entry.code}`} onClick={close}>
                {entry.name}
              </NavLink>
            </li>
          ))}
        </ul>
        <hr className="menu-divider" />
        <ul className="menu-list" data-testid="menu-account">
          {viewer.isLogin ? (
            <>
              <li>
                <NavLink to="/user" onClick={close}>
                  {t("userCenter")}
                </NavLink>
              </li>
              {viewer.isCommentator && (
                <li>
                  <NavLink to="/commentator" onClick={close}>
                    {t("commentatorCenter")}
                  </NavLink>
                </li>
              )}
              <li>
                <LogoutForm className="menu-list__button" />
              </li>
            </>
          ) : (
            <>
              <li>{accountModalLink(login, t("login"))}</li>
              <li>{accountModalLink(register, t("register"))}</li>
            </>
          )}
        </ul>
      </nav>
    </Modal>
  );
}
