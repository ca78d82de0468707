import { type ReactNode } from "react";
import { Link, NavLink } from "@remix-run/react";
import { ModalTrigger } from "~/components/shell/ModalTrigger";
import { BellIcon, MenuIcon, SearchIcon } from "~/components/ui/icons";
import { type RoutableMenuEntry } from "~/services/shell/menu";
import { t } from "~/services/locale/messages";
import { type ThemeMode } from "~/services/shell/site-config";
import { LiveCountBadge } from "./LiveConnection";
import { UnreadBadge } from "./UnreadBadge";
import { ThemeSwitch } from "./ThemeSwitch";

interface SiteHeaderProps {
  siteName: string;
  logo: string;
  menu: readonly RoutableMenuEntry[];
  theme: ThemeMode;
  /** The account area: log in / register buttons, or the user's menu. */
  account: ReactNode;
}

export function SiteHeader({ siteName, logo, menu, theme, account }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <ModalTrigger modal="menu" className="icon-button menu-toggle" label={t("openMenu")}>
          <MenuIcon />
        </ModalTrigger>
        <Link to="/" className="site-logo" aria-label={t("home")}>
          <img src={logo} alt={siteName} width={120} height={32} />
        </Link>
        <nav className="site-nav" aria-label="menu" data-testid="site-nav">
          {menu.map((entry) => (
            <NavLink key={entry.code} to={`/${entry.code}`} prefetch="intent">
              {entry.name}
            </NavLink>
          ))}
        </nav>
        <div className="header-actions">
          <LiveCountBadge schedulePath={`/${menu.find((entry) => entry.description === "SCHEDULE")?.code ?? "schedule"}`} />
          <ModalTrigger modal="search" className="icon-button" label={t("search")}>
            <SearchIcon />
          </ModalTrigger>
          <ModalTrigger modal="notifications" className="icon-button" label={t("notifications")}>
            <BellIcon />
            <UnreadBadge />
          </ModalTrigger>
          <ThemeSwitch theme={theme} />
          {account}
        </div>
      </div>
    </header>
  );
}
