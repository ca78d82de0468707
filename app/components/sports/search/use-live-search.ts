import { useEffect, useState } from "react";
import { type ContentSearchJson } from "../../../../contract/content";
import { type SearchJson } from "../../../../contract/sports/teams-api";

/** Spec section 9's default debounce: the search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;
const QUERY_MAX = 100;

export type LiveSearch =
  | { state: "idle" }
  | { state: "searching"; query: string }
  | { state: "done"; query: string; results: SearchJson; content: ContentSearchJson }
  | { state: "failed"; query: string };

async function read<T>(url: string, signal: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Searches the sports (/api/v1/search) and the content (/oapi/v1/search) through the web node's
 * read-only doors as the user types: 300 ms after the last change, each new query aborting the
 * one before, so an older answer never replaces a newer one.
 */
export function useLiveSearch(input: string): LiveSearch {
  const query = input.trim().slice(0, QUERY_MAX).trim();
  const [search, setSearch] = useState<LiveSearch>({ state: "idle" });
  useEffect(() => {
    if (query === "") {
      setSearch({ state: "idle" });
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setSearch({ state: "searching", query });
      const search = new URLSearchParams({ q: query }).toString();
      Promise.all([
        read<SearchJson>(`/api/v1/search?${search}`, controller.signal),
        read<ContentSearchJson>(`/oapi/v1/search?${search}`, controller.signal),
      ])
        .then(([results, content]) => setSearch({ state: "done", query, results, content }))
        .catch(() => {
          if (!controller.signal.aborted) setSearch({ state: "failed", query });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return search;
}
