import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { preparedQuery } from "../prepared-query";
import { sessions, users } from "../schema";
import { type AppDatabase } from "../types";
import { type UserRow } from "./users";

export const REMEMBERED_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
export const SHORT_SESSION_MS = 12 * 60 * 60 * 1000;
/** A logged-in session id: 32 random bytes, base64url. A guest uid never has this shape. */
export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface ActiveSession {
  sessionId: number;
  remember: boolean;
  expiresAt: Date;
  user: UserRow;
}

export async function createSession(db: AppDatabase, userId: number, remember: boolean, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    userId,
    remember,
    createdAt: now,
    expiresAt: new Date(now.getTime() + (remember ? REMEMBERED_SESSION_MS : SHORT_SESSION_MS)),
  });
  return token;
}

const activeSessionQuery = preparedQuery((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder("tokenHash")), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder("now"))),
    )
    .prepare("active_session"),
);

/** The live session behind a token, or null when it is unknown, expired or revoked. Slides the expiry once half of it is used. */
export async function findActiveSession(db: AppDatabase, token: string, now = new Date()): Promise<ActiveSession | null> {
  if (!SESSION_TOKEN_PATTERN.test(token)) return null;
  const [row] = await activeSessionQuery(db).execute({ tokenHash: hashSessionToken(token), now });
  if (!row) return null;
  const lifetime = row.session.remember ? REMEMBERED_SESSION_MS : SHORT_SESSION_MS;
  let expiresAt = row.session.expiresAt;
  if (expiresAt.getTime() - now.getTime() < lifetime / 2) {
    expiresAt = new Date(now.getTime() + lifetime);
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, row.session.id));
  }
  return { sessionId: row.session.id, remember: row.session.remember, expiresAt, user: row.user };
}

export async function revokeSession(db: AppDatabase, sessionId: number, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every session of a user, except `keepSessionId` when given (a password change keeps the current one). */
export async function revokeUserSessions(db: AppDatabase, userId: number, keepSessionId?: number, now = new Date()): Promise<number> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId !== undefined) conditions.push(ne(sessions.id, keepSessionId));
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return revoked.length;
}
