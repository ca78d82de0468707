import { PostGrid } from "~/components/content/PostCard";
import { EmptyState } from "~/components/ui/EmptyState";
import { Pager } from "~/components/ui/Pager";
import { t } from "~/services/locale/screen-messages";
import { type NewsListData } from "~/services/content/screen-data";

/** NEWS: the newest posts, by category, paged; links only, so it works without JavaScript. */
export function NewsScreen({ title, path, data }: { title: string; path: string; data: NewsListData }) {
  const href = (category: string | null, page = 1) => {
    const query = new URLSearchParams();
    if (category) query.set("chuyen-muc", category);
    if (page > 1) query.set("trang", String(page));
    const text = query.toString();
    return text ? `${path}?${text}` : path;
  };
  return (
    <section className="news-page">
      <h1 className="page-title">{title}</h1>
      <nav className="form-chips" aria-label={t("newsCategories")}>
        <a href={href(null)} aria-current={data.category === null ? "page" : undefined}>
          {t("allCategories")}
        </a>
        {data.categories.map((category) => (
          <a key={category.slug} href={href(category.slug)} aria-current={data.category === category.slug ? "page" : undefined}>
            {category.name}
          </a>
        ))}
      </nav>
      {data.posts.length === 0 ? (
        <EmptyState message={t("emptyNews")} />
      ) : (
        <PostGrid posts={data.posts} pathOf={(slug) => `${path}/${slug}`} />
      )}
      <Pager page={data.page} pages={data.pages} hrefOf={(page) => href(data.category, page)} />
    </section>
  );
}
