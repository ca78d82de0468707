import { Link } from "@remix-run/react";
import { type CompetitionDetail } from "../../../../contract/sports/teams-api";
import { t } from "~/services/locale/screen-messages";
import { rankingsHref, teamHref } from "~/services/sports/links";
import { Crest } from "../Crest";
import { DataCredits } from "../DataCredits";
import { MatchResultList } from "../teams/MatchResultList";

/** /giai-dau/{slug}: a competition's seasons (each to its rankings), latest teams, results and fixtures. */
export function CompetitionPage({ detail }: { detail: CompetitionDetail }) {
  const { competition } = detail;
  return (
    <article className="sports-page">
      <header className="sports-page__header">
        <div>
          <h1 className="page-title">{competition.nameVi ?? competition.name}</h1>
          <p className="muted">
            {[competition.nameVi && competition.nameVi !== competition.name ? competition.name : null, competition.country]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </div>
      </header>
      <section className="card sports-section" aria-labelledby="competition-results">
        <h2 id="competition-results">{t("recentResults")}</h2>
        <MatchResultList matches={detail.results} emptyMessage={t("noRecentResults")} testId="competition-results" />
      </section>
      <section className="card sports-section" aria-labelledby="competition-fixtures">
        <h2 id="competition-fixtures">{t("upcomingFixtures")}</h2>
        <MatchResultList matches={detail.fixtures} emptyMessage={t("noUpcomingFixtures")} testId="competition-fixtures" />
      </section>
      {detail.teams.length > 0 ? (
        <section className="card sports-section" aria-labelledby="competition-teams">
          <h2 id="competition-teams">
            {t("seasonTeams")} ({detail.latestSeason})
          </h2>
          <ul className="chip-list">
            {detail.teams.map((team) => (
              <li key={team.id}>
                <Link to={teamHref(team.slug)}>
                  <Crest teamId={team.id} /> {team.nameVi ?? team.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="card sports-section" aria-labelledby="competition-seasons">
        <h2 id="competition-seasons">{t("seasonsTitle")}</h2>
        <ul className="chip-list" data-testid="competition-seasons">
          {competition.seasons.map((season) => (
            <li key={season.id}>
              <Link to={rankingsHref(competition.code, season.code)} aria-label={`${t("viewStandings")} ${season.code}`}>
                {season.code}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <DataCredits datasets={competition.datasets} />
    </article>
  );
}
