import { useEffect, useState } from "react";
import { type SearchJson } from "../../../../contract/sports/teams-api";

/** Spec section 9's default debounce: the search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;
const QUERY_MAX = 100;

export type LiveSearch =
  | { state: "idle" }
  | { state: "searching"; query: string }
  | { state: "done"; query: string; results: SearchJson }
  | { state: "failed"; query: string };

/**
 * Searches /api/v1/search (the web node's read-only door) as the user types: 300 ms after the last
 * change, each new query aborting the one before, so an older answer never replaces a newer one.
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
      fetch(`/api/v1/search?${new URLSearchParams({ q: query }).toString()}`, { signal: controller.signal })
        .then(async (response) => {
          if (!response.ok) throw new Error(`search answered ${response.status}`);
          const { data } = (await response.json()) as { data: SearchJson };
          setSearch({ state: "done", query, results: data });
        })
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
