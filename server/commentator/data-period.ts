import { DateTime } from "luxon";
import { DATA_PERIOD_MAX_DAYS } from "../../contract/backend-calls/commentator";
import { SITE_TIME_ZONE } from "../accounts/daily-points";

// The period the commentator centre's numbers are read over (docs/commentator-centre.md, "Data"):
// whole Bangkok days, both ends included.

/** The period read when none is asked for: the last 7 days, today included. */
export const DEFAULT_PERIOD_DAYS = 7;

export interface DataPeriod {
  /** The first and last day, YYYY-MM-DD in Bangkok. */
  from: string;
  to: string;
  /** Every day of the period in order, YYYY-MM-DD. */
  days: string[];
  /** The instants it spans, [startsAt, endsAt). */
  startsAt: Date;
  endsAt: Date;
}

function bangkokDay(text: string): DateTime | null {
  const day = DateTime.fromISO(text, { zone: SITE_TIME_ZONE });
  // fromISO takes "2025-02-30" as invalid and "2025-02" as a month: only a real, full date passes.
  return day.isValid && day.toISODate() === text ? day : null;
}

/**
 * The period asked for: `to` defaults to today, `from` to the 7 days ending at `to`. Null when a day
 * does not exist, `from` comes after `to`, or it spans more than DATA_PERIOD_MAX_DAYS days.
 */
export function dataPeriod(asked: { from?: string; to?: string }, now: Date): DataPeriod | null {
  const today = DateTime.fromJSDate(now, { zone: SITE_TIME_ZONE }).startOf("day");
  const last = asked.to === undefined ? today : bangkokDay(asked.to);
  if (!last) return null;
  const first = asked.from === undefined ? last.minus({ days: DEFAULT_PERIOD_DAYS - 1 }) : bangkokDay(asked.from);
  if (!first || first > last) return null;
  const length = Math.round(last.diff(first, "days").days) + 1;
  if (length > DATA_PERIOD_MAX_DAYS) return null;
  const days = Array.from({ length }, (_, index) => first.plus({ days: index }).toISODate() ?? "");
  return {
    from: days[0] ?? "",
    to: days[days.length - 1] ?? "",
    days,
    startsAt: first.toJSDate(),
    endsAt: last.plus({ days: 1 }).toJSDate(),
  };
}
