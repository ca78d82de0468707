import { t } from "~/services/locale/messages";
import { type PostCardView } from "~/services/content/screen-data";

/** A post in a list: cover, category, title, summary, date and reading time; the whole card links to it. */
export function PostCard({ post, href }: { post: PostCardView; href: string }) {
  return (
    <li className="post-card card" data-testid="post-card">
      <a href={href} className="post-card__link">
        {post.cover ? (
          <img className="post-card__cover" src={post.cover} alt="" width={600} height={315} loading="lazy" decoding="async" />
        ) : null}
        <span className="post-card__category">{post.category.name}</span>
        <strong className="post-card__title">{post.title}</strong>
      </a>
      <p className="post-card__summary">{post.summary}</p>
      <p className="muted post-card__meta">
        <time dateTime={post.publishedAt}>{post.publishedText}</time> · {post.readingMinutes} {t("readingTime")}
      </p>
    </li>
  );
}

export function PostGrid({ posts, pathOf }: { posts: PostCardView[]; pathOf: (slug: string) => string }) {
  return (
    <ul className="post-grid">
      {posts.map((post) => (
        <PostCard key={post.slug} post={post} href={pathOf(post.slug)} />
      ))}
    </ul>
  );
}
