import { DateTime } from "luxon";

/** The site's calendar (spec section 9). */
const SITE_TIME_ZONE = "Asia/Bangkok";
const EARLIEST_BIRTHDAY = "1900-01-01";
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date in the site's time zone, YYYY-MM-DD. */
export function siteToday(now: Date): string {
  return DateTime.fromJSDate(now, { zone: SITE_TIME_ZONE }).toFormat("yyyy-MM-dd");
}

/** A real calendar date, YYYY-MM-DD, from 1900-01-01 to `today` included. */
export function isAcceptableBirthday(value: string, today: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [year, month, day] = value.split("-").map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDate = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  // Same-length ISO dates compare correctly as text.
  return isRealDate && value >= EARLIEST_BIRTHDAY && value <= today;
}
