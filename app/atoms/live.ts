// Live data (spec sections 3 and 4: the live-data connection and live rooms).
import { atom } from "jotai";
import { type LiveMatchState, type LiveMessage, type OddsState } from "../../contract/live/messages";

/** Spec section 3, "websocket messages": the latest decoded live push message. */
export const websocketMessagesAtom = atom<LiveMessage | null>(null);
/** Whether the live-data socket is open (spec section 4). */
export const liveSocketConnectedAtom = atom(false);
/** A live message's payload as kept: its sequence, and when this browser received it (clocks run on from there). */
export interface LiveEntry<T> {
  value: T;
  seq: number;
  receivedAt: number;
}
/** The latest state of every match a live message has told about, by match id (a later seq replaces an earlier one). */
export const liveMatchesAtom = atom<ReadonlyMap<number, LiveEntry<LiveMatchState>>>(new Map());
/** The latest odds of every match a live message has told about, by match id. */
export const liveOddsAtom = atom<ReadonlyMap<number, LiveEntry<OddsState>>>(new Map());
/** Viewers of the open live room, pushed by the chat socket. */
export const viewerCountAtom = atom(0);
/** Matches live now, for the menu's badge (live-data socket). */
export const countMatchLiveAtom = atom(0);
