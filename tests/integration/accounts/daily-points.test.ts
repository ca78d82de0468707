import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  awardDailyLoginPoints,
  awardDailyLoginPointsIfDue,
  dailyLoginPointsDue,
  pointsForStreakDay,
  siteDays,
} from "../../../server/accounts/daily-points";
import { listPointsHistory } from "../../../server/db/repositories/points";
import { findUserById } from "../../../server/db/repositories/users";
import { startTestBackend, type TestBackend } from "../../helpers/test-backend";
import { databaseKinds } from "../../helpers/test-database";
import { createTestUser, logInAs, userOf } from "./account-helpers";

const DAY = 24 * 60 * 60 * 1000;

describe("daily login points table", () => {
  it("gives 5, 10, 15, 20, 25, 30, then 40 for every later day", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 30].map(pointsForStreakDay)).toEqual([5, 10, 15, 20, 25, 30, 40, 40, 40]);
  });

  it("counts days in Bangkok (UTC+7)", () => {
    expect(siteDays(new Date("2026-03-10T16:59:59Z"))).toEqual({ today: "2026-03-10", yesterday: "2026-03-09" });
    expect(siteDays(new Date("2026-03-10T17:00:00Z"))).toEqual({ today: "2026-03-11", yesterday: "2026-03-10" });
    expect(siteDays(new Date("2026-03-01T00:00:00Z"))).toEqual({ today: "2026-03-01", yesterday: "2026-02-28" });
    // The day is remembered between calls: a clock moving back or forth across midnight is still read right.
    expect(siteDays(new Date("2026-03-10T17:00:00Z")).today).toBe("2026-03-11");
    expect(siteDays(new Date("2026-03-10T16:59:59.999Z")).today).toBe("2026-03-10");
    expect(siteDays(new Date("2026-03-09T17:00:00Z")).today).toBe("2026-03-10");
    expect(siteDays(new Date("2026-03-09T16:59:59.999Z")).today).toBe("2026-03-09");
  });
});

describe("daily login points due", () => {
  it("is due for a user never counted and on a later Bangkok day, not on the day already counted nor before it", () => {
    expect(dailyLoginPointsDue({ lastLoginDay: null }, new Date("2026-03-10T02:00:00Z"))).toBe(true);
    expect(dailyLoginPointsDue({ lastLoginDay: "2026-03-09" }, new Date("2026-03-10T02:00:00Z"))).toBe(true);
    expect(dailyLoginPointsDue({ lastLoginDay: "2026-03-10" }, new Date("2026-03-10T16:59:59Z"))).toBe(false);
    // 00:00 in Bangkok on the 11th.
    expect(dailyLoginPointsDue({ lastLoginDay: "2026-03-10" }, new Date("2026-03-10T17:00:00Z"))).toBe(true);
    expect(dailyLoginPointsDue({ lastLoginDay: "2026-03-11" }, new Date("2026-03-10T17:00:00Z"))).toBe(false);
  });
});

describe.each(databaseKinds())("daily login points (%s)", (kind) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend(kind);
  });
  afterAll(() => backend.close());

  it("day 1 gives 5, the next Bangkok day 10, the same day again nothing, a missed day starts over at 5", async () => {
    const user = await createTestUser(backend.db, { username: "streak_user" });
    const award = (iso: string) => awardDailyLoginPoints(backend.db, user.id, new Date(iso));

    expect(await award("2026-03-10T02:00:00Z")).toMatchObject({
      amount: 5,
      streakDay: 1,
      user: { score: 5, loginStreak: 1, lastLoginDay: "2026-03-10" },
    });
    expect(await award("2026-03-10T16:59:00Z")).toBeNull();
    // 00:00 in Bangkok on the 11th is still the 10th in UTC.
    expect(await award("2026-03-10T17:00:00Z")).toMatchObject({ amount: 10, streakDay: 2, user: { score: 15, loginStreak: 2 } });
    expect(await award("2026-03-11T12:00:00Z")).toBeNull();
    // The 12th is missed.
    expect(await award("2026-03-13T03:00:00Z")).toMatchObject({ amount: 5, streakDay: 1, user: { score: 20, loginStreak: 1 } });
    // A clock that goes back does not count a day twice.
    expect(await award("2026-03-12T03:00:00Z")).toBeNull();

    const history = await listPointsHistory(backend.db, user.id, 20);
    expect(history.map((entry) => [entry.amount, entry.reason, entry.balanceAfter])).toEqual([
      [5, "daily_login", 20],
      [10, "daily_login", 15],
      [5, "daily_login", 5],
    ]);
  });

  it("from the row it holds: awards once a day, opens no transaction again that day, awards again the next day", async () => {
    const created = await createTestUser(backend.db, { username: "row_check_user" });
    const transactions = vi.spyOn(backend.db, "transaction");
    const awardWithStoredRow = async (iso: string) => {
      const row = await findUserById(backend.db, created.id);
      if (!row) throw new Error("user vanished");
      return awardDailyLoginPointsIfDue(backend.db, row, new Date(iso));
    };

    expect(await awardWithStoredRow("2026-06-01T01:00:00Z")).toMatchObject({ amount: 5, streakDay: 1, user: { score: 5 } });
    expect(transactions).toHaveBeenCalledTimes(1);
    expect(await awardWithStoredRow("2026-06-01T09:00:00Z")).toBeNull();
    expect(await awardWithStoredRow("2026-06-01T16:59:00Z")).toBeNull();
    expect(transactions).toHaveBeenCalledTimes(1);
    expect(await awardWithStoredRow("2026-06-01T17:00:00Z")).toMatchObject({ amount: 10, streakDay: 2, user: { score: 15 } });
    expect(transactions).toHaveBeenCalledTimes(2);
    expect(await listPointsHistory(backend.db, created.id, 20)).toHaveLength(2);
  });

  it("a row read before another request counted the day still awards once (the award checks again under the lock)", async () => {
    const created = await createTestUser(backend.db, { username: "stale_row_user" });
    const staleRow = await findUserById(backend.db, created.id);
    if (!staleRow) throw new Error("user vanished");
    const now = new Date("2026-06-05T05:00:00Z");
    expect(await awardDailyLoginPointsIfDue(backend.db, staleRow, now)).not.toBeNull();
    expect(await awardDailyLoginPointsIfDue(backend.db, staleRow, now)).toBeNull();
    expect(await findUserById(backend.db, created.id)).toMatchObject({ score: 5, loginStreak: 1 });
  });

  it("gives 40 a day from the 7th day of a streak", async () => {
    const user = await createTestUser(backend.db, { username: "long_streak" });
    const start = Date.parse("2026-04-01T05:00:00Z");
    const amounts: number[] = [];
    for (let day = 0; day < 9; day += 1)
      amounts.push((await awardDailyLoginPoints(backend.db, user.id, new Date(start + day * DAY)))?.amount ?? 0);
    expect(amounts).toEqual([5, 10, 15, 20, 25, 30, 40, 40, 40]);
    expect(await findUserById(backend.db, user.id)).toMatchObject({ loginStreak: 9, score: 225 });
  });

  it("awards once under concurrent requests", async () => {
    const user = await createTestUser(backend.db, { username: "racing_user" });
    const now = new Date("2026-05-05T05:00:00Z");
    const awards = await Promise.all(Array.from({ length: 8 }, () => awardDailyLoginPoints(backend.db, user.id, now)));
    expect(awards.filter((award) => award !== null)).toHaveLength(1);
    expect(await findUserById(backend.db, user.id)).toMatchObject({ score: 5, loginStreak: 1 });
    expect(await listPointsHistory(backend.db, user.id, 20)).toHaveLength(1);
  });

  it("login and /user/detail award today once; /user/detail lists the last 20 entries newest first", async () => {
    const user = await createTestUser(backend.db, { username: "history_user" });
    const start = Date.now() - 30 * DAY;
    for (let day = 0; day < 25; day += 1) await awardDailyLoginPoints(backend.db, user.id, new Date(start + day * DAY));
    const before = await findUserById(backend.db, user.id);

    const sessionId = await logInAs(backend, "history_user");
    const first = await backend.call("/user/detail", {}, sessionId);
    const second = await backend.call("/user/detail", {}, sessionId);
    expect(userOf(first)).toMatchObject({ score: (before?.score ?? 0) + 5, loginStreak: 1 });
    expect(userOf(second)).toEqual(userOf(first));

    const { pointsHistory } = first.data as {
      pointsHistory: { amount: number; reason: string; balanceAfter: number; createdAt: string }[];
    };
    expect(pointsHistory).toHaveLength(20);
    expect(pointsHistory[0]).toEqual({
      amount: 5,
      reason: "daily_login",
      balanceAfter: (before?.score ?? 0) + 5,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(pointsHistory[1]).toMatchObject({ amount: 40, balanceAfter: before?.score });
    const times = pointsHistory.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("a first /user/detail of the day awards the points when the login was on an earlier day", async () => {
    const user = await createTestUser(backend.db, { username: "detail_award" });
    const sessionId = await logInAs(backend, "detail_award");
    expect(userOf(await backend.call("/user/detail", {}, sessionId))).toMatchObject({ score: 5, loginStreak: 1 });
    // Pretend the login was yesterday: the next /user/detail continues the streak.
    const { yesterday } = siteDays(new Date());
    await backend.db.execute(sql`update users set last_login_day = ${yesterday} where id = ${user.id}`);
    const detail = await backend.call("/user/detail", {}, sessionId);
    expect(userOf(detail)).toMatchObject({ score: 15, loginStreak: 2 });
    expect(JSON.parse(detail.errMsg)).toMatchObject({ score: 15, loginStreak: 2 });
  });
});
