import { atom } from "jotai";

export interface NotificationItem {
  id: string;
  title: string;
  content?: string;
  /** Epoch milliseconds. */
  createdAt: number;
  read: boolean;
}

/** Unread notifications, shown on the bell. */
export const totalNotiStateAtom = atom(0);
export const notiListAtom = atom<readonly NotificationItem[]>([]);
