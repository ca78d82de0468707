import { useLocation } from "@remix-run/react";

/** The query parameters that choose what a page shows (a page of a list, a day, a category): kept in its canonical address. */
const MEANINGFUL = ["trang", "chuyen-muc", "ngay", "giai", "mua", "vong", "mon", "q"];

/** One address per page for search engines: the site's origin, the path, and only the parameters above, sorted. */
export function canonicalUrl(origin: string, pathname: string, search: string): string {
  const kept = new URLSearchParams();
  const asked = new URLSearchParams(search);
  for (const name of MEANINGFUL) {
    const value = asked.get(name);
    if (value) kept.set(name, value);
  }
  kept.sort();
  const query = kept.toString();
  return `${origin}${pathname}${query ? `?${query}` : ""}`;
}

export function CanonicalLink({ origin }: { origin: string }) {
  const location = useLocation();
  return <link rel="canonical" href={canonicalUrl(origin, location.pathname, location.search)} />;
}
