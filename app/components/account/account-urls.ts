import { MODAL_PARAM } from "~/services/shell/modal-url";

interface UrlParts {
  pathname: string;
  search: string;
}

export const VIA_PARAM = "via";
export const CAPTCHA_PARAM = "captcha";
const REDIRECT_PARAM = "redirectTo";
/** Parameters that only steer the account forms, never part of where to go back to. */
const FORM_PARAMS = [MODAL_PARAM, REDIRECT_PARAM, VIA_PARAM, CAPTCHA_PARAM];

/**
 * Where to go after logging in from a modal: the page's `redirectTo` parameter when a protected
 * page sent the visitor here (`/?modal=login&redirectTo=/user`), else the page itself. The action
 * passes it through safeRedirect.
 */
export function returnTargetOf(location: UrlParts): string {
  const params = new URLSearchParams(location.search);
  const asked = params.get(REDIRECT_PARAM);
  if (asked) return asked;
  for (const name of FORM_PARAMS) params.delete(name);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ""}`;
}

/** The current URL with some parameters set (or removed with null): how the forms change without JavaScript. */
export function hrefWithParams(location: UrlParts, changes: Readonly<Record<string, string | null>>): string {
  const params = new URLSearchParams(location.search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ""}`;
}

/** A full account page that comes back to `target` afterwards. */
export function accountPageHref(page: string, target: string): string {
  return target && target !== "/" ? `${page}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}` : page;
}
