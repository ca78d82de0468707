import { type LineupJson, type LineupPlayerJson, type TeamRef } from "../../../../contract/sports/api";
import { EmptyState } from "~/components/ui/EmptyState";
import { t } from "~/services/locale/screen-messages";
import { formationLines, PITCH_LINE_LABELS, pitchLine, shortName, teamName } from "~/services/sports/match-view";

type Side = "home" | "away";

/** One team's half of the pitch: its lines from its goalkeeper forward. */
function PitchHalf({ players, side, team }: { players: readonly LineupPlayerJson[]; side: Side; team: TeamRef }) {
  const lines = formationLines(players);
  if (!lines) return null;
  return (
    <ul className={`pitch__half pitch__half--${side}`} aria-label={teamName(team)}>
      {lines.map(({ line, players: linePlayers }) => (
        <li key={line} className="pitch__line" data-line={line}>
          <span className="visually-hidden">{t(PITCH_LINE_LABELS[line])}: </span>
          <ul>
            {linePlayers.map((player) => (
              <li key={`${player.shirtNumber ?? ""}-${player.playerName}`} className="pitch__player">
                <span className="pitch__shirt" aria-hidden="true">
                  {player.shirtNumber ?? ""}
                </span>
                <span className="pitch__name">{shortName(player.playerName)}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function PlayerTable({ caption, players }: { caption: string; players: readonly LineupPlayerJson[] }) {
  if (players.length === 0) return null;
  return (
    <table className="lineup-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("shirtNumber")}</th>
          <th scope="col">{t("playerName")}</th>
          <th scope="col">{t("playerRole")}</th>
        </tr>
      </thead>
      <tbody>
        {players.map((player) => {
          const line = pitchLine(player.role);
          return (
            <tr key={`${player.shirtNumber ?? ""}-${player.playerName}`}>
              <td className="lineup-table__number">{player.shirtNumber ?? ""}</td>
              <th scope="row">{player.playerName}</th>
              <td>
                {line ? (
                  <abbr title={t(PITCH_LINE_LABELS[line])} className="lineup-table__role">
                    {player.role}
                  </abbr>
                ) : (
                  (player.role ?? "")
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function TeamList({ team, players, side }: { team: TeamRef; players: readonly LineupPlayerJson[]; side: Side }) {
  return (
    <div className="lineup-team" data-testid={`lineup-${side}`}>
      <h3 className="match-section__subtitle">{teamName(team)}</h3>
      <PlayerTable caption={t("startingLineup")} players={players.filter((player) => player.starter)} />
      <PlayerTable caption={t("substitutes")} players={players.filter((player) => !player.starter)} />
    </div>
  );
}

/** The starters on a pitch (by line: GK, DF, MF, FW) and both squads as lists, starters then substitutes. */
export function MatchLineups({ lineup, home, away }: { lineup: LineupJson; home: TeamRef; away: TeamRef }) {
  const empty = lineup.home.length === 0 && lineup.away.length === 0;
  const pitch = formationLines(lineup.home) || formationLines(lineup.away);
  return (
    <section className="card match-section" aria-labelledby="match-lineups-title" data-testid="match-lineups">
      <h2 id="match-lineups-title" className="match-section__title">
        {t("matchLineups")}
      </h2>
      {empty ? <EmptyState message={t("noLineups")} /> : null}
      {!empty && pitch ? (
        <figure className="pitch" aria-label={t("lineupPitch")}>
          <PitchHalf players={lineup.home} side="home" team={home} />
          <PitchHalf players={lineup.away} side="away" team={away} />
        </figure>
      ) : null}
      {!empty ? (
        <div className="lineup-lists">
          <TeamList team={home} players={lineup.home} side="home" />
          <TeamList team={away} players={lineup.away} side="away" />
        </div>
      ) : null}
    </section>
  );
}
