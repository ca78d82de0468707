// Live data (spec sections 3 and 4: the live-data connection and live rooms).
import { atom } from "jotai";

// Written by the live-data socket client and read by match centres and live rooms (the live and
// live-room issues); nothing reads them yet.

/** The latest decoded live push message; its fields are not specified, so readers must narrow it. */
export const websocketMessagesAtom = atom<unknown>(null);
/** Viewers of the open live room, pushed by the chat socket. */
export const viewerCountAtom = atom(0);
/** Matches live now, for the menu's badge (live-data socket). */
export const countMatchLiveAtom = atom(0);
