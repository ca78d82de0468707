import { type AppLoadContext } from "@remix-run/node";
import { createHash } from "node:crypto";
import { pageOf } from "~/services/sports/paging";
import { loadContent } from "~/services/transport/read-api.server";
import { type ArticleView, type NewsListData, type PostCardView, type TagIndexData, type TagPostsData } from "./screen-data";

// The news screens (docs/content.md): the list at the NEWS menu code (?trang=, ?chuyen-muc=), an
// article at /{news code}/{slug}, the tag index at /tag and a tag's posts at /tag/{slug}.

export const NEWS_PAGE_SIZE = 12;

interface PostSummaryJson {
  slug: string;
  title: string;
  summary: string;
  cover: string | null;
  category: { slug: string; name: string };
  tags: { slug: string; name: string }[];
  author: string;
  publishedAt: string;
  updatedAt: string;
  readingMinutes: number;
  viewCount: number;
}
interface PostJson extends PostSummaryJson {
  html: string;
  related: PostSummaryJson[];
}
interface ListJson {
  data: PostSummaryJson[];
  page: number;
  size: number;
  total: number;
}

const publishedFormat = new Intl.DateTimeFormat("vi-VN", {
  timeZone: "Asia/Bangkok",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

export function postCard(post: PostSummaryJson): PostCardView {
  return {
    slug: post.slug,
    title: post.title,
    summary: post.summary,
    cover: post.cover,
    category: { slug: post.category.slug, name: post.category.name },
    publishedAt: post.publishedAt,
    publishedText: publishedFormat.format(Date.parse(post.publishedAt)),
    readingMinutes: post.readingMinutes,
  };
}

const pagesOf = (list: ListJson) => Math.max(1, Math.ceil(list.total / list.size));

export async function loadNewsList(context: AppLoadContext, url: URL): Promise<NewsListData> {
  const category = url.searchParams.get("chuyen-muc") || null;
  const page = pageOf(url);
  const [list, categories] = await Promise.all([
    loadContent<ListJson>(context, "/posts", { page, size: NEWS_PAGE_SIZE, category: category ?? undefined }),
    loadContent<{ data: { slug: string; name: string; postCount: number }[] }>(context, "/categories"),
  ]);
  return {
    kind: "NEWS",
    posts: list.data.map(postCard),
    page,
    pages: pagesOf(list),
    categories: categories.data.filter((entry) => entry.postCount > 0).map(({ slug, name }) => ({ slug, name })),
    category,
  };
}

export async function loadTagIndex(context: AppLoadContext): Promise<TagIndexData> {
  const { data } = await loadContent<{ data: { slug: string; name: string; postCount: number }[] }>(context, "/tags");
  return { kind: "TAGS", tags: data.filter((tag) => tag.postCount > 0) };
}

export async function loadTagPosts(context: AppLoadContext, slug: string, url: URL): Promise<TagPostsData> {
  const page = pageOf(url);
  const [list, tags] = await Promise.all([
    loadContent<ListJson>(context, "/posts", { tag: slug, page, size: NEWS_PAGE_SIZE }),
    loadContent<{ data: { slug: string; name: string }[] }>(context, "/tags"),
  ]);
  const tag = tags.data.find((entry) => entry.slug === slug);
  if (!tag) throw new Response("Not Found", { status: 404 });
  return { tag: { slug: tag.slug, name: tag.name }, posts: list.data.map(postCard), page, pages: pagesOf(list) };
}

/**
 * The reader as the view count knows them, hashed (never the session itself): their session, or on
 * a first visit, before the browser has one, their address and browser. A first-time reader who
 * comes back the same day may so count twice; a reload never counts.
 */
function viewerKey(request: Request, context: AppLoadContext): string {
  const session = /(?:^|;\s*)sessionId=([^;]+)/.exec(request.headers.get("cookie") ?? "")?.[1];
  const who = session ? `session:${session}` : `address:${context.clientAddress}:${request.headers.get("user-agent") ?? ""}`;
  return createHash("sha256").update(`post-view:${who}`).digest("base64url").slice(0, 32);
}

/** Counts the reader once a day (docs/content.md); a failure to count never fails the page. */
async function countView(context: AppLoadContext, slug: string, request: Request): Promise<void> {
  const viewer = viewerKey(request, context);
  try {
    await fetch(`${context.backendUrl}/oapi/v1/posts/view`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ slug, viewer }),
      signal: AbortSignal.timeout(2_000),
    });
  } catch (error) {
    console.warn(`post view not counted: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export async function loadArticle(context: AppLoadContext, slug: string, request: Request): Promise<ArticleView> {
  const { data } = await loadContent<{ data: PostJson }>(context, "/posts/slug", { slug });
  void countView(context, slug, request);
  return {
    ...postCard(data),
    html: data.html,
    author: data.author,
    updatedAt: data.updatedAt,
    tags: data.tags,
    viewCount: data.viewCount,
    related: data.related.map(postCard),
  };
}

export async function loadContentPage(context: AppLoadContext, slug: string) {
  const { data } = await loadContent<{ data: { slug: string; title: string; summary: string; html: string; updatedAt: string } }>(
    context,
    "/pages/slug",
    { slug },
  );
  return { ...data, updatedText: publishedFormat.format(Date.parse(data.updatedAt)) };
}
