import { Form, Link, useLocation } from "@remix-run/react";
import { ModalTrigger } from "~/components/modals/ModalTrigger";
import { UserIcon } from "~/components/ui/icons";
import { t } from "~/services/messages";
import { type Viewer } from "~/services/viewer";

/** The header's account area: log in / register for guests, the user centre and logout for users. */
export function AccountMenu({ viewer }: { viewer: Viewer }) {
  const location = useLocation();
  if (!viewer.isLogin) {
    return (
      <div className="header-auth">
        <ModalTrigger modal="login" className="button button--ghost">{t("login")}</ModalTrigger>
        <ModalTrigger modal="register" className="button">{t("register")}</ModalTrigger>
      </div>
    );
  }
  return (
    <div className="account-menu" data-testid="account-menu">
      <Link to="/user" className="account-menu__user" aria-label={t("userCenter")}>
        {viewer.user.icon ? <img src={viewer.user.icon} alt="" width={32} height={32} className="avatar" /> : <UserIcon />}
        <span className="account-menu__name">{viewer.user.nickName}</span>
      </Link>
      {viewer.isCommentator && (
        <Link to="/commentator" className="button button--ghost">{t("commentatorCenter")}</Link>
      )}
      <Form method="post" action="/account/logout">
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <button type="submit" className="button button--ghost" data-testid="logout">{t("logout")}</button>
      </Form>
    </div>
  );
}
