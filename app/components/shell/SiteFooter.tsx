import { Link } from "@remix-run/react";
import { type RoutableMenuEntry } from "~/services/shell/menu";
import { t } from "~/services/locale/messages";
import { type SocialLink } from "~/services/shell/site-config";

const SOCIAL_LABELS: Record<SocialLink["network"], string> = {
  facebook: "Facebook",
  youtube: "YouTube",
  tiktok: "TikTok",
  telegram: "Telegram",
};

export function SiteFooter({
  menu,
  socials,
  copyright,
}: {
  menu: readonly RoutableMenuEntry[];
  socials: readonly SocialLink[];
  copyright: string;
}) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p>{t("footerAbout")}</p>
        <nav aria-label="footer">
          {menu.map((entry) => (
            <Link key={entry.code} to={`/${entry.code}`}>
              {entry.name}
            </Link>
          ))}
        </nav>
        {socials.length > 0 && (
          <nav aria-label="social">
            {socials.map((social) => (
              <a key={social.network} href={social.url} target="_blank" rel="noopener noreferrer">
                {SOCIAL_LABELS[social.network]}
              </a>
            ))}
          </nav>
        )}
        <p>
          {copyright} {t("footerRights")}
        </p>
      </div>
    </footer>
  );
}
