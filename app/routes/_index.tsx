import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PostGrid } from "~/components/content/PostCard";
import { RoomList } from "~/components/rooms/RoomList";
import { HighlightGrid } from "~/components/sports/highlights/HighlightCard";
import { HomeMatchSection, HomeSportsCredits } from "~/components/sports/HomeSports";
import { EmptyState } from "~/components/ui/EmptyState";
import { loadHome } from "~/services/content/home.server";
import { webSiteJsonLd } from "~/services/content/json-ld";
import { JsonLd } from "~/components/seo/JsonLd";
import { siteOrigin } from "~/services/shell/site-origin.server";
import { CONFIG_CODES } from "../../contract/content";
import { t } from "~/services/locale/messages";
import { getSiteShell } from "~/services/shell/content-api.server";
import { menuPath, newsPath } from "~/services/shell/menu";
import { pageMeta } from "~/services/shell/page-meta";

// The home page: the commentators' rooms (live first), then the sections of /oapi/v1/pages/home-page,
// in its order (docs/content.md).
export async function loader({ context, request }: LoaderFunctionArgs) {
  const [{ menu, configuration }, home] = await Promise.all([getSiteShell(context), loadHome(context, request)]);
  return {
    ...home,
    webSite: webSiteJsonLd(siteOrigin(request, context), configuration[CONFIG_CODES.siteName] ?? "vsport"),
    paths: {
      schedule: menuPath(menu, "SCHEDULE"),
      results: menuPath(menu, "RESULTS"),
      highlights: menuPath(menu, "HIGHLIGHTS"),
      news: newsPath(menu),
    },
  };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, t("home"), t("describeHome"));

export default function HomePage() {
  const { sports, sections, paths, webSite, rooms } = useLoaderData<typeof loader>();
  return (
    <div className="home">
      <JsonLd data={webSite} />
      <h1 className="visually-hidden">{t("home")}</h1>
      {rooms.length > 0 ? (
        <section className="home-section" aria-labelledby="home-rooms" data-testid="home-rooms">
          <div className="home-section__head">
            <h2 id="home-rooms">{t("liveRooms")}</h2>
          </div>
          <RoomList rooms={rooms} />
        </section>
      ) : null}
      {sections.map((section) => {
        if (section.kind === "liveNow" || section.kind === "upcoming" || section.kind === "results")
          return (
            <HomeMatchSection
              key={section.id}
              id={section.id}
              title={section.title}
              kind={section.kind}
              size={section.size}
              data={sports}
              schedulePath={paths.schedule}
              resultsPath={paths.results}
            />
          );
        const more =
          section.kind === "highlights"
            ? paths.highlights
            : section.kind === "category"
              ? `${paths.news}?chuyen-muc=${section.category ?? ""}`
              : paths.news;
        const empty = section.kind === "highlights" ? !section.highlights?.length : !section.posts?.length;
        return (
          <section key={section.id} className="home-section" aria-labelledby={section.id} data-testid={section.id}>
            <div className="home-section__head">
              <h2 id={section.id}>{section.title}</h2>
              <a href={more}>{t("seeMore")}</a>
            </div>
            {empty ? (
              <EmptyState message={t(section.kind === "highlights" ? "emptyHighlights" : "emptyNews")} />
            ) : section.kind === "highlights" ? (
              <HighlightGrid items={section.highlights ?? []} pathOf={(slug) => `${paths.highlights}/${slug}`} />
            ) : (
              <PostGrid posts={section.posts ?? []} pathOf={(slug) => `${paths.news}/${slug}`} />
            )}
          </section>
        );
      })}
      <HomeSportsCredits data={sports} />
    </div>
  );
}
