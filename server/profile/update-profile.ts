import { type MessageKey } from "../../app/services/messages";
import { hashPassword, verifyPassword } from "../accounts/passwords";
import { type RateLimit } from "../accounts/rate-limit";
import { revokeUserSessions, type ActiveSession } from "../db/repositories/sessions";
import { updateUserProfile, type UserProfileChanges, type UserProfileUpdate, type UserRow } from "../db/repositories/users";
import { AVATAR_IMAGE_TYPES, checkImage, deleteFile, deleteStoredImage, writeImage, type CheckedImage, type ImageRefusal, type StoredImage } from "../uploads/images";
import { type ProfileDependencies } from "./dependencies";
import { type ProfileChanges } from "./profile-input";

export type ProfileUpdateOutcome = { ok: true; user: UserRow } | { ok: false; message: MessageKey; field: keyof ProfileChanges | null };

const AVATAR_REFUSALS: Record<ImageRefusal, MessageKey> = {
  too_large: "avatarTooLarge",
  wrong_type: "avatarWrongType",
  unreadable: "updateAvatarFailed",
};

/** Wrong current passwords per user: a stolen session must not become a password oracle. */
const CURRENT_PASSWORD_FAILURES: RateLimit = { name: "current-password-failures-user", max: 5, windowMs: 15 * 60 * 1000 };

async function checkCurrentPassword(deps: ProfileDependencies, user: UserRow, current: string): Promise<"right" | "wrong" | "limited"> {
  const key = `profile:current-password:${user.id}`;
  if (!(await deps.services.rateLimiter.check(key, CURRENT_PASSWORD_FAILURES)).allowed) return "limited";
  if (await verifyPassword(current, user.passwordHash)) return "right";
  await deps.services.rateLimiter.hit(key, CURRENT_PASSWORD_FAILURES);
  return "wrong";
}

async function deleteQuietly(deps: ProfileDependencies, what: string, remove: () => Promise<unknown>): Promise<void> {
  try {
    await remove();
  } catch (error) {
    deps.logger.warn({ err: error }, `profile update: could not delete ${what}`);
  }
}

/** Writes the new avatar file, then the row; the file is deleted again when the row cannot be written. */
async function saveChanges(
  deps: ProfileDependencies,
  session: ActiveSession,
  changes: Omit<UserProfileChanges, "icon">,
  avatar: CheckedImage | undefined,
): Promise<{ update: UserProfileUpdate | null; stored: StoredImage | undefined }> {
  const userId = session.user.id;
  const stored = avatar ? await writeImage(avatar, "avatars", deps.services.uploadsDir) : undefined;
  try {
    const update = await deps.db.transaction(async (tx) => {
      const result = await updateUserProfile(tx, userId, { ...changes, icon: stored?.url }, deps.now);
      // A new password ends every other session (docs/backend-api.md, "Sessions").
      if (result && changes.passwordHash !== undefined) await revokeUserSessions(tx, userId, session.sessionId, deps.now);
      return result;
    });
    if (!update && stored) await deleteQuietly(deps, "the new avatar", () => deleteFile(stored.path));
    return { update, stored };
  } catch (error) {
    if (stored) await deleteQuietly(deps, "the new avatar", () => deleteFile(stored.path));
    throw error;
  }
}

/**
 * Applies /user/updateUser for the session's user. Everything is checked before anything is
 * written, and the row is written in one transaction, so a refused change stores nothing.
 */
export async function updateProfile(deps: ProfileDependencies, session: ActiveSession, changes: ProfileChanges): Promise<ProfileUpdateOutcome> {
  const user = session.user;

  let avatar: CheckedImage | undefined;
  if (changes.avatar) {
    const checked = checkImage({ base64: changes.avatar.base64, allowed: AVATAR_IMAGE_TYPES });
    if (!checked.ok) return { ok: false, message: AVATAR_REFUSALS[checked.reason], field: "avatar" };
    avatar = checked.image;
  }

  let passwordHash: string | undefined;
  if (changes.password) {
    const verdict = await checkCurrentPassword(deps, user, changes.password.current);
    if (verdict !== "right") return { ok: false, message: verdict === "limited" ? "tooManyAttempts" : "currentPasswordWrong", field: "password" };
    passwordHash = await hashPassword(changes.password.next);
  }

  const { nickname, gender, birthday } = changes;
  if (nickname === undefined && gender === undefined && birthday === undefined && !avatar && passwordHash === undefined) {
    return { ok: true, user };
  }

  const { update, stored } = await saveChanges(deps, session, { nickname, gender, birthday, passwordHash }, avatar);
  if (!update) return { ok: false, message: "updateProfileFailed", field: null };

  const previousIcon = update.previous.icon;
  if (stored && previousIcon !== stored.url) {
    await deleteQuietly(deps, "the previous avatar", () => deleteStoredImage(previousIcon, "avatars", deps.services.uploadsDir));
  }
  return { ok: true, user: update.updated };
}
