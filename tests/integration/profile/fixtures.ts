import { randomBytes } from "node:crypto";
import { hashPassword } from "../../../server/accounts/passwords";
import { createSession } from "../../../server/db/repositories/sessions";
import { findUserById, insertUser, type UserRow, type UserType } from "../../../server/db/repositories/users";
import { type AppDatabase } from "../../../server/db/types";

export const TEST_PASSWORD = "mat-khau-123";

export interface LoggedInUser {
  user: UserRow;
  /** A live session token, to pass as the session id of `call`. */
  sessionId: string;
}

/** A new user with a live session, made straight in the database (no login endpoint needed). */
export async function createLoggedInUser(db: AppDatabase, options: { userType?: UserType; nickname?: string } = {}): Promise<LoggedInUser> {
  const username = `user_${randomBytes(5).toString("hex")}`;
  const user = await insertUser(db, {
    username,
    passwordHash: await hashPassword(TEST_PASSWORD),
    nickname: options.nickname ?? `Fan ${username}`,
    userType: options.userType ?? 1,
  });
  if (!user) throw new Error("user not created");
  return { user, sessionId: await createSession(db, user.id, false) };
}

export async function reloadUser(db: AppDatabase, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw new Error(`user ${id} is gone`);
  return user;
}
