import { type MessageKey } from "~/services/locale/admin-messages";

/** The admin area's screens, in the order of its navigation. */
export const ADMIN_PATH = "/quan-tri";
export const ADMIN_SECTIONS: readonly { path: string; label: MessageKey; end?: boolean }[] = [
  { path: ADMIN_PATH, label: "adminOverview", end: true },
  { path: `${ADMIN_PATH}/bai-viet`, label: "adminPosts" },
  { path: `${ADMIN_PATH}/trang`, label: "adminPages" },
  { path: `${ADMIN_PATH}/chuyen-muc`, label: "adminTaxonomy" },
  { path: `${ADMIN_PATH}/phan-hoi`, label: "adminFeedback" },
  { path: `${ADMIN_PATH}/cai-dat`, label: "adminSettings" },
  { path: `${ADMIN_PATH}/kiem-duyet`, label: "adminModeration" },
  { path: `${ADMIN_PATH}/nhat-ky`, label: "adminAudit" },
];

export const adminPostPath = (id: number | "moi") => `${ADMIN_PATH}/bai-viet/${id}`;
export const adminPagePath = (id: number | "moi") => `${ADMIN_PATH}/trang/${id}`;

/** A list screen's address with its filters and page (`trang`); empty filters and page 1 are left out. */
export function adminListHref(path: string, query: Readonly<Record<string, string | number | null | undefined>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === "" || (name === "trang" && value === 1)) continue;
    params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
