import { t } from "~/services/locale/messages";

/** Previous / "Trang n/m" / next, as plain links (they work without JavaScript); nothing for one page. */
export function Pager({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t("pagination")}>
      {page > 1 ? (
        <a href={hrefOf(page - 1)} rel="prev">
          {t("previousPage")}
        </a>
      ) : null}
      <span>
        {t("pageLabel")} {page}/{pages}
      </span>
      {page < pages ? (
        <a href={hrefOf(page + 1)} rel="next">
          {t("nextPage")}
        </a>
      ) : null}
    </nav>
  );
}
