import { type ModalName } from "~/atoms";

export const MODAL_PARAM = "modal";
const MODAL_NAMES: readonly ModalName[] = ["login", "register", "search", "notifications", "menu"];

export function modalFromSearch(search: string): ModalName | null {
  const value = new URLSearchParams(search).get(MODAL_PARAM);
  return MODAL_NAMES.find((name) => name === value) ?? null;
}

/** The URL that shows `modal` over the current page (or none): how modals open without JavaScript. */
export function hrefWithModal(location: { pathname: string; search: string }, modal: ModalName | null): string {
  const params = new URLSearchParams(location.search);
  if (modal) params.set(MODAL_PARAM, modal);
  else params.delete(MODAL_PARAM);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ""}`;
}
