import { HighlightGrid } from "~/components/sports/highlights/HighlightCard";
import { EmptyState } from "~/components/ui/EmptyState";
import { Pager } from "~/components/ui/Pager";
import { t } from "~/services/locale/screen-messages";
import { type HighlightsData } from "~/services/sports/screen-data";

const SPORTS = [
  { value: null, label: "allSports" },
  { value: "football", label: "sportFootball" },
  { value: "basketball", label: "sportBasketball" },
] as const;

/** HIGHLIGHTS: the clips, newest first, by sport, paged. */
export function HighlightsScreen({ title, path, data }: { title: string; path: string; data: HighlightsData }) {
  const href = (sport: string | null, page = 1) => {
    const query = new URLSearchParams();
    if (sport) query.set("mon", sport);
    if (page > 1) query.set("trang", String(page));
    const text = query.toString();
    return text ? `${path}?${text}` : path;
  };
  return (
    <section className="sports-page highlights-page">
      <h1 className="page-title">{title}</h1>
      <nav className="form-chips" aria-label={t("sport")}>
        {SPORTS.map((sport) => (
          <a key={sport.label} href={href(sport.value)} aria-current={data.sport === sport.value ? "page" : undefined}>
            {t(sport.label)}
          </a>
        ))}
      </nav>
      {data.items.length === 0 ? (
        <EmptyState message={t("emptyHighlights")} />
      ) : (
        <HighlightGrid items={data.items} pathOf={(slug) => `${path}/${slug}`} />
      )}
      <Pager page={data.page} pages={data.pages} hrefOf={(page) => href(data.sport, page)} />
      <p className="muted">{t("highlightGraphicNote")}</p>
    </section>
  );
}
