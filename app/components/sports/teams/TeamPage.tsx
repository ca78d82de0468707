import { type ReactNode } from "react";
import { Link } from "@remix-run/react";
import { type SquadJson, type TeamDetail } from "../../../../contract/sports/teams-api";
import { t } from "~/services/locale/screen-messages";
import { competitionHref } from "~/services/sports/links";
import { Crest } from "../Crest";
import { DataCredits } from "../DataCredits";
import { MatchResultList } from "./MatchResultList";

function Squad({ squad }: { squad: SquadJson | null }) {
  if (squad === null) return <p className="muted">{t("noSquad")}</p>;
  return (
    <>
      <p className="muted">
        <Link to={competitionHref(squad.competition.slug)}>{squad.competition.nameVi ?? squad.competition.name}</Link> {squad.season}
      </p>
      <div className="table-scroll">
        <table className="data-table" data-testid="team-squad">
          <thead>
            <tr>
              <th scope="col">{t("shirtNumber")}</th>
              <th scope="col">{t("playerColumn")}</th>
              <th scope="col">{t("roleColumn")}</th>
              <th scope="col">{t("appearancesColumn")}</th>
              <th scope="col">{t("startsColumn")}</th>
            </tr>
          </thead>
          <tbody>
            {squad.players.map((player) => (
              <tr key={player.playerId ?? player.playerName}>
                <td>{player.shirtNumber ?? ""}</td>
                <th scope="row">{player.playerName}</th>
                <td>{player.role ?? ""}</td>
                <td>{player.matches}</td>
                <td>{player.starts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** /doi-bong/{slug}: a team's crest and names, its competitions, results, fixtures and squad. */
export function TeamPage({ detail, action }: { detail: TeamDetail; action?: ReactNode }) {
  const { team } = detail;
  const name = team.nameVi ?? team.name;
  return (
    <article className="sports-page">
      <header className="sports-page__header">
        <Crest teamId={team.id} size={64} />
        <div>
          <h1 className="page-title">{name}</h1>
          {action}
          <p className="muted">
            {[
              team.nameVi && team.nameVi !== team.name ? team.name : null,
              t(team.kind === "national" ? "teamKindNational" : "teamKindClub"),
              team.code,
              team.country,
              team.conference,
              team.division,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </div>
      </header>
      <section className="card sports-section" aria-labelledby="team-results">
        <h2 id="team-results">{t("recentResults")}</h2>
        <MatchResultList matches={detail.results} emptyMessage={t("noRecentResults")} testId="team-results" />
      </section>
      <section className="card sports-section" aria-labelledby="team-fixtures">
        <h2 id="team-fixtures">{t("upcomingFixtures")}</h2>
        <MatchResultList matches={detail.fixtures} emptyMessage={t("noUpcomingFixtures")} testId="team-fixtures" />
      </section>
      <section className="card sports-section" aria-labelledby="team-squad">
        <h2 id="team-squad">{t("squad")}</h2>
        <Squad squad={detail.squad} />
      </section>
      {detail.competitions.length > 0 ? (
        <section className="card sports-section" aria-labelledby="team-competitions">
          <h2 id="team-competitions">{t("competitionsPlayed")}</h2>
          <ul className="chip-list">
            {detail.competitions.map((competition) => (
              <li key={competition.id}>
                <Link to={competitionHref(competition.slug)}>{competition.nameVi ?? competition.name}</Link>{" "}
                <span className="muted">
                  ({competition.matches} {t("matchesCount")})
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <DataCredits datasets={detail.datasets} />
    </article>
  );
}
