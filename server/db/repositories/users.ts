import { and, count, eq, isNull, lt, or, sql } from "drizzle-orm";
import { roleOfUserType, userTypeOfRole, type UserType } from "../../../contract/domain/roles";
import { type Gender } from "../../../contract/domain/types";
import { isUniqueViolation } from "../errors";
import { users } from "../schema";
import { type AppDatabase } from "../types";

export type UserRow = typeof users.$inferSelect;
export type { Gender, UserType };

/** The user as the backend sends it (docs/backend-api.md, "Public user object"). Never the password hash. */
export interface PublicUser {
  uid: string;
  username: string | null;
  nickName: string;
  icon: string;
  cutOutIcon: string;
  gender: Gender | null;
  birthday: string | null;
  phone: string | null;
  userType: UserType;
  isUser: UserType;
  grow: number;
  loginStreak: number;
  score: number;
}

/** The stored user type as the wire carries it; anything unknown is a normal user, never more. */
export function asUserType(value: number): UserType {
  return userTypeOfRole(roleOfUserType(value));
}

export function toPublicUser(row: UserRow): PublicUser {
  const userType = asUserType(row.userType);
  const gender = row.gender === "male" || row.gender === "female" || row.gender === "other" ? row.gender : null;
  return {
    uid: String(row.id),
    username: row.username,
    nickName: row.nickname,
    icon: row.icon,
    cutOutIcon: row.cutOutIcon,
    gender,
    birthday: row.birthday,
    phone: row.phone,
    userType,
    isUser: userType,
    grow: row.experience,
    loginStreak: row.loginStreak,
    score: row.score,
  };
}

export async function findUserById(db: AppDatabase, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Looks a user up by username or phone, as typed in the login form. */
export async function findUserByAccount(db: AppDatabase, account: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.username, account), eq(users.phone, account)))
    .limit(1);
  return row;
}

export interface NewUser {
  username?: string | null;
  phone?: string | null;
  passwordHash: string;
  nickname: string;
  userType?: UserType;
}

/** Inserts a user; returns null when the username or phone is already taken. */
export async function insertUser(db: AppDatabase, user: NewUser): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({
      username: user.username ?? null,
      phone: user.phone ?? null,
      passwordHash: user.passwordHash,
      nickname: user.nickname,
      userType: user.userType ?? 1,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

// ---- Profile updates (server/profile) ----

/** The profile fields a user may change; absent fields stay as they are. */
export interface UserProfileChanges {
  nickname?: string;
  gender?: Gender;
  birthday?: string;
  icon?: string;
  passwordHash?: string;
}

export interface UserProfileUpdate {
  previous: UserRow;
  updated: UserRow;
}

/**
 * Changes one user's profile and returns the row before and after (the caller needs the old
 * avatar to delete its file). Run it inside a transaction: the row is locked between the two.
 * Returns null when the user does not exist.
 */
export async function updateUserProfile(
  db: AppDatabase,
  userId: number,
  changes: UserProfileChanges,
  now = new Date(),
): Promise<UserProfileUpdate | null> {
  const [previous] = await db.select().from(users).where(eq(users.id, userId)).for("update");
  if (!previous) return null;
  const [updated] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return updated ? { previous, updated } : null;
}

// ---- Accounts (server/accounts) ----

export async function findUserByUsername(db: AppDatabase, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.username, username));
  return row;
}

export async function findUserByPhone(db: AppDatabase, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone));
  return row;
}

export async function countUsers(db: AppDatabase): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

/**
 * Sets a user's phone. "taken" when another user has it (in a transaction, the transaction is then
 * aborted: end it by throwing). null when the user does not exist.
 */
export async function setUserPhone(db: AppDatabase, userId: number, phone: string, now: Date): Promise<UserRow | "taken" | null> {
  try {
    const [row] = await db.update(users).set({ phone, updatedAt: now }).where(eq(users.id, userId)).returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return "taken";
    throw error;
  }
}

export async function setUserType(db: AppDatabase, userId: number, userType: UserType, now: Date): Promise<UserRow | null> {
  const [row] = await db.update(users).set({ userType, updatedAt: now }).where(eq(users.id, userId)).returning();
  return row ?? null;
}

/**
 * Counts today as a login day, once: the streak goes on when the last login day was
 * `yesterday`, else starts again at 1. Days are YYYY-MM-DD, so they compare as text. Returns the
 * new streak, or null when today (or a later day) was already counted. The row stays locked until
 * the end of the caller's transaction, so a concurrent request waits and then finds today counted.
 */
export async function advanceLoginStreak(
  db: AppDatabase,
  userId: number,
  today: string,
  yesterday: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(users)
    .set({
      loginStreak: sql`case when ${users.lastLoginDay} = ${yesterday} then ${users.loginStreak} + 1 else 1 end`,
      lastLoginDay: today,
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), or(isNull(users.lastLoginDay), lt(users.lastLoginDay, today))))
    .returning({ loginStreak: users.loginStreak });
  return row?.loginStreak ?? null;
}

/** Adds (or with a negative amount, takes) points; returns the updated row. */
export async function addUserScore(db: AppDatabase, userId: number, amount: number, now: Date): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ score: sql`${users.score} + ${amount}`, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}
