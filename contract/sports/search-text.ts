// How names are compared in search and made into URL slugs: lower case, without Vietnamese (or any
// other) diacritics, so that "viet nam" finds "Việt Nam" and "Atlético" finds "atletico".

/** Lower case, diacritics removed (đ → d), runs of anything but letters and digits made one space. */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A URL path segment: the folded text with hyphens, only a–z, 0–9 and "-" (other scripts are dropped). */
export function slugify(text: string): string {
  return foldForSearch(text)
    .replace(/[^a-z0-9 ]+/g, "")
    .trim()
    .replace(/ +/g, "-");
}
