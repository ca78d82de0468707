import { atom } from "jotai";
import { type NotificationItem } from "~/atoms/types";

/** Unread notifications, shown on the bell. */
export const totalNotiStateAtom = atom(0);
export const notiListAtom = atom<readonly NotificationItem[]>([]);
