// What the news screens receive from their loaders (docs/content.md).

export interface PostCardView {
  slug: string;
  title: string;
  summary: string;
  cover: string | null;
  category: { slug: string; name: string };
  publishedAt: string;
  /** "19/12/2022 08:30" in Bangkok. */
  publishedText: string;
  readingMinutes: number;
}

export interface ArticleView extends PostCardView {
  html: string;
  author: string;
  updatedAt: string;
  tags: { slug: string; name: string }[];
  viewCount: number;
  related: PostCardView[];
}

export interface NewsListData {
  kind: "NEWS";
  posts: PostCardView[];
  page: number;
  pages: number;
  categories: { slug: string; name: string }[];
  category: string | null;
}

export interface TagIndexData {
  kind: "TAGS";
  tags: { slug: string; name: string; postCount: number }[];
}

export interface TagPostsData {
  tag: { slug: string; name: string };
  posts: PostCardView[];
  page: number;
  pages: number;
}
