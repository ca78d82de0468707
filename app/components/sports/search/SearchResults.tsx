import { Link } from "@remix-run/react";
import { type SearchJson } from "../../../../contract/sports/teams-api";
import { t } from "~/services/locale/messages";
import { competitionHref, teamHref } from "~/services/sports/links";
import { Crest } from "../Crest";

/**
 * What a search found, in three lists (teams, competitions, players), each hit a link: a team or a
 * competition to its page, a player to the page of the team of his latest lineup.
 */
export function SearchResults({
  results,
  onNavigate,
  headingLevel = 2,
}: {
  results: SearchJson;
  onNavigate?: () => void;
  /** 2 on the search page (under its h1), 3 in the modal (under its h2 title). */
  headingLevel?: 2 | 3;
}) {
  const { teams, competitions, players } = results;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  if (teams.length + competitions.length + players.length === 0) {
    return (
      <p className="muted" role="status">
        {t("searchNoResults")}
      </p>
    );
  }
  return (
    <div className="search-results" data-testid="search-results">
      {teams.length > 0 ? (
        <section aria-label={t("searchTeams")}>
          <Heading className="search-results__title">{t("searchTeams")}</Heading>
          <ul className="search-results__list">
            {teams.map((team) => (
              <li key={team.id}>
                <Link to={teamHref(team.slug)} onClick={onNavigate}>
                  <Crest teamId={team.id} /> {team.nameVi ?? team.name}
                  {team.nameVi && team.nameVi !== team.name ? <span className="muted"> ({team.name})</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {competitions.length > 0 ? (
        <section aria-label={t("searchCompetitions")}>
          <Heading className="search-results__title">{t("searchCompetitions")}</Heading>
          <ul className="search-results__list">
            {competitions.map((competition) => (
              <li key={competition.id}>
                <Link to={competitionHref(competition.slug)} onClick={onNavigate}>
                  {competition.nameVi ?? competition.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {players.length > 0 ? (
        <section aria-label={t("searchPlayers")}>
          <Heading className="search-results__title">{t("searchPlayers")}</Heading>
          <ul className="search-results__list">
            {players.map((player) => (
              <li key={player.id}>
                {player.team ? (
                  <Link to={teamHref(player.team.slug)} onClick={onNavigate}>
                    {player.name} <span className="muted">· {player.team.nameVi ?? player.team.name}</span>
                  </Link>
                ) : (
                  <span>{player.name}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
