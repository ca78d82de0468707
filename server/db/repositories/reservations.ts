import { desc, eq } from "drizzle-orm";
import { reservations } from "../schema";
import { type AppDatabase } from "../types";

export interface Reservation {
  matchId: string;
  createdAt: Date;
}

/** The match reminders of a user, newest first. */
export async function listUserReservations(db: AppDatabase, userId: number, limit = 500): Promise<Reservation[]> {
  return db
    .select({ matchId: reservations.matchId, createdAt: reservations.createdAt })
    .from(reservations)
    .where(eq(reservations.userId, userId))
    .orderBy(desc(reservations.createdAt), desc(reservations.matchId))
    .limit(limit);
}
