import { eq, or } from "drizzle-orm";
import { users } from "../schema";
import { type AppDatabase } from "../types";

export type UserRow = typeof users.$inferSelect;
export type UserType = 1 | 2 | 3;
export type Gender = "male" | "female" | "other";

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
  score: number;
}

export function asUserType(value: number): UserType {
  return value === 2 || value === 3 ? value : 1;
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
    grow: row.grow,
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
    .values({ username: user.username ?? null, phone: user.phone ?? null, passwordHash: user.passwordHash, nickname: user.nickname, userType: user.userType ?? 1 })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}
