import { type MatchDetail } from "../../../../contract/sports/api";
import { type StandingsJson } from "../../../../contract/sports/standings-api";
import { t } from "~/services/locale/screen-messages";
import { localisedStage, tableOfMatch, teamName } from "~/services/sports/match-view";

/** The competition's table (for a group match, its group's) with both teams highlighted; nothing when there is none. */
export function MatchStandings({ standings, match }: { standings: StandingsJson | null; match: MatchDetail }) {
  const table = standings ? tableOfMatch(standings, match) : null;
  if (!standings || !table) return null;
  const playing = new Set([match.home.id, match.away.id]);
  return (
    <section className="card match-section" aria-labelledby="match-standings-title" data-testid="match-standings">
      <h2 id="match-standings-title" className="match-section__title">
        {t("standingsTable")}
        {table.key ? ` · ${localisedStage(table.key)}` : null}
      </h2>
      <div className="standings-scroll">
        <table className="standings-table">
          <thead>
            <tr>
              <th scope="col">
                <abbr title={t("standingPosition")}>#</abbr>
              </th>
              <th scope="col">{t("standingTeam")}</th>
              <th scope="col">
                <abbr title={t("standingPlayed")}>{t("standingPlayedShort")}</abbr>
              </th>
              <th scope="col">
                <abbr title={t("resultWin")}>{t("resultWinShort")}</abbr>
              </th>
              <th scope="col">
                <abbr title={t("resultDraw")}>{t("resultDrawShort")}</abbr>
              </th>
              <th scope="col">
                <abbr title={t("resultLoss")}>{t("resultLossShort")}</abbr>
              </th>
              <th scope="col">
                <abbr title={t("standingGoalDifference")}>{t("standingGoalDifferenceShort")}</abbr>
              </th>
              <th scope="col">
                <abbr title={t("standingPoints")}>{t("standingPointsShort")}</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr
                key={row.team.id}
                className={playing.has(row.team.id) ? "standings-table__playing" : undefined}
                aria-current={playing.has(row.team.id) ? "true" : undefined}
              >
                <td>{row.position}</td>
                <th scope="row">{teamName(row.team)}</th>
                <td>{row.played}</td>
                <td>{row.won}</td>
                <td>{row.drawn}</td>
                <td>{row.lost}</td>
                <td>{row.goalDifference > 0 ? `+${row.goalDifference}` : row.goalDifference}</td>
                <td>
                  <strong>{row.points}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {standings.complete ? null : <p className="match-section__empty">{t("standingIncomplete")}</p>}
    </section>
  );
}
