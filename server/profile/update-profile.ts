import { type MessageKey } from "../../contract/message-keys";
import { hashPassword, verifyPassword } from "../accounts/passwords";
import { type RateLimit } from "../accounts/rate-limit";
import { revokeUserSessions, type ActiveSession } from "../db/repositories/sessions";
import { updateUserProfile, type UserProfileChanges, type UserProfileUpdate, type UserRow } from "../db/repositories/users";
import {
  AVATAR_IMAGE_TYPES,
  deleteFiles,
  deleteStoredImage,
  prepareImage,
  writeImage,
  type ImageRefusal,
  type PreparedImage,
  type StoredImage,
} from "../uploads/images";
import { type ProfileDependencies } from "./dependencies";
import { type ProfileChanges } from "../../contract/backend-calls/profile";

export type ProfileUpdateOutcome = { ok: true; user: UserRow } | { ok: false; message: MessageKey; field: keyof ProfileChanges | null };

const AVATAR_REFUSALS: Record<ImageRefusal, MessageKey> = {
  too_large: "avatarTooLarge",
  wrong_type: "avatarWrongType",
  unreadable: "updateAvatarFailed",
  dimensions_too_large: "imageDimensionsTooLarge",
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

/** Writes the new avatar's files, then the row; the files are deleted again when the row cannot be written. */
async function saveChanges(
  deps: ProfileDependencies,
  session: ActiveSession,
  changes: Omit<UserProfileChanges, "icon">,
  avatar: PreparedImage | undefined,
): Promise<{ update: UserProfileUpdate | null; stored: StoredImage | undefined }> {
  const userId = session.user.id;
  const stored = avatar ? await writeImage(avatar, deps.services.uploadsDir) : undefined;
  try {
    const update = await deps.db.transaction(async (tx) => {
      const result = await updateUserProfile(tx, userId, { ...changes, icon: stored?.url }, deps.now);
      // A new password ends every other session (docs/backend-api.md, "Sessions").
      if (result && changes.passwordHash !== undefined) await revokeUserSessions(tx, userId, session.sessionId, deps.now);
      return result;
    });
    if (!update && stored) await deleteQuietly(deps, "the new avatar", () => deleteFiles(stored.paths));
    return { update, stored };
  } catch (error) {
    if (stored) await deleteQuietly(deps, "the new avatar", () => deleteFiles(stored.paths));
    throw error;
  }
}

/**
 * Applies /user/updateUser for the session's user. Everything is checked before anything is
 * written, and the row is written in one transaction, so a refused change stores nothing.
 */
export async function updateProfile(
  deps: ProfileDependencies,
  session: ActiveSession,
  changes: ProfileChanges,
): Promise<ProfileUpdateOutcome> {
  const user = session.user;

  // Checked and re-encoded (docs/decisions/013-image-uploads.md) before anything is written: a
  // refused image leaves the current avatar as it is.
  let avatar: PreparedImage | undefined;
  if (changes.avatar) {
    const prepared = await prepareImage({ base64: changes.avatar.base64, allowed: AVATAR_IMAGE_TYPES, folder: "avatars" });
    if (!prepared.ok) return { ok: false, message: AVATAR_REFUSALS[prepared.reason], field: "avatar" };
    avatar = prepared.image;
  }

  let passwordHash: string | undefined;
  if (changes.password) {
    const verdict = await checkCurrentPassword(deps, user, changes.password.current);
    if (verdict !== "right")
      return { ok: false, message: verdict === "limited" ? "tooManyAttempts" : "currentPasswordWrong", field: "password" };
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
