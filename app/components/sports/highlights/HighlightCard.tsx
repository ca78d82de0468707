import { ReplayBadge } from "~/components/sports/ReplayBadge";
import { t } from "~/services/locale/messages";
import { competitionName } from "~/services/sports/match-names";
import { type HighlightView } from "~/services/sports/screen-data";

/** A clip in a list: its poster with the duration, its title, the competition and the match's date. */
export function HighlightCard({ highlight, href }: { highlight: HighlightView; href: string }) {
  return (
    <li className="highlight-card card" data-testid="highlight-card">
      <a href={href} className="highlight-card__link">
        <span className="highlight-card__poster">
          <img src={highlight.poster} alt="" width={320} height={180} loading="lazy" decoding="async" />
          <span className="highlight-card__duration">
            <span className="visually-hidden">{t("highlightDuration")} </span>
            {highlight.duration}
          </span>
        </span>
        <strong className="highlight-card__title">{highlight.title}</strong>
      </a>
      <span className="muted">
        {competitionName(highlight.match.competition)} · {highlight.matchDate} <ReplayBadge replay={highlight.match.replay} />
      </span>
    </li>
  );
}

export function HighlightGrid({ items, pathOf }: { items: HighlightView[]; pathOf: (slug: string) => string }) {
  return (
    <ul className="highlight-grid">
      {items.map((highlight) => (
        <HighlightCard key={highlight.slug} highlight={highlight} href={pathOf(highlight.slug)} />
      ))}
    </ul>
  );
}
