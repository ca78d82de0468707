// Shapes that cross between the backend, the web node and the browser (spec section 3).
import { type UserType } from "./roles";

export type { UserRole, UserType } from "./roles";

/** `isUser` of the spec: 0 guest; otherwise the user's `userType`. */
export type IsUserFlag = 0 | UserType;

export const GENDERS = ["male", "female", "other"] as const;
export type Gender = (typeof GENDERS)[number];

interface UserInfoFields {
  uid: string;
  nickName: string;
  /** icon, cutOutIcon, gender and birthday are kept from the local copy, not the server's. */
  icon?: string;
  cutOutIcon?: string;
  gender?: Gender;
  /** "YYYY-MM-DD". */
  birthday?: string;
  grow: number;
  score: number;
  phone?: string;
}

/** Generated for a visitor without a session; see contract/domain/guest-user.ts. */
export interface GuestUserInfo extends UserInfoFields {
  isUser: 0;
  userType?: never;
}

export interface LoggedInUserInfo extends UserInfoFields {
  isUser: UserType;
  userType?: UserType;
}

export type UserInfo = GuestUserInfo | LoggedInUserInfo;

/** A server menu entry; `description` is the route kind (SCHEDULE, NEWS, RANKINGS, ...). */
export interface MenuEntry {
  code: string;
  description: string;
  name: string;
}

/** A configuration item of the content API (spec section 3). */
export interface ConfigurationItem {
  code: string;
  value: string;
}
