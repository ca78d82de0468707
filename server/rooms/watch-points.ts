import { eq } from "drizzle-orm";
import { EXPERIENCE } from "../../contract/domain/levels";
import { siteDays } from "../accounts/daily-points";
import { addExperience } from "../accounts/experience";
import { insertPointsEntry } from "../db/repositories/points";
import { addUserScore } from "../db/repositories/users";
import { users } from "../db/schema";
import { type AppDatabase } from "../db/types";
import { findRoomBySlug } from "./repository";
import { watchProgress } from "./tables";

// Watch points (spec section 9, docs/gifts-and-points.md): ten minutes of a live room played give
// 5 points. Time is counted from when heartbeats arrive, never from a number the browser sends, on
// one row per user that all tabs and rooms share: whatever beats, no more is counted than the
// time that really passed.

export const WATCH_CREDIT_SECONDS = 600;
export const WATCH_CREDIT_POINTS = 5;
/** The most one beat counts: beats come every 30 s, so one lost beat still counts in full. */
export const MAX_BEAT_SECONDS = 60;
/** A beat later than this after the last counts nothing: the viewer was away, a new run starts. */
export const LONG_GAP_SECONDS = 120;
/** Points a day from watching (Bangkok days): two hours, a match with its build-up and half-time. */
export const WATCH_DAILY_POINTS_CAP = 60;

export interface WatchState {
  /** Seconds counted toward the next credit. */
  seconds: number;
  /** Up to where time has been counted (the last beat, less any fraction of a second not yet counted). */
  lastBeatAt: Date | null;
  /** The Bangkok day `dayPoints` belongs to (YYYY-MM-DD; "" before the first credit). */
  day: string;
  dayPoints: number;
}

/** Whole seconds a beat at `now` counts after the last one, and where counting now stands. */
export function accrue(lastBeatAt: Date | null, now: Date): { seconds: number; countedTo: Date } {
  if (!lastBeatAt) return { seconds: 0, countedTo: now };
  const elapsed = now.getTime() - lastBeatAt.getTime();
  // A clock that went back counts nothing and does not move the mark back (that would count the same time twice).
  if (elapsed < 0) return { seconds: 0, countedTo: lastBeatAt };
  if (elapsed > LONG_GAP_SECONDS * 1000) return { seconds: 0, countedTo: now };
  if (elapsed > MAX_BEAT_SECONDS * 1000) return { seconds: MAX_BEAT_SECONDS, countedTo: now };
  const seconds = Math.floor(elapsed / 1000);
  // The fraction of a second left over is counted with the next beat.
  return { seconds, countedTo: new Date(lastBeatAt.getTime() + seconds * 1000) };
}

/**
 * The state after a counting beat and the credits it gives: each complete WATCH_CREDIT_SECONDS is
 * one credit while the day's cap allows, the rest carries over. Over the cap the seconds still
 * complete credits, which give nothing, so that no stock of time waits for the next day.
 */
export function afterBeat(state: WatchState, now: Date, today: string): { state: WatchState; credits: number } {
  const { seconds: added, countedTo } = accrue(state.lastBeatAt, now);
  const sameDay = state.day >= today;
  const day = sameDay ? state.day : today;
  const dayPoints = sameDay ? state.dayPoints : 0;
  const total = state.seconds + added;
  const earned = Math.floor(total / WATCH_CREDIT_SECONDS);
  const allowed = Math.max(0, Math.floor((WATCH_DAILY_POINTS_CAP - dayPoints) / WATCH_CREDIT_POINTS));
  const credits = Math.min(earned, allowed);
  return {
    state: { seconds: total % WATCH_CREDIT_SECONDS, lastBeatAt: countedTo, day, dayPoints: dayPoints + credits * WATCH_CREDIT_POINTS },
    credits,
  };
}

export interface HeartbeatAnswer {
  /** Points this beat gave. */
  credited: number;
  score: number;
  progressSeconds: number;
}

export type HeartbeatOutcome = { ok: true; answer: HeartbeatAnswer } | { ok: false; refusal: "roomNotFound" };

/**
 * One heartbeat of a logged-in viewer in a room. Only a beat with the player playing in a live room
 * counts; any other changes nothing (a short pause may so be counted, up to MAX_BEAT_SECONDS, never
 * beyond the time that passed). Counting locks the user's progress row, so beats at the same moment
 * from two tabs count once.
 */
export async function watchHeartbeat(
  db: AppDatabase,
  userId: number,
  roomSlug: string,
  playing: boolean,
  now: Date,
): Promise<HeartbeatOutcome> {
  const room = await findRoomBySlug(db, roomSlug);
  if (!room) return { ok: false, refusal: "roomNotFound" };
  const answer = playing && room.isLive ? await countBeat(db, userId, now) : await currentProgress(db, userId);
  return { ok: true, answer };
}

async function currentProgress(db: AppDatabase, userId: number): Promise<HeartbeatAnswer> {
  const [row] = await db
    .select({ score: users.score, seconds: watchProgress.seconds })
    .from(users)
    .leftJoin(watchProgress, eq(watchProgress.userId, users.id))
    .where(eq(users.id, userId));
  return { credited: 0, score: row?.score ?? 0, progressSeconds: row?.seconds ?? 0 };
}

async function lockProgress(db: AppDatabase, userId: number) {
  const [row] = await db
    .select({ progress: watchProgress, score: users.score })
    .from(watchProgress)
    .innerJoin(users, eq(users.id, watchProgress.userId))
    .where(eq(watchProgress.userId, userId))
    .for("update", { of: watchProgress });
  return row;
}

async function countBeat(db: AppDatabase, userId: number, now: Date): Promise<HeartbeatAnswer> {
  return db.transaction(async (tx) => {
    let row = await lockProgress(tx, userId);
    if (!row) {
      // A first beat: two at once both insert, one waits for the other and then finds its row.
      await tx.insert(watchProgress).values({ userId }).onConflictDoNothing();
      row = await lockProgress(tx, userId);
      if (!row) throw new Error(`watch progress of user ${userId} was not stored`);
    }
    const { state, credits } = afterBeat(row.progress, now, siteDays(now).today);
    await tx.update(watchProgress).set(state).where(eq(watchProgress.userId, userId));
    if (credits === 0) return { credited: 0, score: row.score, progressSeconds: state.seconds };

    const points = credits * WATCH_CREDIT_POINTS;
    const user = await addUserScore(tx, userId, points, now);
    if (!user) throw new Error(`user ${userId} vanished while watching`);
    await insertPointsEntry(tx, userId, { amount: points, reason: "watch_live", balanceAfter: user.score, createdAt: now });
    await addExperience(tx, userId, credits * EXPERIENCE.watchCredit);
    return { credited: points, score: user.score, progressSeconds: state.seconds };
  });
}
