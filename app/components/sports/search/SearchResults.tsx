import { Link } from "@remix-run/react";
import { type ContentSearchJson } from "../../../../contract/content";
import { type SearchJson } from "../../../../contract/sports/teams-api";
import { t } from "~/services/locale/messages";
import { competitionHref, teamHref } from "~/services/sports/links";
import { Crest } from "../Crest";

/**
 * What a search found, in lists (posts, tags, teams, competitions, players), each hit a link: a post
 * or a tag to its page, a team or a competition to its page, a player to the page of the team of
 * his latest lineup.
 */
export function SearchResults({
  results,
  content,
  newsPath,
  onNavigate,
  headingLevel = 2,
}: {
  results: SearchJson;
  /** The posts and tags (/oapi/v1/search), listed first. */
  content: ContentSearchJson;
  newsPath: string;
  onNavigate?: () => void;
  /** 2 on the search page (under its h1), 3 in the modal (under its h2 title). */
  headingLevel?: 2 | 3;
}) {
  const { teams, competitions, players } = results;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  if (teams.length + competitions.length + players.length + content.posts.length + content.tags.length === 0) {
    return (
      <p className="muted" role="status">
        {t("searchNoResults")}
      </p>
    );
  }
  return (
    <div className="search-results" data-testid="search-results">
      {content.posts.length > 0 ? (
        <section aria-label={t("searchPosts")}>
          <Heading className="search-results__title">{t("searchPosts")}</Heading>
          <ul className="search-results__list">
            {content.posts.map((post) => (
              <li key={post.slug}>
                <Link to={`${newsPath}/${post.slug}`} onClick={onNavigate}>
                  {post.title} <span className="muted">· {post.category}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {content.tags.length > 0 ? (
        <section aria-label={t("searchTags")}>
          <Heading className="search-results__title">{t("searchTags")}</Heading>
          <ul className="search-results__list">
            {content.tags.map((tag) => (
              <li key={tag.slug}>
                <Link to={`/tag/${tag.slug}`} onClick={onNavigate}>
                  #{tag.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
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
