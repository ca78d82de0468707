import { formatThousands } from "~/services/locale/numbers";

// How the data page writes its numbers and days (spec section 9: comma thousands; Bangkok days).

/** 1234 → "1,234"; an average keeps one decimal: 8.4 → "8.4", 1234.5 → "1,234.5". */
export function formatCount(value: number): string {
  const tenths = Math.round(value * 10);
  const decimal = Math.abs(tenths % 10);
  return `${formatThousands(Math.trunc(tenths / 10))}${decimal === 0 ? "" : `.${decimal}`}`;
}

/** "2026-03-09" → "09/03". */
export function dayLabel(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
}

/** A broadcast's length in whole minutes; one on air counts up to `nowMs`. */
export function broadcastMinutes(startedAt: string, endedAt: string | null, nowMs: number): number {
  const end = endedAt === null ? nowMs : Date.parse(endedAt);
  return Math.max(0, Math.round((end - Date.parse(startedAt)) / 60_000));
}
