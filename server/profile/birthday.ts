import { DateTime } from "luxon";

// The birthday rule itself (a real date from 1900-01-01 to today) is isAcceptableBirthday in
// contract/input-rules.ts; the backend supplies today.

/** The site's calendar (spec section 9). */
const SITE_TIME_ZONE = "Asia/Bangkok";

/** Today's date in the site's time zone, YYYY-MM-DD. */
export function siteToday(now: Date): string {
  return DateTime.fromJSDate(now, { zone: SITE_TIME_ZONE }).toFormat("yyyy-MM-dd");
}
