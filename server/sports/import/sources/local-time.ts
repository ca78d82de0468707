// Checks for the local dates and clock times the sources give (the loader converts them to UTC).

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function isCalendarDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one (UTC, so no zone can shift it).
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** "YYYY-MM-DD" naming a real calendar day ("2023-02-29" is not one). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  return match !== null && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** "HH:mm" from 00:00 to 23:59. */
export function isClockTime(text: string): boolean {
  return CLOCK.test(text);
}

/** "M/D/YYYY" (a spreadsheet's US date) as "YYYY-MM-DD", or null when it is not a real day. */
export function usDateToIso(text: string): string | null {
  const match = US_DATE.exec(text);
  if (match === null) return null;
  const [year, month, day] = [Number(match[3]), Number(match[1]), Number(match[2])];
  if (!isCalendarDay(year, month, day)) return null;
  return `${match[3]}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
