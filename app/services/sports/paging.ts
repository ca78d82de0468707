/** The page a list screen is asked for (?trang=), 1 when missing or unusable. */
export function pageOf(url: URL): number {
  const page = Number(url.searchParams.get("trang") ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}
