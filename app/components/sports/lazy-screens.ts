import { lazyComponent } from "~/components/ui/lazy-component";

// The menu screens behind /{code} share one route: each screen is a chunk of its own, so a page
// loads its own screen's code, not the others (docs/decisions/019-page-weight.md). The server
// loads them all before its first render (entry.server.tsx).
export const LazyRankingsScreen = lazyComponent(() => import("./rankings/RankingsScreen").then((module) => module.RankingsScreen));
export const LazyResultsScreen = lazyComponent(() => import("./results/ResultsScreen").then((module) => module.ResultsScreen));
export const LazyTopPlayersScreen = lazyComponent(() => import("./players/TopPlayersScreen").then((module) => module.TopPlayersScreen));

export const LazyHighlightsScreen = lazyComponent(() => import("./highlights/HighlightsScreen").then((module) => module.HighlightsScreen));

export const LazyNewsScreen = lazyComponent(() => import("../content/NewsScreen").then((module) => module.NewsScreen));
export const LazyTagIndexScreen = lazyComponent(() => import("../content/TagScreens").then((module) => module.TagIndexScreen));
export const LazyContentPageView = lazyComponent(() => import("../content/ArticlePage").then((module) => module.ContentPageView));

export function preloadMenuScreens(): Promise<unknown> {
  return Promise.all([
    LazyRankingsScreen.preload(),
    LazyResultsScreen.preload(),
    LazyTopPlayersScreen.preload(),
    LazyHighlightsScreen.preload(),
  ]);
}
