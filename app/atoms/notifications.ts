import { atom } from "jotai";

export interface NotificationItem {
  id: string;
  title: string;
  content?: string;
  /** Epoch milliseconds. */
  createdAt: number;
  read: boolean;
  /** Where it leads (a path of this site). */
  link?: string | null;
}

// Filled by the reminders and follows of the live issues (a match starting, a followed room live).

/** Unread notifications, shown on the bell. */
export const totalNotiStateAtom = atom(0);
export const notiListAtom = atom<readonly NotificationItem[]>([]);
