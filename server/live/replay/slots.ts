import { DateTime } from "luxon";

// When replays kick off: around the clock, so that at any hour some match is live (issue 9).
// Football every 45 minutes (a match, half-time included, lasts about 1 h 55 min, so two or three
// are live at once), basketball every 2 hours (a game lasts about 1 h 40 min).

export const SITE_ZONE = "Asia/Bangkok";

export interface ReplaySlot {
  /** Stable name of the slot: `<sport>:<Bangkok date>:<HHmm>`. */
  key: string;
  sport: "football" | "basketball";
  /** Bangkok date (YYYY-MM-DD). */
  day: string;
  kickoffMs: number;
}

const SCHEDULES = [
  { sport: "football", firstMinute: 15, everyMinutes: 45 },
  { sport: "basketball", firstMinute: 40, everyMinutes: 120 },
] as const;

/** Every slot of a Bangkok day, in kick-off order. */
export function slotsOfDay(day: string): ReplaySlot[] {
  const start = DateTime.fromISO(day, { zone: SITE_ZONE }).startOf("day");
  const slots: ReplaySlot[] = [];
  for (const schedule of SCHEDULES) {
    for (let minute = schedule.firstMinute; minute < 24 * 60; minute += schedule.everyMinutes) {
      const kickoff = start.plus({ minutes: minute });
      slots.push({
        key: `${schedule.sport}:${day}:${kickoff.toFormat("HHmm")}`,
        sport: schedule.sport,
        day,
        kickoffMs: kickoff.toMillis(),
      });
    }
  }
  return slots.sort((a, b) => a.kickoffMs - b.kickoffMs || a.key.localeCompare(b.key));
}

/** The Bangkok days replays are kept for around `nowMs`: yesterday through a week ahead (the schedule's tabs). */
export function replayDays(nowMs: number, daysBefore = 1, daysAfter = 7): string[] {
  const today = DateTime.fromMillis(nowMs, { zone: SITE_ZONE }).startOf("day");
  const days: string[] = [];
  for (let offset = -daysBefore; offset <= daysAfter; offset++) days.push(today.plus({ days: offset }).toISODate() ?? "");
  return days;
}

/** Replays that kicked off before this instant are removed (their day has left the schedule). */
export function replayHorizonMs(nowMs: number, daysBefore = 1): number {
  return DateTime.fromMillis(nowMs, { zone: SITE_ZONE }).startOf("day").minus({ days: daysBefore }).toMillis();
}
