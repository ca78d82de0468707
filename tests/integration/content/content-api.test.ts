import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, posts } from "../../../server/content/tables";
import { readShippedContent, type ShippedContent } from "../../../server/content/shipped";
import { seedShippedContent } from "../../../server/content/seed";
import { startTestBackend, type TestBackend } from "../../helpers/test-backend";

// The content API over HTTP (docs/content.md), on the shipped content that a first start seeds.

interface PostSummary {
  slug: string;
  title: string;
  cover: string | null;
  category: { slug: string };
  tags: { slug: string }[];
  publishedAt: string;
  readingMinutes: number;
  viewCount: number;
}

describe("content API", () => {
  let backend: TestBackend;
  let shipped: ShippedContent;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${backend.url}/oapi/v1${path}`, { headers });
  const json = async <T = Record<string, unknown>>(path: string) => {
    const response = await get(path);
    return { status: response.status, body: (await response.json()) as T };
  };

  beforeAll(async () => {
    backend = await startTestBackend();
    shipped = await readShippedContent();
  });
  afterAll(() => backend.close());

  it("lists every shipped post, newest first, twelve to a page, each with its category, tags, cover and reading time", async () => {
    const { status, body } = await json<{ data: PostSummary[]; page: number; size: number; total: number }>("/posts");
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, size: 12, total: shipped.posts.length });
    expect(shipped.posts.length).toBeGreaterThanOrEqual(40);
    const times = body.data.map((post) => Date.parse(post.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const post of body.data) {
      expect(post.cover).toBe(`/images/covers/${post.slug}.jpg`);
      expect(post.tags.length).toBeGreaterThan(0);
      expect(post.readingMinutes).toBeGreaterThanOrEqual(1);
    }
    const last = await json<{ data: PostSummary[] }>(`/posts?page=${Math.ceil(shipped.posts.length / 12)}`);
    expect(last.body.data.length).toBe(shipped.posts.length % 12 || 12);
    expect((await json<{ data: PostSummary[] }>("/posts?page=999")).body.data).toEqual([]);
  });

  it("filters by category and by tag, and answers 404 for one that does not exist", async () => {
    const byCategory = await json<{ data: PostSummary[]; total: number }>("/posts?category=v-league&size=50");
    expect(byCategory.body.total).toBe(shipped.posts.filter((post) => post.category === "v-league").length);
    expect(byCategory.body.data.every((post) => post.category.slug === "v-league")).toBe(true);
    const byTag = await json<{ data: PostSummary[]; total: number }>("/posts?tag=ha-noi-fc&size=50");
    expect(byTag.body.total).toBe(shipped.posts.filter((post) => post.tags.includes("ha-noi-fc")).length);
    expect(byTag.body.data.every((post) => post.tags.some((tag) => tag.slug === "ha-noi-fc"))).toBe(true);
    expect((await json("/categories/post?category=bong-ro")).body).toMatchObject({
      total: shipped.posts.filter((post) => post.category === "bong-ro").length,
    });
    expect((await json("/posts?category=khong-co")).status).toBe(404);
    expect((await json("/posts?tag=khong-co")).status).toBe(404);
  });

  it.each([
    ["/posts?page=0", "page"],
    ["/posts?page=1e9", "page"],
    ["/posts?size=51", "size"],
    ["/posts?category=..%2Fetc", "category"],
    ["/posts?tag=%3Cscript%3E", "tag"],
    ["/posts?q=1", "q"],
    ["/posts/slug", "slug"],
    ["/posts/slug?slug=A%20B", "slug"],
    ["/pages/slug?slug=-x", "slug"],
    ["/categories/post", "category"],
    ["/tags?x=1", "x"],
  ])("answers %s with 400 naming %s", async (path, parameter) => {
    const { status, body } = await json(path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "bad_parameter", parameter });
  });

  it("gives a post's sanitised HTML and related posts; an unknown slug is 404", async () => {
    const slug = shipped.posts[0]?.slug ?? "";
    const { body } = await json<{ data: { html: string; related: PostSummary[]; tags: unknown[] } }>(`/posts/slug?slug=${slug}`);
    expect(body.data.html).toContain("<h2>");
    expect(body.data.html).not.toMatch(/<script|on[a-z]+=/i);
    expect(body.data.related.length).toBeGreaterThan(0);
    expect(body.data.related.length).toBeLessThanOrEqual(4);
    expect(body.data.related.some((post) => post.slug === slug)).toBe(false);
    expect((await json("/posts/slug?slug=khong-co-bai-nay")).body).toEqual({ error: "post_not_found", message: "post not found" });
  });

  it("shows a scheduled post only from its time, never a draft, and sanitises HTML that reached the database by another road", async () => {
    const db = backend.db;
    const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
    const base = { summary: "Tóm tắt", bodyMarkdown: "x", categoryId: category?.id ?? 0, author: "Thử nghiệm", searchText: "" };
    await db.insert(posts).values([
      {
        ...base,
        slug: "bai-hen-gio",
        title: "Bài hẹn giờ",
        bodyHtml: "<p>hẹn giờ</p>",
        status: "scheduled",
        publishedAt: new Date(Date.now() + 60_000),
      },
      {
        ...base,
        slug: "ban-nhap",
        title: "Bản nháp",
        bodyHtml: "<p>nháp</p>",
        status: "draft",
        publishedAt: new Date(Date.now() - 60_000),
      },
      {
        ...base,
        slug: "bai-co-ma-doc",
        title: "Bài có mã độc",
        bodyHtml: '<p onclick="alert(1)">chữ</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
        status: "published",
        publishedAt: new Date(Date.now() - 60_000),
      },
    ]);
    expect((await json("/posts/slug?slug=bai-hen-gio")).status).toBe(404);
    expect((await json("/posts/slug?slug=ban-nhap")).status).toBe(404);
    const hostile = await json<{ data: { html: string } }>("/posts/slug?slug=bai-co-ma-doc");
    expect(hostile.body.data.html).toBe("<p>chữ</p><a>x</a>");
    // Its time comes (moved, not waited for): it is listed, first.
    await db
      .update(posts)
      .set({ publishedAt: new Date(Date.now() - 1_000) })
      .where(eq(posts.slug, "bai-hen-gio"));
    expect((await json<{ data: PostSummary[] }>("/posts?size=1")).body.data[0]?.slug).toBe("bai-hen-gio");
    await db.delete(posts).where(eq(posts.author, "Thử nghiệm"));
  });

  it("lists categories, tags with their counts, the pages, the home page's sections and the languages", async () => {
    const categoryList = (await json<{ data: { slug: string; postCount: number }[] }>("/categories")).body.data;
    expect(categoryList.map((category) => category.slug)).toEqual(shipped.categories.map((category) => category.slug));
    expect(categoryList.reduce((sum, category) => sum + category.postCount, 0)).toBe(shipped.posts.length);
    const tagList = (await json<{ data: { slug: string; postCount: number }[] }>("/tags/")).body.data;
    expect(tagList.length).toBe(shipped.tags.length);
    expect(tagList.filter((tag) => tag.postCount > 0).length).toBeGreaterThanOrEqual(15);
    const pageList = (await json<{ data: { slug: string }[] }>("/pages")).body.data.map((page) => page.slug).sort();
    expect(pageList).toEqual(["chinh-sach-bao-mat", "dieu-khoan-su-dung", "gioi-thieu", "lien-he"]);
    expect((await json("/pages/slug?slug=gioi-thieu")).body).toMatchObject({
      data: { title: "Giới thiệu", html: expect.stringContaining("<p>") },
    });
    expect((await json("/pages/slug?slug=khong-co")).status).toBe(404);
    const home = await json<{ data: { sections: { kind: string }[] } }>("/pages/home-page");
    expect(home.body.data.sections.map((section) => section.kind)).toContain("latestNews");
    expect((await json("/languages")).body).toMatchObject({ data: [{ code: "vi", isDefault: true }, { code: "en" }] });
  });

  it("finds posts and tags with or without Vietnamese diacritics, best match first", async () => {
    type Found = { data: { folded: string; posts: { slug: string; title: string }[]; tags: { slug: string }[] } };
    const withoutMarks = (await json<Found>("/search?q=ha%20noi")).body.data;
    const withMarks = (await json<Found>(`/search?q=${encodeURIComponent("Hà Nội")}`)).body.data;
    expect(withoutMarks.folded).toBe("ha noi");
    expect(withoutMarks.posts.length).toBeGreaterThanOrEqual(3);
    expect(withMarks.posts.map((post) => post.slug)).toEqual(withoutMarks.posts.map((post) => post.slug));
    expect(withoutMarks.posts[0]?.title).toMatch(/Hà Nội/);
    expect(withoutMarks.tags).toEqual([{ slug: "ha-noi-fc", name: "Hà Nội FC" }]);
    // "đ" is "d": "doi tuyen" finds "Đội tuyển"; a word's start is enough ("argent").
    expect((await json<Found>("/search?q=doi%20tuyen%20viet")).body.data.posts.length).toBeGreaterThan(0);
    expect((await json<Found>("/search?q=argent")).body.data.posts.some((post) => /Argentina/.test(post.title))).toBe(true);
    // Metacharacters of SQL, LIKE, regular expressions and tsquery mean nothing.
    for (const hostile of ["%", "_", "' or 1=1 --", ".*", "a & b | !c", "(ha):*", "\\"]) {
      const { status, body } = await json<Found>(`/search?q=${encodeURIComponent(hostile)}`);
      expect(status, hostile).toBe(200);
      expect(Array.isArray(body.data.posts), hostile).toBe(true);
    }
    expect((await json<Found>("/search?q=%25")).body.data).toEqual({ folded: "", posts: [], tags: [] });
    expect((await json("/search?q=%20%20")).status).toBe(400);
    expect((await json(`/search?q=${"a".repeat(101)}`)).status).toBe(400);
  });

  it("answers every path with an ETag and honours a conditional request", async () => {
    const paths = [
      "/posts?size=3",
      "/posts/slug?slug=" + (shipped.posts[0]?.slug ?? ""),
      "/categories",
      "/categories/post?category=v-league",
      "/tags",
      "/pages",
      "/pages/slug?slug=gioi-thieu",
      "/pages/home-page",
      "/languages",
      "/configurations",
      "/menu",
    ];
    for (const path of paths) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      const etag = first.headers.get("etag") ?? "";
      expect(etag, path).toBeTruthy();
      expect((await get(path, { "If-None-Match": etag, "Cache-Control": "max-age=0" })).status, path).toBe(304);
    }
  });

  it("counts a reader once a day, however often they come back", async () => {
    const slug = shipped.posts[1]?.slug ?? "";
    const view = (viewer: string) =>
      fetch(`${backend.url}/oapi/v1/posts/view`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ slug, viewer }),
      });
    expect(await (await view("reader-one-0123456789")).json()).toEqual({ data: { counted: true } });
    expect(await (await view("reader-one-0123456789")).json()).toEqual({ data: { counted: false } });
    expect(await (await view("reader-two-0123456789")).json()).toEqual({ data: { counted: true } });
    expect((await json<{ data: { viewCount: number } }>(`/posts/slug?slug=${slug}`)).body.data.viewCount).toBe(2);
    expect((await view("short")).status).toBe(400);
  });

  it("seeds again without changing anything, and leaves an admin's edit alone", async () => {
    const before = (await json<{ total: number }>("/posts")).body.total;
    const slug = shipped.posts[2]?.slug ?? "";
    await backend.db.update(posts).set({ title: "Tiêu đề đã sửa", seeded: false }).where(eq(posts.slug, slug));
    await seedShippedContent(backend.db, shipped);
    expect((await json<{ total: number }>("/posts")).body.total).toBe(before);
    expect((await json<{ data: { title: string } }>(`/posts/slug?slug=${slug}`)).body.data.title).toBe("Tiêu đề đã sửa");
  });
});
