// The site's URLs of sports things, one place for every link (docs/routing.md).

export const teamHref = (slug: string): string => `/doi-bong/${slug}`;
export const competitionHref = (slug: string): string => `/giai-dau/${slug}`;
export const matchHref = (slug: string): string => `/schedule/${slug}`;
/** The rankings screen of a competition's season (its default path, spec section 2). */
export const rankingsHref = (competitionCode: string, season: string): string =>
  `/bang-xep-hang?${new URLSearchParams({ giai: competitionCode, mua: season }).toString()}`;
export const searchHref = (query: string): string => `/tim-kiem?${new URLSearchParams({ q: query }).toString()}`;
/** Spec section 9's football images, drawn by the web node (server/web/football-images.ts). */
export const teamImageSrc = (id: number): string => `/images/football/team/${id}`;
export const playerImageSrc = (id: number): string => `/images/football/player/${id}`;
