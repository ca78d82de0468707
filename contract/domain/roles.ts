// Who a logged-in user is (spec section 6). The wire and the database carry `userType` as a
// number; code asks about named roles.

/** The wire number of each role: `userType` of the spec (1 normal user, 2 commentator, 3 admin). */
export const USER_TYPE_OF_ROLE = { user: 1, commentator: 2, admin: 3 } as const;

export type UserRole = keyof typeof USER_TYPE_OF_ROLE;
export type UserType = (typeof USER_TYPE_OF_ROLE)[UserRole];

export const USER_ROLES = Object.keys(USER_TYPE_OF_ROLE) as UserRole[];

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === "string" && Object.hasOwn(USER_TYPE_OF_ROLE, value);
}

/** The role of a stored or received user type; anything unknown is a normal user, never more. */
export function roleOfUserType(userType: number | null | undefined): UserRole {
  if (userType === USER_TYPE_OF_ROLE.admin) return "admin";
  if (userType === USER_TYPE_OF_ROLE.commentator) return "commentator";
  return "user";
}

export function userTypeOfRole(role: UserRole): UserType {
  return USER_TYPE_OF_ROLE[role];
}

/** Commentators and admins may mute and unmute chat users (spec sections 4 and 6). */
export function canMuteChat(role: UserRole | null): boolean {
  return role === "commentator" || role === "admin";
}
