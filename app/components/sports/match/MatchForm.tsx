import { type MatchDetail, type MatchSummary, type TeamRef } from "../../../../contract/sports/api";
import { t } from "~/services/locale/screen-messages";
import { matchUrl, RESULT_LABELS, resultFor, scoreLine, teamName } from "~/services/sports/match-view";

/** "Argentina 2 - 1 Pháp" for a list; the shoot-out in brackets. */
function MatchLine({ match, day }: { match: MatchSummary; day: string | undefined }) {
  const score = scoreLine(match.score, match.home, match.away);
  return (
    <a href={matchUrl(match)} className="form-match">
      <span className="form-match__day">{day}</span>
      <span className="form-match__teams">
        {teamName(match.home)} <strong>{score.main ?? t("versus")}</strong> {teamName(match.away)}
        {score.shootout ? <span className="form-match__note"> ({score.shootout})</span> : null}
      </span>
    </a>
  );
}

/** One team's last five results as W/D/L chips from its point of view, each linking to its match. */
function TeamForm({ team, matches, days }: { team: TeamRef; matches: readonly MatchSummary[]; days: Record<number, string> }) {
  return (
    <div className="team-form" data-testid="team-form">
      <h3 className="match-section__subtitle">{teamName(team)}</h3>
      {matches.length === 0 ? (
        <p className="match-section__empty">{t("noRecentMatches")}</p>
      ) : (
        <ol className="form-list">
          {matches.map((match) => {
            const result = resultFor(match, team.id);
            return (
              <li key={match.id} className="form-list__item">
                {result ? (
                  <span className={`form-chip form-chip--${result}`} title={t(RESULT_LABELS[result].long)} data-result={result}>
                    <span aria-hidden="true">{t(RESULT_LABELS[result].short)}</span>
                    <span className="visually-hidden">{t(RESULT_LABELS[result].long)}</span>
                  </span>
                ) : null}
                <MatchLine match={match} day={days[match.id]} />
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

/** The two teams' earlier meetings, and each team's last five results before this match. */
export function MatchForm({ match, days }: { match: MatchDetail; days: Record<number, string> }) {
  return (
    <>
      <section className="card match-section" aria-labelledby="match-h2h-title" data-testid="match-head-to-head">
        <h2 id="match-h2h-title" className="match-section__title">
          {t("headToHead")}
        </h2>
        {match.headToHead.length === 0 ? (
          <p className="match-section__empty">{t("noHeadToHead")}</p>
        ) : (
          <ol className="form-list">
            {match.headToHead.map((meeting) => (
              <li key={meeting.id} className="form-list__item">
                <MatchLine match={meeting} day={days[meeting.id]} />
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="card match-section" aria-labelledby="match-form-title" data-testid="match-recent">
        <h2 id="match-form-title" className="match-section__title">
          {t("recentForm")}
        </h2>
        <div className="match-section__columns">
          <TeamForm team={match.home} matches={match.recent.home} days={days} />
          <TeamForm team={match.away} matches={match.recent.away} days={days} />
        </div>
      </section>
    </>
  );
}
