// Who is visiting and what they may do (spec sections 3, 4 and 6).
import { atom } from "jotai";
import { type UserInfo } from "../../contract/domain/types";

export const COUNTRY_UNKNOWN = "UNKNOWN";

export const isLoginAtom = atom(false);
/** null until the guest user is generated or the logged-in user detail arrives. */
export const userInfoStateAtom = atom<UserInfo | null>(null);
export const isRememberedAtom = atom(false);
/** Commentators (userType 2) and admins (userType 3) may mute chat users. */
export const isCanBanUserAtom = atom(false);
export const isAdminAtom = atom(false);
export const isCommentatorAtom = atom(false);
/** Ids of the commentators the user follows (attention = follow): the live rooms' follow buttons will read it. */
export const attentionsAtom = atom<readonly string[]>([]);
/** The visitor's country, for the odds and stream rights of the live issues. */
export const countryAtom = atom<string>(COUNTRY_UNKNOWN);
/** Set when the page renders in the iframe layout; the live room will hide its chrome with it. */
export const isLoadFromIframeAtom = atom(false);
