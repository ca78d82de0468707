import { t } from "~/services/locale/messages";
import { type ArticleView } from "./screen-data";

// schema.org data for the news pages (docs/content.md, "SEO"): browser-safe, rendered as JSON-LD.

export function newsArticleJsonLd(article: ArticleView, newsPath: string, origin: string): Record<string, unknown> {
  const url = `${origin}${newsPath}/${article.slug}`;
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.title,
    description: article.summary,
    ...(article.cover ? { image: [`${origin}${article.cover}`] } : {}),
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    author: [{ "@type": "Person", name: article.author }],
    publisher: { "@type": "Organization", name: "vsport", logo: { "@type": "ImageObject", url: `${origin}/images/logo.svg` } },
    mainEntityOfPage: url,
    articleSection: article.category.name,
    keywords: article.tags.map((tag) => tag.name).join(", "),
    inLanguage: "vi",
  };
}

export function breadcrumbJsonLd(article: ArticleView, newsPath: string, origin: string): Record<string, unknown> {
  const items = [
    { name: t("breadcrumbHome"), item: `${origin}/` },
    { name: t("screenNews"), item: `${origin}${newsPath}` },
    { name: article.category.name, item: `${origin}${newsPath}?chuyen-muc=${article.category.slug}` },
    { name: article.title, item: `${origin}${newsPath}/${article.slug}` },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((entry, index) => ({ "@type": "ListItem", position: index + 1, ...entry })),
  };
}

/** The home page's WebSite, with the search engines' search box (SearchAction) pointing at /tim-kiem. */
export function webSiteJsonLd(origin: string, siteName: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: siteName,
    url: `${origin}/`,
    inLanguage: "vi",
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${origin}/tim-kiem?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}
