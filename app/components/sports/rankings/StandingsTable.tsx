import { type StandingRowJson, type StandingTableJson } from "../../../../contract/sports/standings-api";
import { TeamLink } from "~/components/sports/TeamName";
import { type MessageKey, t } from "~/services/locale/screen-messages";

const FORM_TEXT: Record<StandingRowJson["form"][number], MessageKey> = { W: "tableWon", D: "tableDrawn", L: "tableLost" };
const FORM_LETTER: Record<StandingRowJson["form"][number], MessageKey> = { W: "tableWonShort", D: "tableDrawnShort", L: "tableLostShort" };

/** "Group A" → "Bảng A", "East" → "Miền Đông"; other keys as they are. */
export function tableTitle(key: string | null): string | null {
  if (key === null) return null;
  if (key === "East") return t("conferenceEast");
  if (key === "West") return t("conferenceWest");
  return key.replace(/\bGroup (\S+)$/, `${t("groupLabel")} $1`);
}

/** A signed number with a true minus sign: "+5", "−8", "0". */
export const signed = (value: number): string => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : "0");

/** Win percentage as basketball prints it: 0.756 → ".756", 1 → "1.000". */
export const winPercentage = (value: number): string => (value >= 1 ? "1.000" : value.toFixed(3).replace(/^0/, ""));

function Header({ short, long }: { short: MessageKey; long: MessageKey }) {
  return (
    <th scope="col" className="num">
      <abbr title={t(long)}>{t(short)}</abbr>
    </th>
  );
}

function Form({ form }: { form: StandingRowJson["form"] }) {
  return (
    <span className="form-chips">
      {form.map((result, i) => (
        <span key={i} className={`form-chip form-${result}`}>
          <span aria-hidden="true">{t(FORM_LETTER[result])}</span>
          <span className="visually-hidden">{t(FORM_TEXT[result])}</span>
        </span>
      ))}
    </span>
  );
}

function Points({ row }: { row: StandingRowJson }) {
  const adjusted = row.adjustments.reduce((sum, adjustment) => sum + adjustment.points, 0);
  return (
    <td className="num points">
      <strong>{row.points}</strong>
      {row.adjustments.length > 0 ? (
        <span className="adjustment" title={row.adjustments.map((a) => a.reason).join("; ")}>
          {" "}
          ({signed(adjusted)}*)
        </span>
      ) : null}
    </td>
  );
}

export function StandingsTable({ table, basketball, label }: { table: StandingTableJson; basketball: boolean; label: string }) {
  const title = tableTitle(table.key);
  const leader = table.rows[0];
  const gamesBehind = (row: StandingRowJson) =>
    leader ? ((leader.won - row.won + (row.lost - leader.lost)) / 2).toFixed(1).replace(/\.0$/, "") : "";
  return (
    <div className="standings-wrap">
      <table className="standings card">
        <caption>{title ?? label}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              {t("tablePosition")}
            </th>
            <th scope="col">{t("tableTeam")}</th>
            <Header short="tablePlayedShort" long="tablePlayed" />
            <Header short="tableWonShort" long="tableWon" />
            {basketball ? null : <Header short="tableDrawnShort" long="tableDrawn" />}
            <Header short="tableLostShort" long="tableLost" />
            {basketball ? (
              <>
                <Header short="tableWinPctShort" long="tableWinPct" />
                <Header short="tableGamesBehindShort" long="tableGamesBehind" />
                <Header short="tableGoalsShort" long="tablePointsScored" />
              </>
            ) : (
              <>
                <Header short="tableGoalsShort" long="tableGoals" />
                <Header short="tableGoalDifferenceShort" long="tableGoalDifference" />
                <Header short="tablePointsShort" long="tablePoints" />
              </>
            )}
            <th scope="col">{t("tableForm")}</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.team.id} className={row.zone ? `zone zone-${row.zone.kind}` : undefined} data-testid="standings-row">
              <td className="num position">{row.position}</td>
              <th scope="row" className="team">
                <TeamLink team={row.team} />
              </th>
              <td className="num">{row.played}</td>
              <td className="num">{row.won}</td>
              {basketball ? null : <td className="num">{row.drawn}</td>}
              <td className="num">{row.lost}</td>
              {basketball ? (
                <>
                  <td className="num">{winPercentage(row.winPct ?? 0)}</td>
                  <td className="num">{row === leader ? "–" : gamesBehind(row)}</td>
                  <td className="num">
                    {row.goalsFor}:{row.goalsAgainst}
                  </td>
                </>
              ) : (
                <>
                  <td className="num">
                    {row.goalsFor}:{row.goalsAgainst}
                  </td>
                  <td className="num">{signed(row.goalDifference)}</td>
                  <Points row={row} />
                </>
              )}
              <td>
                <Form form={row.form} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
