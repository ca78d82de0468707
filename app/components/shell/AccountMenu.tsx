import { Link } from "@remix-run/react";
import { ModalTrigger } from "~/components/shell/ModalTrigger";
import { UserIcon } from "~/components/ui/icons";
import { smallAvatarUrl } from "../../../contract/avatar-url";
import { t } from "~/services/locale/messages";
import { type Viewer } from "~/services/session/viewer";
import { LogoutForm } from "../account/LogoutForm";

/**
 * The header's account area: log in / register for guests, the user centre and logout for users.
 * On a phone only the round icon shows; the rest is in the menu drawer.
 */
export function AccountMenu({ viewer }: { viewer: Viewer }) {
  if (!viewer.isLogin) {
    return (
      <>
        <ModalTrigger modal="login" className="icon-button header-compact-only" label={t("login")}>
          <UserIcon />
        </ModalTrigger>
        <div className="header-auth">
          <ModalTrigger modal="login" className="button button--ghost">
            {t("login")}
          </ModalTrigger>
          <ModalTrigger modal="register" className="button">
            {t("register")}
          </ModalTrigger>
        </div>
      </>
    );
  }
  return (
    <div className="account-menu" data-testid="account-menu">
      {/* The visible nickname starts the name (WCAG 2.5.3), then where the link leads. */}
      <Link to="/user" className="account-menu__user" aria-label={`${viewer.user.nickName}: ${t("userCenter")}`}>
        {viewer.user.icon ? <img src={smallAvatarUrl(viewer.user.icon)} alt="" width={32} height={32} className="avatar" /> : <UserIcon />}
        <span className="account-menu__name">{viewer.user.nickName}</span>
      </Link>
      <div className="header-auth">
        {viewer.isCommentator && (
          <Link to="/commentator" className="button button--ghost">
            {t("commentatorCenter")}
          </Link>
        )}
        <LogoutForm />
      </div>
    </div>
  );
}
