import { type StandingsJson } from "../../../../contract/sports/standings-api";
import { DataCredits } from "~/components/sports/DataCredits";
import { StandingsTable, signed } from "~/components/sports/rankings/StandingsTable";
import { teamName } from "~/components/sports/TeamName";
import { EmptyState } from "~/components/ui/EmptyState";
import { t, type MessageKey } from "~/services/locale/screen-messages";
import { type CompetitionOption } from "~/services/sports/screen-data";

/** The competition and season pickers: a GET form (works without JavaScript) and links to each season. */
function Pickers({ competitions, standings, path }: { competitions: CompetitionOption[]; standings: StandingsJson; path: string }) {
  const code = standings.competition.code;
  return (
    <form method="get" action={path} className="pickers card">
      <label>
        {t("competition")}
        <select name="giai" defaultValue={code}>
          {competitions.map((competition) => (
            <option key={competition.code} value={competition.code}>
              {competition.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("season")}
        <select name="mua" defaultValue={standings.season}>
          {standings.seasons.map((season) => (
            <option key={season} value={season}>
              {season}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button">
        {t("showButton")}
      </button>
    </form>
  );
}

function Legend({ standings }: { standings: StandingsJson }) {
  const zones = new Map<string, string>();
  for (const row of standings.tables.flatMap((table) => table.rows)) if (row.zone) zones.set(row.zone.kind, row.zone.label);
  if (zones.size === 0) return null;
  return (
    <section className="legend" aria-label={t("zonesLegend")}>
      <h2>{t("zonesLegend")}</h2>
      <ul>
        {[...zones].map(([kind, label]) => (
          <li key={kind}>
            <span className={`swatch zone-${kind}`} aria-hidden="true" />
            {label}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Why a team is above one level with it, when it is not the usual goals: head-to-head, fair play, a play-off or lots. */
function tieBreakKey(tiedOn: string | null): MessageKey | null {
  if (tiedOn === null) return null;
  if (tiedOn.startsWith("h2h")) return "tieBrokenHeadToHead";
  if (tiedOn === "fairPlay") return "tieBrokenFairPlay";
  if (tiedOn === "lots") return "tieBrokenLots";
  if (tiedOn === "playoff") return "tieBrokenPlayoff";
  return null;
}

/** The ties decided on head-to-head, fair play or lots, in words under the table (the API's `tiedOn`). */
export function TieBreaks({ standings }: { standings: StandingsJson }) {
  const lines = standings.tables.flatMap((table) =>
    table.rows.flatMap((row, index) => {
      const next = table.rows[index + 1];
      const reason = tieBreakKey(row.tiedOn);
      return next && reason ? [{ row, next, reason }] : [];
    }),
  );
  if (lines.length === 0) return null;
  return (
    <section className="adjustments" aria-label={t("tieBreaks")}>
      <h2>{t("tieBreaks")}</h2>
      <ul>
        {lines.map(({ row, next, reason }) => (
          <li key={`${row.team.id}-${next.team.id}`} data-testid="tie-break">
            {teamName(row.team)} {t("rankedAbove")} {teamName(next.team)} {t(reason)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Adjustments({ standings }: { standings: StandingsJson }) {
  const rows = standings.tables.flatMap((table) => table.rows).filter((row) => row.adjustments.length > 0);
  if (rows.length === 0) return null;
  return (
    <section className="adjustments" aria-label={t("pointsAdjustments")}>
      <h2>{t("pointsAdjustments")}</h2>
      <ul>
        {rows.flatMap((row) =>
          row.adjustments.map((adjustment, i) => (
            <li key={`${row.team.id}-${i}`} data-testid="adjustment">
              * {teamName(row.team)} ({signed(adjustment.points)}): {adjustment.reason}
            </li>
          )),
        )}
      </ul>
    </section>
  );
}

export function RankingsScreen({
  title,
  path,
  competitions,
  standings,
}: {
  title: string;
  path: string;
  competitions: CompetitionOption[];
  standings: StandingsJson;
}) {
  const competitionName = standings.competition.nameVi ?? standings.competition.name;
  const basketball = competitions.find((competition) => competition.code === standings.competition.code)?.sport === "basketball";
  const heading = `${competitionName} ${standings.season}`;
  return (
    <section className="rankings">
      <h1 className="page-title">{title}</h1>
      <Pickers competitions={competitions} standings={standings} path={path} />
      <nav className="season-links" aria-label={`${t("season")}: ${competitionName}`}>
        {standings.seasons.map((season) => (
          <a
            key={season}
            href={`${path}?giai=${encodeURIComponent(standings.competition.code)}&mua=${season}`}
            aria-current={season === standings.season ? "page" : undefined}
          >
            {season}
          </a>
        ))}
      </nav>
      <h2 className="standings-heading">{heading}</h2>
      {standings.source === "published" ? <p className="notice">{t("publishedTable")}</p> : null}
      {!standings.complete && standings.matchesPlayed !== null ? (
        <p className="notice" data-testid="as-it-stands">
          {t("asItStandsAfter")} {standings.matchesPlayed} {t("matchesWord")} ({t("ofMatches")} {standings.matchesTotal})
        </p>
      ) : null}
      {standings.tables.length === 0 ? <EmptyState message={t("noStandingsTable")} /> : null}
      {standings.tables.map((table) => (
        <StandingsTable key={table.key ?? ""} table={table} basketball={basketball} label={heading} />
      ))}
      <Adjustments standings={standings} />
      <TieBreaks standings={standings} />
      <Legend standings={standings} />
      {standings.rules ? (
        <p className="rules-source">
          {t("rankingRules")}: {standings.rules.source}
        </p>
      ) : null}
      <DataCredits datasets={standings.datasets} />
    </section>
  );
}
