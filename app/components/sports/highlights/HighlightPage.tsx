import { HighlightGrid } from "~/components/sports/highlights/HighlightCard";
import { ReplayBadge } from "~/components/sports/ReplayBadge";
import { t } from "~/services/locale/screen-messages";
import { competitionName, matchUrl, teamName } from "~/services/sports/match-names";
import { type HighlightView } from "~/services/sports/screen-data";

/** The browser's own player: every browser plays one of the two formats, and it needs no script. */
export function HighlightPlayer({ highlight }: { highlight: HighlightView }) {
  return (
    <video
      className="highlight-video"
      controls
      playsInline
      preload="metadata"
      poster={highlight.poster}
      width={highlight.width}
      height={highlight.height}
      data-testid="highlight-video"
    >
      {highlight.sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
      <p>
        {t("highlightVideoFallback")}{" "}
        {highlight.sources.map((source) => (
          <a key={source.src} href={source.src} download>
            {source.type.replace("video/", "").toUpperCase()}{" "}
          </a>
        ))}
      </p>
    </video>
  );
}

/** /{highlights code}/{slug}: the clip, the match it belongs to, and other recent clips. */
export function HighlightPage({ highlight, more, listPath }: { highlight: HighlightView; more: HighlightView[]; listPath: string }) {
  const { match } = highlight;
  const score = match.score.home !== null && match.score.away !== null ? `${match.score.home} – ${match.score.away}` : "–";
  return (
    <article className="sports-page highlight-page">
      <h1 className="page-title">{highlight.title}</h1>
      <HighlightPlayer highlight={highlight} />
      {highlight.summary ? <p className="highlight-summary">{highlight.summary}</p> : null}
      <section className="card highlight-match" aria-labelledby="highlight-match">
        <h2 id="highlight-match">{t("highlightMatch")}</h2>
        <p>
          <span className="muted">
            {competitionName(match.competition)} · {highlight.matchDate}
          </span>{" "}
          <ReplayBadge replay={match.replay} />
        </p>
        <p className="highlight-match__line" data-testid="highlight-match">
          <strong>{teamName(match.home)}</strong> <span className="score">{score}</span> <strong>{teamName(match.away)}</strong>
        </p>
        <a className="button" href={matchUrl(match)}>
          {t("highlightWatchMatch")}
        </a>
      </section>
      <p className="muted">{t("highlightGraphicNote")}</p>
      {more.length > 0 ? (
        <section aria-labelledby="highlight-more">
          <h2 id="highlight-more">{t("highlightMore")}</h2>
          <HighlightGrid items={more} pathOf={(slug) => `${listPath}/${slug}`} />
        </section>
      ) : null}
    </article>
  );
}
