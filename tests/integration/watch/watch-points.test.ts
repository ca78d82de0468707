import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RESULT } from "../../../contract/result-codes";
import { EXPERIENCE } from "../../../contract/domain/levels";
import { createSession } from "../../../server/db/repositories/sessions";
import { listPointsHistory } from "../../../server/db/repositories/points";
import { createLogger } from "../../../server/logger";
import { watchProgress } from "../../../server/rooms/tables";
import { WATCH_DAILY_POINTS_CAP } from "../../../server/rooms/watch-points";
import { startTestBackend, TestClock, type TestBackend } from "../../helpers/test-backend";
import { databaseKinds } from "../../helpers/test-database";
import { GUEST_UID } from "../accounts/account-helpers";
import { roomOf, scoreOf, userWithSession } from "../gifts/live-room-helpers";

// Watch points (docs/gifts-and-points.md): 5 points for each 10 minutes a live room plays, counted
// from when the heartbeats arrive (the test's clock), whatever the browser's tabs do.

// Tuesday 10:00 in Bangkok.
const MORNING = "2026-03-10T03:00:00.000Z";

interface Beat {
  credited: number;
  score: number;
  progressSeconds: number;
}

describe.each(databaseKinds())("watch points (%s)", (kind) => {
  let backend: TestBackend;
  const clock = new TestClock(MORNING);
  let liveRoom: string;
  let otherLiveRoom: string;
  let offlineRoom: string;

  beforeAll(async () => {
    backend = await startTestBackend(kind, createLogger("silent"), "seeded", { clock: clock.now });
    const rooms = [];
    for (const isLive of [true, true, false]) {
      const anchor = await userWithSession(backend.db, clock, { userType: 2 });
      rooms.push((await roomOf(backend.db, anchor.user.id, isLive)).slug);
    }
    [liveRoom = "", otherLiveRoom = "", offlineRoom = ""] = rooms;
  });
  afterAll(() => backend.close());
  beforeEach(() => clock.set(MORNING));

  const beat = async (sessionId: string, room = liveRoom, playing = true): Promise<Beat> => {
    const answer = await backend.call("/chat/heartbeat", { room, playing }, sessionId);
    expect(answer.errCode, answer.errMsg).toBe(RESULT.ok);
    return answer.data as Beat;
  };
  /** Beats every `everySeconds` for `forSeconds` (the first beat at the clock's time, the last at its end); returns the points given. */
  const beatFor = async (sessionId: string, forSeconds: number, everySeconds = 30, room = liveRoom, playing = true) => {
    let credited = 0;
    for (let second = 0; second <= forSeconds; second += everySeconds) {
      if (second > 0) clock.advance(everySeconds * 1000);
      credited += (await beat(sessionId, room, playing)).credited;
    }
    return credited;
  };
  const viewer = () => userWithSession(backend.db, clock, { score: 100 });

  it("ten minutes of beats every 30 s give 5 points once, with the experience and the ledger", async () => {
    const { user, sessionId } = await viewer();
    const answers: Beat[] = [];
    for (let second = 0; second <= 600; second += 30) {
      clock.set(new Date(Date.parse(MORNING) + second * 1000));
      answers.push(await beat(sessionId));
    }
    expect(answers.slice(0, -1).every((answer) => answer.credited === 0)).toBe(true);
    expect(answers[answers.length - 2]).toEqual({ credited: 0, score: 100, progressSeconds: 570 });
    expect(answers[answers.length - 1]).toEqual({ credited: 5, score: 105, progressSeconds: 0 });
    expect(await scoreOf(backend.db, user.id)).toEqual({ score: 105, experience: EXPERIENCE.watchCredit });
    const ledger = await listPointsHistory(backend.db, user.id, 5);
    expect(ledger.map((entry) => [entry.amount, entry.reason, entry.balanceAfter, entry.createdAt.toISOString()])).toEqual([
      [5, "watch_live", 105, "2026-03-10T03:10:00.000Z"],
    ]);
    // The next ten minutes give the next 5, not before.
    expect(await beatFor(sessionId, 570)).toBe(0);
    expect(await beatFor(sessionId, 30)).toBe(5);
  });

  it("beats faster than real time count only the time that passed", async () => {
    const { user, sessionId } = await viewer();
    await beat(sessionId);
    // 50 beats at the same moment, then 100 beats half a second apart: 50 s.
    for (let index = 0; index < 50; index += 1) expect(await beat(sessionId)).toMatchObject({ credited: 0, progressSeconds: 0 });
    let last: Beat | undefined;
    for (let index = 0; index < 100; index += 1) {
      clock.advance(500);
      last = await beat(sessionId);
    }
    expect(last).toEqual({ credited: 0, score: 100, progressSeconds: 50 });
    // A beat every 5 s until ten minutes are counted gives 5 points, as one every 30 s would.
    expect(await beatFor(sessionId, 600 - 50, 5)).toBe(5);
    expect(await scoreOf(backend.db, user.id)).toMatchObject({ score: 105 });
  });

  it("two tabs (two sessions, two rooms) beating in turn count no faster than one", async () => {
    const { user, sessionId } = await viewer();
    const secondTab = await createSession(backend.db, user.id, true, clock.now());
    let credited = 0;
    // Each tab every 30 s, 15 s apart, for ten minutes: 600 s counted, not 1,200.
    for (let second = 0; second <= 600; second += 15) {
      clock.set(new Date(Date.parse(MORNING) + second * 1000));
      const answer = second % 30 === 0 ? await beat(sessionId, liveRoom) : await beat(secondTab, otherLiveRoom);
      if (second < 600) expect(answer.credited, `at ${second} s`).toBe(0);
      credited += answer.credited;
    }
    expect(credited).toBe(5);
    // Both at the same moments: still real time.
    for (let second = 30; second <= 300; second += 30) {
      clock.advance(30_000);
      credited += (await beat(sessionId)).credited + (await beat(secondTab, otherLiveRoom)).credited;
    }
    expect(credited).toBe(5);
    expect((await beat(sessionId)).progressSeconds).toBe(300);
  });

  it("counts nothing while the player is not playing or the room is offline", async () => {
    const { user, sessionId } = await viewer();
    expect(await beatFor(sessionId, 900, 30, liveRoom, false)).toBe(0);
    expect(await beatFor(sessionId, 900, 30, offlineRoom, true)).toBe(0);
    const [row] = await backend.db.select().from(watchProgress).where(eq(watchProgress.userId, user.id));
    expect(row?.seconds ?? 0).toBe(0);
    // The first playing beat after them only starts the count.
    clock.advance(30_000);
    expect(await beat(sessionId)).toEqual({ credited: 0, score: 100, progressSeconds: 0 });
    clock.advance(30_000);
    expect(await beat(sessionId)).toMatchObject({ progressSeconds: 30 });
  });

  it("starts over after a long pause, keeping what was counted", async () => {
    const { sessionId } = await viewer();
    await beatFor(sessionId, 300);
    clock.advance(10 * 60_000);
    expect(await beat(sessionId)).toMatchObject({ credited: 0, progressSeconds: 300 });
    clock.advance(30_000);
    expect(await beat(sessionId)).toMatchObject({ progressSeconds: 330 });
    // A lost beat (60 s) still counts; 90 s counts a minute.
    clock.advance(60_000);
    expect(await beat(sessionId)).toMatchObject({ progressSeconds: 390 });
    clock.advance(90_000);
    expect(await beat(sessionId)).toMatchObject({ progressSeconds: 450 });
  });

  it(`gives at most ${WATCH_DAILY_POINTS_CAP} points a Bangkok day, then again the next day`, async () => {
    const { user, sessionId } = await viewer();
    // Beats every 60 s from 10:00 to 13:00 in Bangkok: 18 credits' worth of time.
    expect(await beatFor(sessionId, 3 * 3600, 60)).toBe(WATCH_DAILY_POINTS_CAP);
    expect(await scoreOf(backend.db, user.id)).toEqual({ score: 100 + WATCH_DAILY_POINTS_CAP, experience: 12 * EXPERIENCE.watchCredit });
    // Seconds still count toward nothing: no stock waits for midnight.
    expect((await beat(sessionId)).progressSeconds).toBe(0);

    // Still nothing that evening.
    clock.set("2026-03-10T15:00:00.000Z");
    expect(await beatFor(sessionId, 600)).toBe(0);
    // 23:55 in Bangkok, watching across midnight: the credit completed after midnight counts.
    clock.set("2026-03-10T16:55:00.000Z");
    expect(await beatFor(sessionId, 600)).toBe(5);
    expect(await listPointsHistory(backend.db, user.id, 1)).toMatchObject([{ amount: 5, createdAt: new Date("2026-03-10T17:05:00.000Z") }]);
  });

  it("counts beats that arrive at the same moment once", async () => {
    const { user, sessionId } = await viewer();
    // Even the very first beats, which make the progress row.
    const first = await Promise.all(Array.from({ length: 5 }, () => beat(sessionId)));
    expect(first.map((answer) => answer.progressSeconds)).toEqual([0, 0, 0, 0, 0]);
    clock.advance(30_000);
    const together = await Promise.all(Array.from({ length: 5 }, () => beat(sessionId)));
    expect(together.map((answer) => answer.progressSeconds).sort()).toEqual([30, 30, 30, 30, 30]);
    const [row] = await backend.db.select().from(watchProgress).where(eq(watchProgress.userId, user.id));
    expect(row).toMatchObject({ seconds: 30, lastBeatAt: new Date(Date.parse(MORNING) + 30_000) });

    // At a credit: once.
    await backend.db.update(watchProgress).set({ seconds: 590 }).where(eq(watchProgress.userId, user.id));
    clock.advance(30_000);
    const credits = await Promise.all(Array.from({ length: 5 }, () => beat(sessionId)));
    expect(credits.reduce((sum, answer) => sum + answer.credited, 0)).toBe(5);
    expect(await scoreOf(backend.db, user.id)).toMatchObject({ score: 105 });
  });

  it("refuses guests and unknown rooms", async () => {
    const guest = await backend.call("/chat/heartbeat", { room: liveRoom, playing: true }, GUEST_UID);
    expect(guest.errCode).toBe(RESULT.sessionExpired);
    const { sessionId } = await viewer();
    const unknown = await backend.call("/chat/heartbeat", { room: "khong-co-phong-nay", playing: true }, sessionId);
    expect([unknown.errCode, unknown.errMsg]).toEqual([RESULT.refused, "roomNotFound"]);
    const forged = await backend.call("/chat/heartbeat", { room: liveRoom, playing: true, seconds: 600 }, sessionId);
    expect(forged.errCode).toBe(RESULT.refused);
  });
});
