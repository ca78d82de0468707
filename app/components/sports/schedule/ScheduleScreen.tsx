import { DataCredits } from "~/components/sports/DataCredits";
import { ReminderButton } from "~/components/sports/ReminderButton";
import { ReplayBadge } from "~/components/sports/ReplayBadge";
import { EmptyState } from "~/components/ui/EmptyState";
import { t } from "~/services/locale/messages";
import { useLiveMatch, useMatchClock } from "~/services/live/use-live-match";
import { clockRunsIn } from "~/services/live/match-clock";
import { isStartingSoon } from "~/services/locale/time";
import { competitionName, matchUrl, statusLabel, teamCrestUrl, teamName } from "~/services/sports/match-names";
import { type MatchRowData, type ScheduleData } from "~/services/sports/screen-data";

function scheduleLink(path: string, values: Record<string, string | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** One match of a list: kick-off, status, competition, teams and score, linking to its page. */
export function ScheduleRow({
  match: loaded,
  clock,
  nowMs,
  reserved,
  hasRooms,
}: {
  match: MatchRowData;
  clock: string | undefined;
  nowMs: number;
  /** Whether the viewer set a reminder for it; the reminder button shows only where this is known. */
  reserved?: boolean;
  /** Whether commentators' rooms cover it (the "BLV" badge). */
  hasRooms?: boolean;
}) {
  // The socket's latest state, once one arrives, over the page's own.
  const live = useLiveMatch(loaded.id);
  const match = live
    ? { ...loaded, status: live.match.status, period: live.match.period, clockSeconds: live.match.clockSeconds, score: live.match.score }
    : loaded;
  const clockText = useMatchClock(
    { ...match, clockRunning: live ? live.match.clockRunning : clockRunsIn(match) },
    live ? live.receivedAt : null,
  );
  const soon = match.status === "Upcoming" && match.kickoffAt !== null && isStartingSoon(Date.parse(match.kickoffAt), nowMs);
  const scored = match.score.home !== null && match.score.away !== null;
  return (
    <li className={`schedule-row card schedule-row--${match.status.toLowerCase()}`} data-testid="schedule-match" data-match-id={match.id}>
      <a href={matchUrl(match)} className="schedule-row__link">
        <span className="schedule-row__meta">
          <time className="schedule-row__time" dateTime={match.kickoffAt ?? match.kickoffDate}>
            {clock ?? "--:--"}
          </time>
          <span className={`match-status match-status--${match.status.toLowerCase()}`} data-testid="schedule-status">
            {statusLabel(match.status)}
          </span>
          {clockText ? (
            <span className="match-clock" data-testid="schedule-clock">
              {clockText}
            </span>
          ) : null}
          {soon ? (
            <span className="badge badge--soon" data-testid="starting-soon">
              {t("startingSoon")}
            </span>
          ) : null}
          <span className="schedule-row__competition">{competitionName(match.competition)}</span>
          <ReplayBadge replay={match.replay} />
          {hasRooms ? (
            <span className="badge" data-testid="rooms-badge">
              {t("hasCommentator")}
            </span>
          ) : null}
        </span>
        <span className="schedule-row__teams">
          <span className="schedule-row__team">
            <img src={teamCrestUrl(match.home)} alt="" width={24} height={24} loading="lazy" />
            {teamName(match.home)}
          </span>
          <strong className="schedule-row__score" data-testid="schedule-score">
            {scored ? `${match.score.home} - ${match.score.away}` : t("versusShort")}
          </strong>
          <span className="schedule-row__team schedule-row__team--away">
            {teamName(match.away)}
            <img src={teamCrestUrl(match.away)} alt="" width={24} height={24} loading="lazy" />
          </span>
        </span>
      </a>
      {reserved === undefined ? null : <ReminderButton matchId={match.id} status={match.status} reserved={reserved} guestPrompt={false} />}
    </li>
  );
}

/** The live schedule: a day's matches, live first, with day tabs and remembered filters that work without JavaScript. */
export function ScheduleScreen({ title, path, data }: { title: string; path: string; data: ScheduleData }) {
  const { filters } = data;
  const datasets = [...new Set(data.matches.flatMap((match) => match.datasets))];
  return (
    <section className="schedule">
      <h1 className="page-title">{title}</h1>
      <nav className="day-tabs" aria-label={t("scheduleDays")}>
        {data.days.map((day) => (
          <a
            key={day.date}
            href={scheduleLink(path, { ngay: day.date, mon: filters.sport, giai: filters.competition })}
            className={day.date === data.date ? "day-tab day-tab--current" : "day-tab"}
            aria-current={day.date === data.date ? "page" : undefined}
          >
            {day.label}
          </a>
        ))}
      </nav>
      <form method="get" action={path} className="pickers card" aria-label={t("scheduleFilters")}>
        <input type="hidden" name="ngay" value={data.date} />
        <label>
          {t("sport")}
          <select name="mon" defaultValue={filters.sport ?? ""}>
            <option value="">{t("allSports")}</option>
            <option value="football">{t("sportFootball")}</option>
            <option value="basketball">{t("sportBasketball")}</option>
          </select>
        </label>
        <label>
          {t("competition")}
          <select name="giai" defaultValue={filters.competition ?? ""}>
            <option value="">{t("allCompetitions")}</option>
            {data.competitions.map((competition) => (
              <option key={competition.code} value={competition.code}>
                {competition.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          {t("filterButton")}
        </button>
      </form>
      {data.matches.length === 0 ? (
        <EmptyState message={t("noMatchesThisDay")} />
      ) : (
        <ul className="schedule-list">
          {data.matches.map((match) => (
            <ScheduleRow
              key={match.id}
              match={match}
              clock={data.clocks[match.id]}
              nowMs={data.nowMs}
              reserved={data.reserved.includes(match.id)}
              hasRooms={data.withRooms.includes(match.id)}
            />
          ))}
        </ul>
      )}
      {data.matches.some((match) => match.replay) ? <p className="schedule-note">{t("replayExplained")}</p> : null}
      <DataCredits datasets={datasets} />
    </section>
  );
}
