// Displayed times (spec section 9): always in Asia/Bangkok with the Vietnamese locale, whatever
// the zone of the server or the browser.
import { type MessageKey, t } from "~/services/locale/messages";

export const DISPLAY_TIME_ZONE = "Asia/Bangkok";
export const CLOCK_FORMAT = "HH:mm";
/** A match counts as starting soon (or started) from this long before its time. */
export const STARTING_SOON_MS = 5 * 60 * 1000;

// Calendar-day offset from today to the label shown instead of the date.
const RELATIVE_DAY_LABELS: ReadonlyMap<number, MessageKey> = new Map([
  [-1, "yesterday"],
  [0, "today"],
  [1, "tomorrow"],
  [2, "dayAfterTomorrow"],
]);

interface WallClock {
  /** "YYYY-MM-DD". */
  date: string;
  /** Days since 1970-01-01 of that calendar date. */
  dayNumber: number;
  day: string;
  month: string;
  clock: string;
}

// Lists of matches format hundreds of times per page: one Intl formatter, made once, reads a
// time's Bangkok calendar date and clock. Intl, not luxon: this module is in every page's first
// load (the header's notifications), and luxon would add 22 KB of gzip JavaScript.
const wallClockParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: DISPLAY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const MS_PER_DAY = 86_400_000;
/** ECMAScript's time range: beyond it a Date is invalid. */
const MAX_EPOCH_MS = 8.64e15;

function wallClock(epochMs: number): WallClock | null {
  if (!Number.isFinite(epochMs) || Math.abs(epochMs) > MAX_EPOCH_MS) return null;
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of wallClockParts.formatToParts(epochMs)) part[type] = value;
  const { year = "", month = "", day = "", hour = "", minute = "" } = part;
  const dayNumber = Date.UTC(Number(year), Number(month) - 1, Number(day)) / MS_PER_DAY;
  return { date: `${year.padStart(4, "0")}-${month}-${day}`, dayNumber, day, month, clock: `${hour}:${minute}` };
}

/** "HH:mm" in Bangkok; "" for an invalid time. */
export function formatClock(epochMs: number): string {
  return wallClock(epochMs)?.clock ?? "";
}

/** The date in Bangkok, "YYYY-MM-DD"; "" for an invalid time. */
export function formatDate(epochMs: number): string {
  return wallClock(epochMs)?.date ?? "";
}

/**
 * "Hôm qua 21:00", "Hôm nay 19:30", "Ngày mai 02:00", "Ngày kia 18:00" by Bangkok calendar day
 * relative to `nowMs`, otherwise "DD/MM HH:mm"; "" when either time is invalid.
 */
export function formatMatchTime(epochMs: number, nowMs: number): string {
  const match = wallClock(epochMs);
  const now = wallClock(nowMs);
  if (match === null || now === null) return "";
  const label = RELATIVE_DAY_LABELS.get(match.dayNumber - now.dayNumber);
  return label === undefined ? `${match.day}/${match.month} ${match.clock}` : `${t(label)} ${match.clock}`;
}

/** True when the match time is at or before now + 5 minutes (so also once it has started). */
export function isStartingSoon(matchEpochMs: number, nowMs: number): boolean {
  if (!Number.isFinite(matchEpochMs) || !Number.isFinite(nowMs)) return false;
  return matchEpochMs <= nowMs + STARTING_SOON_MS;
}
