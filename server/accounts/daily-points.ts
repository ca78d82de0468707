import { DateTime } from "luxon";
import { insertPointsEntry } from "../db/repositories/points";
import { addUserScore, advanceLoginStreak, type UserRow } from "../db/repositories/users";
import { type AppDatabase } from "../db/types";

/** The site's calendar (spec section 9): a "day" of daily points is a day in Bangkok. */
export const SITE_TIME_ZONE = "Asia/Bangkok";

/** Points for day 1, 2, ... of a login streak; every day after the last one gives the last amount. */
export const DAILY_LOGIN_POINTS = [5, 10, 15, 20, 25, 30, 40] as const;

export function pointsForStreakDay(day: number): number {
  const index = Math.min(Math.max(day, 1), DAILY_LOGIN_POINTS.length) - 1;
  return DAILY_LOGIN_POINTS[index] ?? 0;
}

export interface SiteDays {
  today: string;
  yesterday: string;
}

interface SiteDay extends SiteDays {
  startsAt: number;
  endsAt: number;
}

// Every logged-in page view asks; the calendar work is done once per day, not once per call.
let lastDay: SiteDay | undefined;

/** YYYY-MM-DD in Bangkok, for `now` and for the day before. */
export function siteDays(now: Date): SiteDays {
  const time = now.getTime();
  if (!lastDay || time < lastDay.startsAt || time >= lastDay.endsAt) {
    const local = DateTime.fromJSDate(now, { zone: SITE_TIME_ZONE });
    const start = local.startOf("day");
    lastDay = {
      today: local.toISODate() ?? "",
      yesterday: local.minus({ days: 1 }).toISODate() ?? "",
      startsAt: start.toMillis(),
      endsAt: start.plus({ days: 1 }).toMillis(),
    };
  }
  return { today: lastDay.today, yesterday: lastDay.yesterday };
}

export interface DailyPointsAward {
  amount: number;
  streakDay: number;
  user: UserRow;
}

/**
 * Whether today (Bangkok) is still to be counted for this user row. A read of the row the caller
 * already holds, so a page view on a day already counted writes nothing; the award below checks
 * again under the row lock.
 */
export function dailyLoginPointsDue(user: Pick<UserRow, "lastLoginDay">, now: Date): boolean {
  return user.lastLoginDay === null || user.lastLoginDay < siteDays(now).today;
}

/** awardDailyLoginPoints when dailyLoginPointsDue says so: no transaction on a day already counted. */
export async function awardDailyLoginPointsIfDue(
  db: AppDatabase,
  user: Pick<UserRow, "id" | "lastLoginDay">,
  now: Date,
): Promise<DailyPointsAward | null> {
  return dailyLoginPointsDue(user, now) ? awardDailyLoginPoints(db, user.id, now) : null;
}

/**
 * Gives the daily login points if today (Bangkok) has not been counted yet; null when it has.
 * One transaction: the streak update locks the user row, so concurrent calls award once.
 */
export async function awardDailyLoginPoints(db: AppDatabase, userId: number, now: Date): Promise<DailyPointsAward | null> {
  const { today, yesterday } = siteDays(now);
  return db.transaction(async (tx) => {
    const streakDay = await advanceLoginStreak(tx, userId, today, yesterday, now);
    if (streakDay === null) return null;
    const amount = pointsForStreakDay(streakDay);
    const user = await addUserScore(tx, userId, amount, now);
    if (!user) return null;
    await insertPointsEntry(tx, userId, { amount, reason: "daily_login", balanceAfter: user.score, createdAt: now });
    return { amount, streakDay, user };
  });
}
