import { and, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import { captchas } from "../schema";
import { type AppDatabase } from "../types";

export interface NewCaptcha {
  id: string;
  answerHash: string;
  expiresAt: Date;
  createdAt: Date;
}

export async function insertCaptcha(db: AppDatabase, captcha: NewCaptcha): Promise<void> {
  await db.insert(captchas).values(captcha);
}

/**
 * Marks a captcha used and returns its answer hash, or null when it is unknown, already used or
 * expired. One statement, so two requests racing with the same captcha cannot both get it.
 */
export async function consumeCaptcha(db: AppDatabase, id: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  return row?.answerHash ?? null;
}

/** Deletes at most `limit` expired captchas; returns how many. */
export async function deleteExpiredCaptchas(db: AppDatabase, now: Date, limit: number): Promise<number> {
  const expired = db.select({ id: captchas.id }).from(captchas).where(lte(captchas.expiresAt, now)).limit(limit);
  const deleted = await db.delete(captchas).where(inArray(captchas.id, expired)).returning({ id: captchas.id });
  return deleted.length;
}
