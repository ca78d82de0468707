import { Form, Link } from "@remix-run/react";
import { type TopPlayersJson } from "../../../../contract/sports/teams-api";
import { t } from "~/services/locale/screen-messages";
import { teamHref } from "~/services/sports/links";
import { Crest } from "../Crest";
import { DataCredits } from "../DataCredits";

/** What the screen shows (app/services/sports/top-players.server.ts loads it). */
export interface TopPlayersScreenData {
  competitions: { code: string; name: string; seasons: string[] }[];
  competition: string;
  /** The chosen season; "" when the API picks the latest with data. */
  season: string;
  goals: TopPlayersJson;
  cards: TopPlayersJson;
}

function PlayerCells({ player }: { player: Extract<TopPlayersJson, { available: true }>["players"][number] }) {
  return (
    <>
      <td>{player.rank}</td>
      <th scope="row">{player.playerName}</th>
      <td>
        <Link to={teamHref(player.team.slug)}>
          <Crest teamId={player.team.id} size={20} /> {player.team.nameVi ?? player.team.name}
        </Link>
      </td>
    </>
  );
}

function ScorersTable({ table }: { table: Extract<TopPlayersJson, { available: true }> }) {
  return (
    <div className="table-scroll">
      <table className="data-table" data-testid="top-scorers">
        <thead>
          <tr>
            <th scope="col">{t("rankColumn")}</th>
            <th scope="col">{t("playerColumn")}</th>
            <th scope="col">{t("teamColumn")}</th>
            <th scope="col">{t("goalsColumn")}</th>
            <th scope="col">{t("penaltiesColumn")}</th>
            <th scope="col">{t("minutesPerGoalColumn")}</th>
          </tr>
        </thead>
        <tbody>
          {table.players.map((player) => (
            <tr key={`${player.playerId ?? player.playerName}-${player.team.id}`}>
              <PlayerCells player={player} />
              <td>{player.goals}</td>
              <td>{player.penalties}</td>
              <td>{player.minutesPerGoal ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CardsTable({ table }: { table: Extract<TopPlayersJson, { available: true }> }) {
  return (
    <div className="table-scroll">
      <table className="data-table" data-testid="top-cards">
        <thead>
          <tr>
            <th scope="col">{t("rankColumn")}</th>
            <th scope="col">{t("playerColumn")}</th>
            <th scope="col">{t("teamColumn")}</th>
            <th scope="col">{t("incidentYellowCard")}</th>
            <th scope="col">{t("incidentCardUpgrade")}</th>
            <th scope="col">{t("incidentRedCard")}</th>
          </tr>
        </thead>
        <tbody>
          {table.players.map((player) => (
            <tr key={`${player.playerId ?? player.playerName}-${player.team.id}`}>
              <PlayerCells player={player} />
              <td>{player.yellowCards}</td>
              <td>{player.secondYellows}</td>
              <td>{player.redCards}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The top players screen (/top-player): a GET picker (works without JavaScript), top scorers and cards. */
export function TopPlayersScreen({ title, data }: { title: string; data: TopPlayersScreenData }) {
  const selected = data.competitions.find((competition) => competition.code === data.competition);
  const { goals, cards } = data;
  return (
    <section className="sports-page">
      <h1 className="page-title">{title}</h1>
      <Form method="get" className="card picker-form">
        <div className="field">
          <label htmlFor="top-competition">{t("competitionLabel")}</label>
          <select id="top-competition" name="giai" defaultValue={data.competition}>
            {data.competitions.map((competition) => (
              <option key={competition.code} value={competition.code}>
                {competition.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="top-season">{t("seasonLabel")}</label>
          <select id="top-season" name="mua" defaultValue={data.season} key={data.competition}>
            {(selected?.seasons ?? []).map((season) => (
              <option key={season} value={season}>
                {season}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {t("showButton")}
        </button>
      </Form>
      {goals.available ? (
        <>
          <section className="card sports-section" aria-labelledby="top-scorers-title">
            <h2 id="top-scorers-title">
              {t("topScorers")} {goals.competition.nameVi ?? goals.competition.name} {goals.season}
            </h2>
            <ScorersTable table={goals} />
            <p className="muted">{t("minutesNote")}</p>
          </section>
          {cards.available ? (
            <section className="card sports-section" aria-labelledby="top-cards-title">
              <h2 id="top-cards-title">{t("cardsTable")}</h2>
              <CardsTable table={cards} />
            </section>
          ) : null}
          <DataCredits datasets={[...goals.datasets, ...(cards.available ? cards.datasets : [])]} />
        </>
      ) : (
        <p className="card empty-state" data-testid="no-player-data">
          {t("noPlayerData")}
        </p>
      )}
    </section>
  );
}
