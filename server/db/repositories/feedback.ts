import { desc, eq, sql } from "drizzle-orm";
import { preparedQuery } from "../prepared-query";
import { feedback } from "../schema";
import { type AppDatabase } from "../types";

export type FeedbackRow = typeof feedback.$inferSelect;
export type FeedbackStatus = "Unprocessed" | "Processed";

export interface NewFeedback {
  content: string;
  contact: string;
  imageUrl: string | null;
  roomNumber: string | null;
}

/** Stores one feedback of a user, Unprocessed. */
export async function insertFeedback(db: AppDatabase, userId: number, entry: NewFeedback, now = new Date()): Promise<FeedbackRow> {
  const [row] = await db
    .insert(feedback)
    .values({ userId, ...entry, status: "Unprocessed", createdAt: now })
    .returning();
  if (!row) throw new Error("insert into feedback returned no row");
  return row;
}

const userFeedbackQuery = preparedQuery((db) =>
  db
    .select()
    .from(feedback)
    .where(eq(feedback.userId, sql.placeholder("userId")))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(sql.placeholder("limit"))
    .prepare("user_feedback"),
);

/** A user's own feedback, newest first. */
export async function listUserFeedback(db: AppDatabase, userId: number, limit = 50): Promise<FeedbackRow[]> {
  return userFeedbackQuery(db).execute({ userId, limit });
}
