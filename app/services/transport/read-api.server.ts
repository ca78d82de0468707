import { type AppLoadContext } from "@remix-run/node";

// The web node's client of the backend's two read APIs, the sports API (docs/sports-api.md) and
// the content API (docs/content.md): loaders call them, never the database. A 404 (an unknown
// match, post …) becomes the shell's 404; any other failure a 503, so that a page never shows
// invented or partial content.

const READ_API_TIMEOUT_MS = 5_000;

export type SportsQuery = Record<string, string | number | undefined>;
type ReadApi = "/api/v1" | "/oapi/v1";

export class SportsApiError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`${path} answered ${status}`);
  }
}

function urlOf(context: AppLoadContext, api: ReadApi, path: string, query: SportsQuery): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== "") search.set(name, String(value));
  const text = search.toString();
  return `${context.backendUrl}${api}${path}${text ? `?${text}` : ""}`;
}

/**
 * A second's worth of answers (decision 028): sports and content answers are the same for every visitor, and
 * a page read a thousand times a second during a match asks the backend once a second, not a
 * thousand times. Concurrent asks for one URL share one request. Live changes reach open pages
 * over the socket, so a page rendered from a second-old answer is brought up to date at once.
 */
const ANSWER_TTL_MS = 1_000;
const MAX_ANSWERS = 500;
const answers = new Map<string, { expires: number; answer: Promise<unknown> }>();

function remembered(url: string, now: number): Promise<unknown> | undefined {
  const entry = answers.get(url);
  if (entry && entry.expires > now) return entry.answer;
  if (entry) answers.delete(url);
  return undefined;
}

function remember(url: string, answer: Promise<unknown>, now: number): void {
  if (answers.size >= MAX_ANSWERS) {
    for (const [key, entry] of answers) if (entry.expires <= now) answers.delete(key);
    // Still full: the oldest go first (a Map keeps insertion order).
    for (const key of answers.keys()) {
      if (answers.size < MAX_ANSWERS) break;
      answers.delete(key);
    }
  }
  answers.set(url, { expires: now + ANSWER_TTL_MS, answer });
  // A failure is not remembered: the next ask tries again.
  answer.catch(() => {
    if (answers.get(url)?.answer === answer) answers.delete(url);
  });
}

async function request<T>(url: string, path: string): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(READ_API_TIMEOUT_MS) });
  if (!response.ok) throw new SportsApiError(response.status, path);
  return (await response.json()) as T;
}

/** GETs a read API path; the parsed JSON body (shared: never modify it), or a SportsApiError with the status. */
function fetchRead<T>(context: AppLoadContext, api: ReadApi, path: string, query: SportsQuery): Promise<T> {
  const url = urlOf(context, api, path, query);
  const now = Date.now();
  const known = remembered(url, now);
  if (known) return known as Promise<T>;
  const answer = request<T>(url, `${api}${path}`);
  remember(url, answer, now);
  return answer;
}

export const fetchSports = <T>(context: AppLoadContext, path: string, query: SportsQuery = {}) =>
  fetchRead<T>(context, "/api/v1", path, query);
export const fetchContent = <T>(context: AppLoadContext, path: string, query: SportsQuery = {}) =>
  fetchRead<T>(context, "/oapi/v1", path, query);

/**
 * A read for a loader: a 404 of the API (an unknown match, team, post) is the page's 404 ('Page
 * not found'); a 400 too (the URL named something that cannot exist); anything else a 503.
 */
async function loadRead<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof SportsApiError && (error.status === 404 || error.status === 400)) throw new Response("Not Found", { status: 404 });
    console.warn(error instanceof Error ? error.message : String(error));
    throw new Response("Service Unavailable", { status: 503 });
  }
}

export const loadSports = <T>(context: AppLoadContext, path: string, query: SportsQuery = {}) =>
  loadRead(fetchSports<T>(context, path, query));
export const loadContent = <T>(context: AppLoadContext, path: string, query: SportsQuery = {}) =>
  loadRead(fetchContent<T>(context, path, query));
