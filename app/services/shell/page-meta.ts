import { type MetaDescriptor } from "@remix-run/node";

interface MatchWithData {
  id: string;
  data: unknown;
}

/**
 * Every page's head (docs/decisions/019-page-weight.md): "<page> | <site name>" as the title, the
 * page's description, and the same two for link previews (Open Graph). A route's meta replaces
 * the root's, so each route's meta export goes through here.
 */
export function pageMeta(matches: readonly MatchWithData[], title: string, description: string): MetaDescriptor[] {
  const root = matches.find((match) => match.id === "root")?.data as { siteName?: string } | undefined;
  const siteName = root?.siteName ?? "vsport";
  const fullTitle = `${title} | ${siteName}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: "website" },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
}
