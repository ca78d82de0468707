// The schedule screens and the site menu they come from.
import { atom } from "jotai";
import { type CompetitionSummary, type MenuEntry, type SchedulePageConfig } from "~/atoms/types";

export const menuDataAtom = atom<readonly MenuEntry[]>([]);
export const schedulePageConfigAtom = atom<SchedulePageConfig>({});
/** The selected schedule filter (a menu code or slug); null shows the default view. */
export const scheduleActiveAtom = atom<string | null>(null);
export const compListAtom = atom<readonly CompetitionSummary[]>([]);
