import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { type AdminFeedback } from "../../contract/backend-calls/admin";
import { type FeedbackStatus } from "../../contract/backend-calls/profile";
import { feedback, users } from "../db/schema";
import { type AppDatabase } from "../db/types";
import { toPublicFeedback } from "../profile/feedback";
import { recordAudit } from "./audit";

// The admins' feedback inbox (issue 10): every user's feedback, by status, newest first; an admin
// marks one Processed with an optional reply, which the user then sees in their user centre.

export const INBOX_PAGE_SIZE = 20;

const withUser = { feedback, user: { id: users.id, username: users.username, nickName: users.nickname } };

function toAdminFeedback(row: {
  feedback: typeof feedback.$inferSelect;
  user: { id: number; username: string | null; nickName: string };
}): AdminFeedback {
  return { ...toPublicFeedback(row.feedback), user: row.user };
}

export async function listInbox(db: AppDatabase, query: { status?: FeedbackStatus; page: number }) {
  const where: SQL | undefined = query.status ? eq(feedback.status, query.status) : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(withUser)
      .from(feedback)
      .innerJoin(users, eq(users.id, feedback.userId))
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((query.page - 1) * INBOX_PAGE_SIZE),
    db.select({ total: count() }).from(feedback).where(where),
  ]);
  return { items: rows.map(toAdminFeedback), page: query.page, size: INBOX_PAGE_SIZE, total };
}

/** Marks a feedback Processed with the reply (replacing an earlier one); null when there is no such feedback. */
export async function processFeedback(
  db: AppDatabase,
  adminId: number,
  id: number,
  reply: string | undefined,
  now: Date,
): Promise<AdminFeedback | null> {
  return db.transaction(async (tx) => {
    const text = reply ? reply : null;
    const updated = await tx
      .update(feedback)
      .set({ status: "Processed", processedAt: now, processedBy: adminId, reply: text })
      .where(and(eq(feedback.id, id)))
      .returning({ id: feedback.id });
    if (updated.length === 0) return null;
    await recordAudit(tx, { actorId: adminId, action: "feedback.process", subject: `feedback:${id}`, detail: { reply: text } }, now);
    const [row] = await tx.select(withUser).from(feedback).innerJoin(users, eq(users.id, feedback.userId)).where(eq(feedback.id, id));
    return row ? toAdminFeedback(row) : null;
  });
}
