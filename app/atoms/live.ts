// Live data (spec sections 3 and 4: the live-data connection and live rooms).
import { atom } from "jotai";

/** The latest decoded live push message; its fields are not specified, so readers must narrow it. */
export const websocketMessagesAtom = atom<unknown>(null);
export const viewerCountAtom = atom(0);
export const countMatchLiveAtom = atom(0);
