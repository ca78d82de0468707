import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArticlePage } from "~/components/content/ArticlePage";
import { HighlightPage } from "~/components/sports/highlights/HighlightPage";
import { loadArticle } from "~/services/content/news.server";
import { getSiteShell } from "~/services/shell/content-api.server";
import { findMenuEntry, TAG_INDEX_CODE } from "~/services/shell/menu";
import { t } from "~/services/locale/messages";
import { pageMeta } from "~/services/shell/page-meta";
import { siteOrigin } from "~/services/shell/site-origin.server";
import { loadHighlightDetail } from "~/services/sports/highlights.server";

// /{code}/{slug}: a highlight under a HIGHLIGHTS menu entry (spec section 2), an article under a
// NEWS one (docs/content.md); anything else is the shell's 404.
const SLUG = /^[a-z0-9-]{1,200}$/;

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const { menu } = await getSiteShell(context);
  const entry = findMenuEntry(menu, params.slug ?? "");
  const slug = params.detail ?? "";
  const listPath = `/${entry?.code ?? ""}`;
  const origin = siteOrigin(request, context);
  if (!entry || !SLUG.test(slug)) throw new Response("Not Found", { status: 404 });
  if (entry.description === "HIGHLIGHTS")
    return { kind: "HIGHLIGHT" as const, listPath, origin, ...(await loadHighlightDetail(context, slug)) };
  if (entry.description === "NEWS" && entry.code !== TAG_INDEX_CODE)
    return { kind: "ARTICLE" as const, listPath, origin, article: await loadArticle(context, slug, request) };
  throw new Response("Not Found", { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return pageMeta(matches, t("pageNotFound"), t("siteTagline"));
  // A link shared in Zalo or Facebook previews the page: its image (and video), by absolute address.
  const replaced = new Set(["og:type", "twitter:card"]);
  const withoutType = (title: string, description: string) =>
    pageMeta(matches, title, description).filter(
      (descriptor) => !replaced.has(String(("property" in descriptor && descriptor.property) || ("name" in descriptor && descriptor.name))),
    );
  if (data.kind === "HIGHLIGHT") {
    const { highlight, origin } = data;
    return [
      ...withoutType(highlight.title, highlight.summary || t("describeHighlightDetail")),
      { property: "og:type", content: "video.other" },
      { property: "og:image", content: `${origin}${highlight.poster}` },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:image", content: `${origin}${highlight.poster}` },
      ...highlight.sources.map((source) => ({ property: "og:video", content: `${origin}${source.src}` })),
    ];
  }
  const { article, origin } = data;
  return [
    ...withoutType(article.title, article.summary),
    { property: "og:type", content: "article" },
    ...(article.cover
      ? [
          { property: "og:image", content: `${origin}${article.cover}` },
          { property: "og:image:width", content: "1200" },
          { property: "og:image:height", content: "630" },
          { name: "twitter:image", content: `${origin}${article.cover}` },
        ]
      : []),
    { property: "article:published_time", content: article.publishedAt },
    { property: "article:section", content: article.category.name },
    ...article.tags.map((tag) => ({ property: "article:tag", content: tag.name })),
    { name: "twitter:card", content: article.cover ? "summary_large_image" : "summary" },
  ];
};

export default function DetailPage() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "HIGHLIGHT") return <HighlightPage highlight={data.highlight} more={data.more} listPath={data.listPath} />;
  return <ArticlePage article={data.article} newsPath={data.listPath} origin={data.origin} />;
}
