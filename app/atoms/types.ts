// Shapes of the client state (spec section 3). Types only: safe to import from anywhere.

/** 0 guest; 1, 2 or 3 logged in (mirrors userType once the user detail has arrived). */
export type IsUserFlag = 0 | 1 | 2 | 3;
/** 1 normal user, 2 commentator, 3 admin. */
export type UserType = 1 | 2 | 3;
export type Gender = "male" | "female" | "other";

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

/** Generated in the browser; see app/services/guest-user.ts. */
export interface GuestUserInfo extends UserInfoFields {
  isUser: 0;
  userType?: never;
}

export interface LoggedInUserInfo extends UserInfoFields {
  isUser: 1 | 2 | 3;
  userType?: UserType;
}

export type UserInfo = GuestUserInfo | LoggedInUserInfo;

/** A server menu entry; `description` is the route kind (SCHEDULE, NEWS, RANKINGS, ...). */
export interface MenuEntry {
  code: string;
  description: string;
  name: string;
}

/** Configuration of the schedule page as a code → value map (spec: configuration items). */
export type SchedulePageConfig = Readonly<Record<string, string>>;

export interface CompetitionSummary {
  id: string;
  name: string;
  logo?: string;
}

export interface NotificationItem {
  id: string;
  title: string;
  content?: string;
  /** Epoch milliseconds. */
  createdAt: number;
  read: boolean;
}
