import { desc, eq, sql } from "drizzle-orm";
import { preparedQuery } from "../prepared-query";
import { reservations } from "../schema";
import { type AppDatabase } from "../types";

export interface Reservation {
  matchId: number;
  createdAt: Date;
}

const userReservationsQuery = preparedQuery((db) =>
  db
    .select({ matchId: reservations.matchId, createdAt: reservations.createdAt })
    .from(reservations)
    .where(eq(reservations.userId, sql.placeholder("userId")))
    .orderBy(desc(reservations.createdAt), desc(reservations.matchId))
    .limit(sql.placeholder("limit"))
    .prepare("user_reservations"),
);

/** The match reminders of a user, newest first. */
export async function listUserReservations(db: AppDatabase, userId: number, limit = 500): Promise<Reservation[]> {
  return userReservationsQuery(db).execute({ userId, limit });
}
