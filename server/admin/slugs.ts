import { SLUG_MAX_LENGTH } from "../../contract/site-settings";
import { slugify } from "../../contract/sports/search-text";
import { AdminRefusal } from "./outcome";

// Slugs of posts, pages, categories and tags (docs/admin.md): ASCII, lower case, without
// diacritics. One the admin leaves blank is made from the title or name and numbered until it is
// free (-2, -3 …); one the admin types that another row has is refused.

/** Tries before giving up on numbering (a thousand rows of one title). */
const MAX_TRIES = 1000;

function cut(slug: string, length: number): string {
  return slug.slice(0, length).replace(/-+$/, "");
}

/** The slug a title or name gives: at most SLUG_MAX_LENGTH characters, no trailing hyphen; `fallback` when nothing is left (a title in another script). */
export function slugFromText(text: string, fallback: string): string {
  return cut(slugify(text), SLUG_MAX_LENGTH) || fallback;
}

/** The first of `base`, `base-2`, `base-3` … that is not taken, the base cut so that the number fits. */
export async function freeSlug(base: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  for (let number = 1; number <= MAX_TRIES; number += 1) {
    const suffix = number === 1 ? "" : `-${number}`;
    const candidate = cut(base, SLUG_MAX_LENGTH - suffix.length) + suffix;
    if (!(await isTaken(candidate))) return candidate;
  }
  throw new AdminRefusal("slugTaken", "slug");
}

export interface SlugChoice {
  /** What the admin sent: a slug, "" (make one), or nothing. */
  given: string | undefined;
  /** The title or name a slug is made from. */
  text: string;
  /** The row's current slug when it exists: kept when no slug is sent. */
  current: string | undefined;
  /** Used when the text gives no slug at all. */
  fallback: string;
  /** Whether another row (or a route, for a page) has the slug. */
  isTaken: (slug: string) => Promise<boolean>;
}

/**
 * The slug to store: the one given, refused with slugTaken when another row has it; the current one
 * when none is sent; otherwise one made from the text and numbered until free.
 */
export async function chooseSlug(choice: SlugChoice): Promise<string> {
  if (choice.given) {
    if (choice.given !== choice.current && (await choice.isTaken(choice.given))) throw new AdminRefusal("slugTaken", "slug");
    return choice.given;
  }
  if (choice.given === undefined && choice.current !== undefined) return choice.current;
  return freeSlug(slugFromText(choice.text, choice.fallback), choice.isTaken);
}
