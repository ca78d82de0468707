// The schedule screens and the site menu they come from.
import { atom } from "jotai";
import { type MenuEntry } from "../../contract/domain/types";

/** Configuration of the schedule page as a code → value map (spec: configuration items). */
export type SchedulePageConfig = Readonly<Record<string, string>>;

export interface CompetitionSummary {
  id: string;
  name: string;
  logo?: string;
}

// Read by the schedule screens of the sports issue; the menu itself is loader data today.
export const menuDataAtom = atom<readonly MenuEntry[]>([]);
export const schedulePageConfigAtom = atom<SchedulePageConfig>({});
/** The selected schedule filter (a menu code or slug); null shows the default view. */
export const scheduleActiveAtom = atom<string | null>(null);
export const compListAtom = atom<readonly CompetitionSummary[]>([]);
