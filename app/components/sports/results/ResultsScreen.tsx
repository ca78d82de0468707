import { type MatchSummary } from "../../../../contract/sports/api";
import { Pager } from "~/components/ui/Pager";
import { DataCredits } from "~/components/sports/DataCredits";
import { ReplayBadge } from "~/components/sports/ReplayBadge";
import { scoreText } from "~/components/sports/results/score-text";
import { teamName } from "~/components/sports/TeamName";
import { EmptyState } from "~/components/ui/EmptyState";
import { t } from "~/services/locale/screen-messages";
import { type ResultsData } from "~/services/sports/screen-data";

/** "Matchday 12" / "Round 12" → "Vòng 12"; other names ("Group stage") as they are. */
export const roundLabel = (round: string): string => round.replace(/^(?:Matchday|Round)\s+(\d+)$/i, `${t("round")} $1`);

function MatchRow({ match, clock }: { match: MatchSummary; clock: string | undefined }) {
  const text = scoreText(match);
  return (
    <li className="result card" data-testid="result">
      <a href={`/schedule/${match.slug}`} className="result-link">
        <span className="result-meta">
          {match.competition.nameVi ?? match.competition.name}
          {match.round ? ` · ${roundLabel(match.round)}` : ""} · {match.kickoffDate}
          {clock ? ` ${clock}` : ""} <ReplayBadge replay={match.replay} />
        </span>
        <span className="result-line">
          <span className="home">{teamName(match.home)}</span> <strong className="score">{text.score}</strong>{" "}
          <span className="away">{teamName(match.away)}</span>
          {text.penalties ? <span className="penalties"> {text.penalties}</span> : null}
        </span>
        <span className="result-extra">
          {text.halfTime}
          {text.afterExtraTime ? ` ${t("afterExtraTime")}` : ""}
        </span>
      </a>
    </li>
  );
}

function queryString(values: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    if (value !== null && value !== undefined && value !== "") search.set(name, String(value));
  return search.toString();
}

export function ResultsScreen({ title, path, data }: { title: string; path: string; data: ResultsData }) {
  const { mode, matches, competitions } = data;
  const base: Record<string, string | null> =
    mode.by === "date" ? { ngay: mode.date } : { giai: mode.competition, mua: mode.season, vong: mode.round };
  const pages = Math.max(1, Math.ceil(matches.total / matches.size));
  const link = (values: Record<string, string | number | null>) => `${path}?${queryString(values)}`;
  const competition = mode.by === "competition" ? competitions.find((option) => option.code === mode.competition) : undefined;
  const datasets = [...new Set(matches.data.flatMap((match) => match.datasets))];
  return (
    <section className="results">
      <h1 className="page-title">{title}</h1>
      <div className="pickers-row">
        <form method="get" action={path} className="pickers card" aria-label={t("resultsByDate")}>
          <label>
            {t("date")}
            <input type="date" name="ngay" defaultValue={mode.by === "date" ? mode.date : ""} required />
          </label>
          <button type="submit" className="button">
            {t("showButton")}
          </button>
        </form>
        <form method="get" action={path} className="pickers card" aria-label={t("resultsByCompetition")}>
          <label>
            {t("competition")}
            <select name="giai" defaultValue={mode.by === "competition" ? mode.competition : "en.1"}>
              {competitions.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
          {competition ? (
            <label>
              {t("season")}
              <select name="mua" defaultValue={mode.by === "competition" ? mode.season : ""}>
                {competition.seasons.map((season) => (
                  <option key={season} value={season}>
                    {season}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {mode.by === "competition" && mode.rounds.length > 0 ? (
            <label>
              {t("round")}
              <select name="vong" defaultValue={mode.round ?? ""}>
                <option value="">{t("allRounds")}</option>
                {mode.rounds.map((round) => (
                  <option key={round.round} value={round.round}>
                    {roundLabel(round.round)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <button type="submit" className="button">
            {t("showButton")}
          </button>
        </form>
      </div>
      {mode.by === "date" ? (
        <nav className="day-links" aria-label={t("date")}>
          <a href={link({ ngay: mode.previous })} rel="prev">
            ← {t("previousDay")}
          </a>
          <h2>{mode.date}</h2>
          <a href={link({ ngay: mode.next })} rel="next">
            {t("nextDay")} →
          </a>
        </nav>
      ) : (
        <h2>
          {competition?.name} {mode.season}
          {mode.round ? ` · ${roundLabel(mode.round)}` : ""}
        </h2>
      )}
      {matches.data.length === 0 ? (
        <EmptyState message={t("noEndedMatches")} />
      ) : (
        <ul className="result-list">
          {matches.data.map((match) => (
            <MatchRow key={match.id} match={match} clock={data.clocks[match.id]} />
          ))}
        </ul>
      )}
      <Pager page={matches.page} pages={pages} hrefOf={(page) => link({ ...base, trang: page })} />
      <DataCredits datasets={datasets} />
    </section>
  );
}
