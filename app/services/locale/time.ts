// Displayed times (spec section 9): always in Asia/Bangkok with the Vietnamese locale, whatever
// the zone of the server or the browser.
import { DateTime } from "luxon";
import { type MessageKey, t } from "~/services/locale/messages";

export const DISPLAY_TIME_ZONE = "Asia/Bangkok";
export const DISPLAY_LOCALE = "vi";
export const CLOCK_FORMAT = "HH:mm";
export const DEFAULT_DATE_FORMAT = "yyyy-MM-dd";
const DAY_MONTH_CLOCK_FORMAT = "dd/MM HH:mm";
/** A match counts as starting soon (or started) from this long before its time. */
export const STARTING_SOON_MS = 5 * 60 * 1000;

// Calendar-day offset from today to the label shown instead of the date.
const RELATIVE_DAY_LABELS: ReadonlyMap<number, MessageKey> = new Map([
  [-1, "yesterday"],
  [0, "today"],
  [1, "tomorrow"],
  [2, "dayAfterTomorrow"],
]);

function inDisplayZone(epochMs: number): DateTime | null {
  if (!Number.isFinite(epochMs)) return null;
  const dateTime = DateTime.fromMillis(epochMs, { zone: DISPLAY_TIME_ZONE, locale: DISPLAY_LOCALE });
  return dateTime.isValid ? dateTime : null;
}

/** "HH:mm" in Bangkok; "" for an invalid time. */
export function formatClock(epochMs: number): string {
  return inDisplayZone(epochMs)?.toFormat(CLOCK_FORMAT) ?? "";
}

/** The date in Bangkok, by default "YYYY-MM-DD" (a luxon format string); "" for an invalid time. */
export function formatDate(epochMs: number, format: string = DEFAULT_DATE_FORMAT): string {
  return inDisplayZone(epochMs)?.toFormat(format) ?? "";
}

/**
 * "Hôm qua 21:00", "Hôm nay 19:30", "Ngày mai 02:00", "Ngày kia 18:00" by Bangkok calendar day
 * relative to `nowMs`, otherwise "DD/MM HH:mm"; "" when either time is invalid.
 */
export function formatMatchTime(epochMs: number, nowMs: number): string {
  const match = inDisplayZone(epochMs);
  const now = inDisplayZone(nowMs);
  if (match === null || now === null) return "";
  const dayOffset = Math.round(match.startOf("day").diff(now.startOf("day"), "days").days);
  const label = RELATIVE_DAY_LABELS.get(dayOffset);
  return label === undefined ? match.toFormat(DAY_MONTH_CLOCK_FORMAT) : `${t(label)} ${match.toFormat(CLOCK_FORMAT)}`;
}

/** True when the match time is at or before now + 5 minutes (so also once it has started). */
export function isStartingSoon(matchEpochMs: number, nowMs: number): boolean {
  if (!Number.isFinite(matchEpochMs) || !Number.isFinite(nowMs)) return false;
  return matchEpochMs <= nowMs + STARTING_SOON_MS;
}
