import { and, desc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import { smsCodes } from "../schema";
import { type AppDatabase } from "../types";

export interface NewSmsCode {
  phone: string;
  purpose: string;
  codeHash: string;
  expiresAt: Date;
  createdAt: Date;
}

export async function insertSmsCode(db: AppDatabase, code: NewSmsCode): Promise<void> {
  await db.insert(smsCodes).values(code);
}

export interface SmsCodeAttempt {
  id: number;
  codeHash: string;
}

/**
 * Counts one attempt on the latest unused, unexpired code of a phone and purpose, and returns it
 * to compare with; null when there is no such code or it already had `maxAttempts` attempts (void).
 * The attempt is counted before the comparison, in one statement, so parallel guesses cannot get
 * past the limit.
 */
export async function recordSmsCodeAttempt(
  db: AppDatabase,
  phone: string,
  purpose: string,
  now: Date,
  maxAttempts: number,
): Promise<SmsCodeAttempt | null> {
  const latest = db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, now)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  const [row] = await db
    .update(smsCodes)
    .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
    .where(and(inArray(smsCodes.id, latest), lt(smsCodes.failedAttempts, maxAttempts), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash });
  return row ?? null;
}

/** Marks a code used; false when it already was (another request got it first). */
export async function markSmsCodeUsed(db: AppDatabase, id: number, now: Date): Promise<boolean> {
  const used = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  return used.length > 0;
}

/** Deletes at most `limit` codes that expired before `before`; returns how many. */
export async function deleteExpiredSmsCodes(db: AppDatabase, before: Date, limit: number): Promise<number> {
  const expired = db.select({ id: smsCodes.id }).from(smsCodes).where(lt(smsCodes.expiresAt, before)).limit(limit);
  const deleted = await db.delete(smsCodes).where(inArray(smsCodes.id, expired)).returning({ id: smsCodes.id });
  return deleted.length;
}
