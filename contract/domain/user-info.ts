import { z } from "zod";
import { isUploadedImagePath } from "../images";
import { GENDERS, type GuestUserInfo, type LoggedInUserInfo, type UserInfo } from "./types";

const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => value || undefined);

/** An avatar is rendered as an image source: only a path of this site's uploads counts, anything else is dropped. */
const imagePath = z.unknown().transform((value) => (isUploadedImagePath(value) ? value : undefined));

const sharedFields = {
  uid: z.string().min(1).max(64),
  nickName: z.string().min(1).max(64),
  icon: imagePath,
  cutOutIcon: imagePath,
  gender: z
    .enum(GENDERS)
    .nullish()
    .transform((value) => value ?? undefined),
  birthday: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullish()
    .transform((value) => value ?? undefined),
  phone: optionalText(20),
  grow: z.number().int().min(0).catch(0),
  score: z.number().int().catch(0),
};

/** The user object the backend sends (docs/backend-api.md, "Public user object"). */
export const publicUserSchema = z.object({
  ...sharedFields,
  username: z.string().nullish(),
  /** Consecutive login days (the daily login points grow with it); `grow` is the experience. */
  loginStreak: z.number().int().min(0).catch(0),
  userType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export type PublicUserInfo = z.infer<typeof publicUserSchema>;

const guestSchema = z.object({ ...sharedFields, isUser: z.literal(0) });
const loggedInSchema = z.object({
  ...sharedFields,
  isUser: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  userType: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
});

/** Reads the userInfo cookie's value (decoded JSON); anything malformed or tampered gives null. */
export function readUserInfo(json: unknown): UserInfo | null {
  const guest = guestSchema.safeParse(json);
  if (guest.success) return guest.data satisfies GuestUserInfo;
  const user = loggedInSchema.safeParse(json);
  return user.success ? (user.data satisfies LoggedInUserInfo) : null;
}

/**
 * The logged-in user as the page keeps it: the server's fields, except icon, cutOutIcon, gender
 * and birthday, which spec section 3 keeps from the local copy when it has them.
 */
export function mergeServerUser(server: PublicUserInfo, local: UserInfo | null): LoggedInUserInfo {
  const keep = local && local.isUser !== 0 && local.uid === server.uid ? local : null;
  return {
    uid: server.uid,
    nickName: server.nickName,
    icon: keep?.icon ?? server.icon,
    cutOutIcon: keep?.cutOutIcon ?? server.cutOutIcon,
    gender: keep?.gender ?? server.gender,
    birthday: keep?.birthday ?? server.birthday,
    phone: server.phone,
    grow: server.grow,
    score: server.score,
    isUser: server.userType,
    userType: server.userType,
  };
}

/** The same user, taking everything from the server (after the user edited the profile). */
export function userInfoFromServer(server: PublicUserInfo): LoggedInUserInfo {
  return mergeServerUser(server, null);
}
