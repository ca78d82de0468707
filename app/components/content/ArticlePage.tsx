import { PostGrid } from "~/components/content/PostCard";
import { JsonLd } from "~/components/seo/JsonLd";
import { breadcrumbJsonLd, newsArticleJsonLd } from "~/services/content/json-ld";
import { t } from "~/services/locale/screen-messages";
import { type ArticleView } from "~/services/content/screen-data";

/** A post: title, meta, cover, the sanitised body, tags and related posts. */
export function ArticlePage({ article, newsPath, origin }: { article: ArticleView; newsPath: string; origin: string }) {
  return (
    <article className="article" data-testid="article">
      <JsonLd data={newsArticleJsonLd(article, newsPath, origin)} />
      <JsonLd data={breadcrumbJsonLd(article, newsPath, origin)} />
      <nav aria-label="breadcrumb" className="breadcrumb muted">
        <a href="/">{t("breadcrumbHome")}</a> › <a href={newsPath}>{t("screenNews")}</a> ›{" "}
        <a href={`${newsPath}?chuyen-muc=${article.category.slug}`}>{article.category.name}</a>
      </nav>
      <h1 className="article__title">{article.title}</h1>
      <p className="article__summary">{article.summary}</p>
      <p className="muted article__meta">
        {t("postAuthor")}: {article.author} · <time dateTime={article.publishedAt}>{article.publishedText}</time> · {article.readingMinutes}{" "}
        {t("readingTime")} · <span data-testid="view-count">{article.viewCount}</span> {t("viewCount")}
      </p>
      {article.cover ? <img className="article__cover" src={article.cover} alt="" width={1200} height={630} /> : null}
      {/* Sanitised twice on the server: when it was written and when it was served (server/content/markup.ts). */}
      <div className="article__body" dangerouslySetInnerHTML={{ __html: article.html }} />
      {article.tags.length > 0 ? (
        <ul className="tag-cloud" aria-label={t("postTags")}>
          {article.tags.map((tag) => (
            <li key={tag.slug}>
              <a href={`/tag/${tag.slug}`} className="tag-chip">
                #{tag.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {article.related.length > 0 ? (
        <section aria-labelledby="related-posts">
          <h2 id="related-posts">{t("relatedPosts")}</h2>
          <PostGrid posts={article.related} pathOf={(slug) => `${newsPath}/${slug}`} />
        </section>
      ) : null}
    </article>
  );
}

/** A page of the site (Giới thiệu, Điều khoản …). */
export function ContentPageView({ page }: { page: { title: string; html: string; updatedAt: string; updatedText: string } }) {
  return (
    <article className="article" data-testid="content-page">
      <h1 className="article__title">{page.title}</h1>
      <div className="article__body" dangerouslySetInnerHTML={{ __html: page.html }} />
      <p className="muted">
        {t("pageUpdated")}: <time dateTime={page.updatedAt}>{page.updatedText}</time>
      </p>
    </article>
  );
}
