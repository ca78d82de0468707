import { eq } from "drizzle-orm";
import { createSession } from "../../../server/db/repositories/sessions";
import { insertUser, type UserRow, type UserType } from "../../../server/db/repositories/users";
import { users } from "../../../server/db/schema";
import { type AppDatabase } from "../../../server/db/types";
import { insertRoom, type RoomRow } from "../../../server/rooms/repository";
import { type TestClock } from "../../helpers/test-backend";

// Users, sessions and rooms for the gift and watch-point tests, written straight to the database
// (no password hashing, no login: the daily login points would move the balances under test).

let made = 0;

/** A user with a balance and a live session at the clock's time. */
export async function userWithSession(
  db: AppDatabase,
  clock: TestClock,
  { score = 0, userType = 1 }: { score?: number; userType?: UserType } = {},
): Promise<{ user: UserRow; sessionId: string }> {
  made += 1;
  const inserted = await insertUser(db, {
    username: `tester_${process.pid}_${made}`,
    passwordHash: "-",
    nickname: `Người thử ${made}`,
    userType,
  });
  if (!inserted) throw new Error("test user not stored");
  const [user] = await db.update(users).set({ score }).where(eq(users.id, inserted.id)).returning();
  if (!user) throw new Error("test user vanished");
  return { user, sessionId: await createSession(db, user.id, true, clock.now()) };
}

/** A commentator's room. */
export async function roomOf(db: AppDatabase, anchorId: number, isLive = true): Promise<RoomRow> {
  made += 1;
  return insertRoom(db, { slug: `phong-thu-${made}`, anchorId, name: `Phòng thử ${made}`, isLive });
}

export async function scoreOf(db: AppDatabase, userId: number): Promise<{ score: number; experience: number }> {
  const [row] = await db.select({ score: users.score, experience: users.experience }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} not found`);
  return row;
}
