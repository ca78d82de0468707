import { createHash } from "node:crypto";
import { isGuestSessionId } from "../../contract/domain/guest-user";
import { asUserType, type UserRow } from "../db/repositories/users";

const NICKNAME_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const NICKNAME_LENGTH = 6;

export interface SdkUser {
  uid: string;
  nickName: string;
  /** 0 for a guest, else the account's type (1 normal, 2 commentator, 3 admin). */
  userType: 0 | 1 | 2 | 3;
}

/** A guest's display name on the backend side: 6 characters of A-Z0-9 derived from the uid, the same every time. */
export function guestNickname(uid: string): string {
  const digest = createHash("sha256").update(uid).digest();
  let nickname = "";
  for (let i = 0; i < NICKNAME_LENGTH; i += 1) nickname += NICKNAME_ALPHABET.charAt((digest[i] ?? 0) % NICKNAME_ALPHABET.length);
  return nickname;
}

/** The caller's identity for the live SDK: the logged-in user, or the guest named by its uid; null for anything else. */
export function sdkUserOf(sessionId: string, user: UserRow | null): SdkUser | null {
  if (user) return { uid: String(user.id), nickName: user.nickname, userType: asUserType(user.userType) };
  if (isGuestSessionId(sessionId)) return { uid: sessionId, nickName: guestNickname(sessionId), userType: 0 };
  return null;
}
