import { PostGrid } from "~/components/content/PostCard";
import { EmptyState } from "~/components/ui/EmptyState";
import { Pager } from "~/components/ui/Pager";
import { t } from "~/services/locale/screen-messages";
import { type TagIndexData, type TagPostsData } from "~/services/content/screen-data";

/** /tag: every tag that has posts, with how many. */
export function TagIndexScreen({ title, data }: { title: string; data: TagIndexData }) {
  return (
    <section className="news-page">
      <h1 className="page-title">{title}</h1>
      {data.tags.length === 0 ? (
        <EmptyState message={t("emptyTags")} />
      ) : (
        <ul className="tag-cloud" data-testid="tag-list">
          {data.tags.map((tag) => (
            <li key={tag.slug}>
              <a href={`/tag/${tag.slug}`} className="tag-chip">
                #{tag.name} <span className="muted">({tag.postCount})</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /tag/{slug}: a tag's posts, newest first, paged. */
export function TagPostsScreen({ data, newsPath }: { data: TagPostsData; newsPath: string }) {
  return (
    <section className="news-page">
      <h1 className="page-title">
        {t("postsWithTag")} #{data.tag.name}
      </h1>
      {data.posts.length === 0 ? (
        <EmptyState message={t("emptyNews")} />
      ) : (
        <PostGrid posts={data.posts} pathOf={(slug) => `${newsPath}/${slug}`} />
      )}
      <Pager page={data.page} pages={data.pages} hrefOf={(page) => `/tag/${data.tag.slug}${page > 1 ? `?trang=${page}` : ""}`} />
    </section>
  );
}
