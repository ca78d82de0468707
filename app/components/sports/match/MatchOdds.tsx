import { useAtomValue } from "jotai";
import { type OddsLine } from "../../../../contract/live/messages";
import { liveOddsAtom } from "~/atoms/live";
import { type MessageKey, t } from "~/services/locale/screen-messages";
import { type OddsRecordView } from "~/services/sports/screen-data";

const MARKET_NAMES: Record<OddsLine["market"], MessageKey> = {
  "1x2": "odds1x2",
  moneyline: "oddsMoneyline",
  handicap: "oddsHandicap",
  overUnder: "oddsOverUnder",
};

function outcomeNames(line: OddsLine): MessageKey[] {
  if (line.market === "1x2") return ["oddsHome", "oddsDraw", "oddsAway"];
  if (line.market === "overUnder") return ["oddsOver", "oddsUnder"];
  return ["oddsHome", "oddsAway"];
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

function lineText(line: OddsLine): string {
  if (line.line === null) return "";
  return line.market === "handicap" ? signed(line.line) : String(line.line);
}

function Movement({ now, before }: { now: number; before: number | undefined }) {
  if (before === undefined || before === now) return null;
  const up = now > before;
  return (
    <span className={up ? "odds-move odds-move--up" : "odds-move odds-move--down"}>
      <span aria-hidden="true">{up ? "▲" : "▼"}</span>
      <span className="visually-hidden">{t(up ? "oddsRose" : "oddsFell")}</span>
    </span>
  );
}

/** The home side's first price over the match minutes, as a small line chart. */
function HistoryChart({ history }: { history: OddsRecordView[] }) {
  const points = history.flatMap((record) => {
    const price = record.lines[0]?.prices[0];
    return price === undefined || record.suspended ? [] : [{ minute: record.minute ?? 0, price }];
  });
  if (points.length < 2) return null;
  const width = 240;
  const height = 60;
  const maxMinute = Math.max(90, ...points.map((point) => point.minute));
  const prices = points.map((point) => point.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const y = (price: number) => (high === low ? height / 2 : height - 4 - ((price - low) / (high - low)) * (height - 8));
  const path = points
    .map((point, index) => `${index === 0 ? "M" : "L"}${((point.minute / maxMinute) * width).toFixed(1)},${y(point.price).toFixed(1)}`)
    .join(" ");
  return (
    <svg
      className="odds-chart"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={t("oddsHistoryChart")}
    >
      <title>{t("oddsHistoryChart")}</title>
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** The match's odds (docs/odds.md): each market with its prices and their movement, moving in place from the socket. */
export function MatchOdds({ matchId, current, history }: { matchId: number; current: OddsRecordView | null; history: OddsRecordView[] }) {
  const live = useAtomValue(liveOddsAtom).get(matchId)?.value;
  const shown: OddsRecordView | null = live ? { minute: live.minute, suspended: live.suspended, lines: live.lines } : current;
  if (!shown) return null;
  const previous = live ? (current ?? history.at(-1) ?? null) : (history.at(-2) ?? null);
  return (
    <section className="card match-section match-odds" aria-labelledby="match-odds" data-testid="match-odds">
      <h2 id="match-odds">
        {t("oddsTitle")}{" "}
        {shown.suspended ? (
          <span className="badge badge--soon">{shown.lines.length === 0 ? t("oddsClosed") : t("oddsSuspended")}</span>
        ) : null}
      </h2>
      {shown.lines.map((line) => {
        const before = previous?.lines.find((candidate) => candidate.market === line.market && candidate.line === line.line);
        return (
          <div key={line.market} className="odds-market">
            <h3>
              {t(MARKET_NAMES[line.market])} {lineText(line)}
            </h3>
            <ul className="odds-prices">
              {line.prices.map((price, index) => (
                <li key={outcomeNames(line)[index]}>
                  <span className="odds-outcome">{t(outcomeNames(line)[index] ?? "oddsHome")}</span>{" "}
                  <strong data-testid={`odds-${line.market}-${index}`}>{price.toFixed(2)}</strong>{" "}
                  <Movement now={price} before={before?.prices[index]} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <HistoryChart history={history} />
      <p className="muted odds-note">{t("oddsNote")}</p>
    </section>
  );
}
