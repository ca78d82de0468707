import { eq, sql } from "drizzle-orm";
import { type AppDatabase } from "../db/types";
import { users } from "../db/schema";

/**
 * Adds experience (the wire's `grow`, decision 034) for watching, chatting or gifting; the level
 * shown in chat follows from it (contract/domain/levels.ts, EXPERIENCE for the amounts).
 * Returns the new experience, or null when the user is gone.
 */
export async function addExperience(db: AppDatabase, userId: number, amount: number): Promise<number | null> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`experience must grow by a positive whole number, not ${amount}`);
  const [row] = await db
    .update(users)
    .set({ experience: sql`${users.experience} + ${amount}` })
    .where(eq(users.id, userId))
    .returning({ experience: users.experience });
  return row?.experience ?? null;
}
