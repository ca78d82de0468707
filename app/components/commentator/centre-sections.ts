import { type MessageKey } from "~/services/locale/commentator-messages";

/** The commentator centre's pages, in the order of its navigation. */
export const CENTRE_SECTIONS: readonly { path: string; label: MessageKey }[] = [
  { path: "", label: "centreRoomTab" },
  { path: "/lich", label: "centreScheduleTab" },
  { path: "/du-lieu", label: "centreDataTab" },
];

/** A centre page's address; an admin's names the room read (?phong={slug}). */
export function centreHref(path: string, roomSlug: string | null): string {
  return `/commentator${path}${roomSlug ? `?phong=${encodeURIComponent(roomSlug)}` : ""}`;
}
