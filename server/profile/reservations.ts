import { listUserReservations } from "../db/repositories/reservations";
import { type AppDatabase } from "../db/types";

/** A match reminder as the backend sends it (docs/backend-api.md). */
export interface PublicReservation {
  matchId: string;
  createdAt: string;
}

export async function listReservations(db: AppDatabase, userId: number): Promise<PublicReservation[]> {
  return (await listUserReservations(db, userId)).map((row) => ({ matchId: String(row.matchId), createdAt: row.createdAt.toISOString() }));
}
