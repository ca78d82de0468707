import { type MetaDescriptor } from "@remix-run/node";

interface MatchWithData {
  id: string;
  data: unknown;
}

/** "<page> | <site name>" using the site name from the root loader. */
export function pageMeta(matches: readonly MatchWithData[], title: string): MetaDescriptor[] {
  const root = matches.find((match) => match.id === "root")?.data as { siteName?: string } | undefined;
  return [{ title: `${title} | ${root?.siteName ?? "vsport"}` }];
}
