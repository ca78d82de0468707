import { type AppLoadContext } from "@remix-run/node";

// The web node's client of the sports API (docs/sports-api.md): loaders call it, never the
// database. A 404 (an unknown match, team …) becomes the shell's 404; any other failure a 503,
// so that a page never shows invented or partial numbers.

const SPORTS_API_TIMEOUT_MS = 5_000;

export type SportsQuery = Record<string, string | number | undefined>;

export class SportsApiError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`sports API ${path} answered ${status}`);
  }
}

function urlOf(context: AppLoadContext, path: string, query: SportsQuery): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== "") search.set(name, String(value));
  const text = search.toString();
  return `${context.backendUrl}/api/v1${path}${text ? `?${text}` : ""}`;
}

/** GETs a sports API path; the parsed JSON body, or a SportsApiError with the status. */
export async function fetchSports<T>(context: AppLoadContext, path: string, query: SportsQuery = {}): Promise<T> {
  const response = await fetch(urlOf(context, path, query), { signal: AbortSignal.timeout(SPORTS_API_TIMEOUT_MS) });
  if (!response.ok) throw new SportsApiError(response.status, path);
  return (await response.json()) as T;
}

/**
 * fetchSports for a loader: a 404 of the API (an unknown match, team, competition) is the page's
 * 404 ('Page not found'); a 400 too (the URL named something that cannot exist); anything else a 503.
 */
export async function loadSports<T>(context: AppLoadContext, path: string, query: SportsQuery = {}): Promise<T> {
  try {
    return await fetchSports<T>(context, path, query);
  } catch (error) {
    if (error instanceof SportsApiError && (error.status === 404 || error.status === 400)) throw new Response("Not Found", { status: 404 });
    console.warn(error instanceof Error ? error.message : String(error));
    throw new Response("Service Unavailable", { status: 503 });
  }
}
