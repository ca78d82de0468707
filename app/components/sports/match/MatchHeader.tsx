import { type ReactNode } from "react";
import { type LiveMatchState } from "../../../../contract/live/messages";
import { type MatchDetail, type TeamRef } from "../../../../contract/sports/api";
import { ReplayBadge } from "~/components/sports/ReplayBadge";
import { useMatchClock } from "~/services/live/use-live-match";
import { clockRunsIn } from "~/services/live/match-clock";
import { t } from "~/services/locale/screen-messages";
import {
  competitionName,
  competitionUrl,
  matchUrl,
  scoreLine,
  stageLine,
  statusLabel,
  teamCrestUrl,
  teamName,
  teamUrl,
} from "~/services/sports/match-view";

export interface MatchTimesView {
  kickoff: string | null;
  date: string;
  dateTime: string;
}

function TeamSide({ team, side }: { team: TeamRef; side: "home" | "away" }) {
  const name = teamName(team);
  return (
    <a className={`match-team match-team--${side}`} href={teamUrl(team)} data-testid={`match-team-${side}`}>
      <img className="match-team__crest" src={teamCrestUrl(team)} alt={`${t("crestOf")} ${name}`} width={56} height={56} />
      <span className="match-team__name">{name}</span>
      <span className="visually-hidden">({t(side === "home" ? "homeTeam" : "awayTeam")})</span>
    </a>
  );
}

/** Competition, stage, both teams, the score as fans read it, status, kick-off and venue. */
export function MatchHeader({
  match,
  times,
  live,
  action,
}: {
  match: MatchDetail;
  times: MatchTimesView;
  /** The socket's latest state of the match, when one has arrived. */
  live: { match: LiveMatchState; receivedAt: number } | null;
  /** What the viewer can do about the match (the reminder). */
  action?: ReactNode;
}) {
  const score = scoreLine(match.score, match.home, match.away);
  const clock = useMatchClock(
    { ...match, clockRunning: live ? live.match.clockRunning : clockRunsIn(match) },
    live ? live.receivedAt : null,
  );
  const stage = stageLine(match);
  return (
    <header className="card match-header" data-testid="match-header">
      <p className="match-header__competition">
        <a href={competitionUrl(match.competition)}>
          {competitionName(match.competition)} {match.season}
        </a>
        {stage.length > 0 ? <span className="match-header__stage"> · {stage.join(" · ")}</span> : null}
      </p>
      <h1 className="match-header__title">
        {teamName(match.home)} vs {teamName(match.away)} <ReplayBadge replay={match.replay} />
      </h1>
      <div className="match-header__board">
        <TeamSide team={match.home} side="home" />
        <div className="match-score" data-testid="match-score">
          <span className={`match-status match-status--${match.status.toLowerCase()}`} data-testid="match-status">
            {statusLabel(match.status)}
          </span>
          {clock ? (
            <span className="match-clock" data-testid="match-clock">
              {clock}
            </span>
          ) : null}
          <span className="match-score__main" aria-label={`${t("matchScore")} ${score.main ?? t("versus")}`}>
            {score.main ?? t("versus")}
          </span>
          {score.halfTime ? <span className="match-score__detail">{score.halfTime}</span> : null}
          {score.extraTime ? <span className="match-score__detail">{score.extraTime}</span> : null}
          {score.shootout ? (
            <span className="match-score__shootout" data-testid="match-shootout-score">
              {score.shootout}
            </span>
          ) : null}
        </div>
        <TeamSide team={match.away} side="away" />
      </div>
      {action ? <div className="match-header__action">{action}</div> : null}
      <dl className="match-facts">
        <div>
          <dt>{t("matchKickoff")}</dt>
          <dd>
            <time dateTime={times.dateTime}>{times.kickoff ?? t("matchTimeUnknown")}</time>
          </dd>
        </div>
        <div>
          <dt>{t("matchDate")}</dt>
          <dd data-testid="match-date">{times.date}</dd>
        </div>
        {match.replay ? (
          <div data-testid="match-real-date">
            <dt>{t("replayRealDate")}</dt>
            <dd>
              <a href={matchUrl({ slug: match.replay.originalSlug })}>{match.replay.originalDate}</a>
            </dd>
          </div>
        ) : null}
        {match.venue ? (
          <div>
            <dt>{t("matchVenue")}</dt>
            <dd>
              {[match.venue.name, match.venue.city, match.venue.country].filter(Boolean).join(", ")}
              {match.neutral ? ` (${t("matchNeutralVenue")})` : null}
            </dd>
          </div>
        ) : null}
      </dl>
    </header>
  );
}
