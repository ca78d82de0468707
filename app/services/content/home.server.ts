import { type AppLoadContext } from "@remix-run/node";
import { DEFAULT_HOME_LAYOUT, HOME_SECTION_KINDS, type HomeSection } from "../../../contract/content";
import { type HighlightJson } from "../../../contract/sports/api";
import { highlightView } from "~/services/sports/highlights.server";
import { loadRoomList } from "~/services/rooms/room-list.server";
import { loadHomeSports } from "~/services/sports/home.server";
import { fetchContent, fetchSports } from "~/services/transport/read-api.server";
import { postCard } from "./news.server";
import { type PostCardView } from "./screen-data";

// The home page (docs/content.md): the sections /oapi/v1/pages/home-page lists, in its order, each
// filled from the sports or content API. A section whose API does not answer shows as empty. Above
// them, the commentators' rooms (backend liveList), when there are any.

type HomeSectionData = HomeSection & { id: string; posts?: PostCardView[]; highlights?: ReturnType<typeof highlightView>[] };

async function layout(context: AppLoadContext): Promise<readonly HomeSection[]> {
  try {
    const { data } = await fetchContent<{ data: { sections: HomeSection[] } }>(context, "/pages/home-page");
    return data.sections.filter((section) => (HOME_SECTION_KINDS as readonly string[]).includes(section.kind));
  } catch {
    return DEFAULT_HOME_LAYOUT;
  }
}

async function fill(context: AppLoadContext, section: HomeSection, id: string): Promise<HomeSectionData> {
  try {
    if (section.kind === "latestNews" || section.kind === "category") {
      const { data } = await fetchContent<{ data: Parameters<typeof postCard>[0][] }>(context, "/posts", {
        size: section.size,
        category: section.kind === "category" ? section.category : undefined,
      });
      return { ...section, id, posts: data.map(postCard) };
    }
    if (section.kind === "highlights") {
      const { data } = await fetchSports<{ data: HighlightJson[] }>(context, "/matchs/highlights-recent", { size: section.size });
      return { ...section, id, highlights: data.map(highlightView) };
    }
  } catch {
    return { ...section, id, posts: [], highlights: [] };
  }
  return { ...section, id };
}

/** The rooms the home page shows, live first. */
const HOME_ROOMS = 6;

export async function loadHome(context: AppLoadContext, request: Request) {
  const sections = await layout(context);
  // Ids by kind ("home-upcoming"), numbered from the second of a kind ("home-category-2").
  const seen = new Map<string, number>();
  const ids = sections.map((section) => {
    const count = (seen.get(section.kind) ?? 0) + 1;
    seen.set(section.kind, count);
    return `home-${section.kind}${count > 1 ? `-${count}` : ""}`;
  });
  const [sports, rooms, ...filled] = await Promise.all([
    loadHomeSports(context),
    loadRoomList(request, context, {}),
    ...sections.map((section, index) => fill(context, section, ids[index] ?? `home-${index}`)),
  ]);
  return { sports, rooms: rooms.slice(0, HOME_ROOMS), sections: filled };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
