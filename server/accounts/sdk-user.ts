import { createHash } from "node:crypto";
import { isGuestSessionId } from "../../contract/domain/guest-user";
import { type z } from "zod";
import { type sdkUserResult } from "../../contract/backend-calls/accounts";
import { CHAT_FRAME_MAX_BYTES, CHAT_HEARTBEAT_SECONDS, CHAT_SOCKET_PATH, CHAT_TEXT_MAX } from "../../contract/chat/messages";
import { levelOf } from "../../contract/domain/levels";
import { asUserType, type UserRow } from "../db/repositories/users";

const NICKNAME_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const NICKNAME_LENGTH = 6;

export type SdkUser = z.input<typeof sdkUserResult>;

function chatAccess(canWrite: boolean): SdkUser["chat"] {
  return {
    path: CHAT_SOCKET_PATH,
    canWrite,
    textMax: CHAT_TEXT_MAX,
    frameMaxBytes: CHAT_FRAME_MAX_BYTES,
    heartbeatSeconds: CHAT_HEARTBEAT_SECONDS,
  };
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
  if (user)
    return {
      uid: String(user.id),
      nickName: user.nickname,
      userType: asUserType(user.userType),
      level: levelOf(user.experience),
      chat: chatAccess(true),
    };
  if (isGuestSessionId(sessionId))
    return { uid: sessionId, nickName: guestNickname(sessionId), userType: 0, level: levelOf(0), chat: chatAccess(false) };
  return null;
}
