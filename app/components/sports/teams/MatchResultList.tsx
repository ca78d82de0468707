import { Link } from "@remix-run/react";
import { type MatchSummary, type TeamRef } from "../../../../contract/sports/api";
import { t } from "~/services/locale/screen-messages";
import { formatClock } from "~/services/locale/time";
import { matchHref } from "~/services/sports/links";
import { Crest } from "../Crest";

const teamName = (team: TeamRef): string => team.nameVi ?? team.name;

/** "18/12/2022" from the Bangkok day, and the Bangkok clock when the source gives the time. */
function when(match: MatchSummary): { date: string; clock: string | null } {
  const [year, month, day] = match.kickoffDate.split("-");
  const clock = match.kickoffAt === null ? null : formatClock(Date.parse(match.kickoffAt));
  return { date: `${day}/${month}/${year}`, clock };
}

function score(match: MatchSummary): string {
  if (match.score.home === null || match.score.away === null) return "–";
  const penalties = match.score.penalties ? ` (${match.score.penalties[0]}-${match.score.penalties[1]} ${t("penaltyShootoutShort")})` : "";
  return `${match.score.home} - ${match.score.away}${penalties}`;
}

/** Matches as rows linking to their match page: date, competition, home, score, away. */
export function MatchResultList({
  matches,
  emptyMessage,
  testId,
}: {
  matches: readonly MatchSummary[];
  emptyMessage: string;
  testId: string;
}) {
  if (matches.length === 0) return <p className="muted">{emptyMessage}</p>;
  return (
    <ol className="match-list" data-testid={testId}>
      {matches.map((match) => {
        const { date, clock } = when(match);
        return (
          <li key={match.id}>
            <Link to={matchHref(match.slug)} className="match-list__row">
              <span className="match-list__when">
                <time dateTime={match.kickoffAt ?? match.kickoffDate}>{clock ? `${date} ${clock}` : date}</time>
                <span className="match-list__competition">{match.competition.nameVi ?? match.competition.name}</span>
              </span>
              <span className="match-list__team match-list__team--home">
                {teamName(match.home)} <Crest teamId={match.home.id} />
              </span>
              <span className="match-list__score">{match.status === "Upcoming" ? t("versusShort") : score(match)}</span>
              <span className="match-list__team">
                <Crest teamId={match.away.id} /> {teamName(match.away)}
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
