import { type AppDatabase } from "../db/types";
import { auditLog } from "./tables";

/** Records one admin write (who, what, on what, when, what changed). */
export async function recordAudit(
  db: AppDatabase,
  entry: { actorId: number; action: string; subject: string; detail?: Record<string, unknown> },
  at: Date,
): Promise<void> {
  await db
    .insert(auditLog)
    .values({ actorId: entry.actorId, action: entry.action, subject: entry.subject, detail: entry.detail ?? {}, at });
}
