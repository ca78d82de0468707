import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKEND_CALLS } from "../../../contract/backend-calls";
import { type AdminPost, type AdminPostBrief } from "../../../contract/backend-calls/admin-content";
import { auditLog } from "../../../server/admin/tables";
import { findPage, findPost, listPosts } from "../../../server/content/read";
import { seedShippedContent } from "../../../server/content/seed";
import { readShippedContent } from "../../../server/content/shipped";
import { searchContent } from "../../../server/content/search";
import { pages, posts } from "../../../server/content/tables";
import { MAX_IMAGE_BYTES } from "../../../server/uploads/images";
import { opaquePng, webp } from "../../helpers/generated-images";
import { padTo } from "../../helpers/sample-images";
import { startTestBackend, type TestBackend } from "../../helpers/test-backend";
import { databaseKinds } from "../../helpers/test-database";
import { createLoggedInUser, type LoggedInUser } from "../profile/fixtures";

// The admin's content calls (issue 10, docs/admin.md) through real encrypted frames: posts from
// draft to published, scheduled, taken down and deleted; slugs; sanitised bodies; covers; pages;
// categories and tags; only admins; one audit row per write.

const base64 = (bytes: Buffer) => bytes.toString("base64");
const MINUTE = 60_000;

describe.each(databaseKinds())("the admin's content calls (%s)", (kind) => {
  let backend: TestBackend;
  let admin: LoggedInUser;
  let fan: LoggedInUser;
  let commentator: LoggedInUser;
  const call = (callPath: string, param: unknown, user: LoggedInUser = admin) => backend.call(callPath, param, user.sessionId);
  const api = (apiPath: string) => fetch(`${backend.url}/oapi/v1${apiPath}`);
  const auditRows = async () => (await backend.db.select({ rows: count() }).from(auditLog))[0]?.rows ?? 0;
  const lastAudit = async () => (await backend.db.select().from(auditLog).orderBy(auditLog.id)).at(-1);
  const coverFiles = () => {
    const folder = path.join(backend.services.uploadsDir, "covers");
    return existsSync(folder) ? readdirSync(folder).sort() : [];
  };
  const fileOf = (url: string) => path.join(backend.services.uploadsDir, url.replace(/^\/uploads\//, ""));
  const publicSlugs = async (now = new Date()) =>
    ((await listPosts(backend.db, { page: 1, size: 50 }, now))?.data ?? []).map((post) => post.slug);

  const postParam = (overrides: Record<string, unknown> = {}) => ({
    title: "Hà Nội FC thắng đậm",
    summary: "Đội bóng thủ đô thắng 4-0 trên sân Hàng Đẫy.",
    bodyMarkdown: "## Diễn biến\n\nHà Nội FC mở tỷ số ở phút thứ 12 và **không để đối thủ kịp phản ứng**.",
    category: "v-league",
    tags: ["ha-noi-fc", "v-league"],
    author: "Ban biên tập",
    action: "draft",
    ...overrides,
  });
  /** Saves a post, expecting it to be accepted with exactly one audit row. */
  const save = async (param: Record<string, unknown>): Promise<AdminPost> => {
    const before = await auditRows();
    const result = await call("/admin/postSave", param);
    expect([result.errCode, result.errMsg], JSON.stringify(result.data)).toEqual([200, ""]);
    expect(await auditRows()).toBe(before + 1);
    return (result.data as { post: AdminPost }).post;
  };
  /** A refusal that changes nothing: no audit row, no post, no cover file. */
  const expectRefused = async (callPath: string, param: unknown, key: string, field?: string) => {
    const [audits, postCount, covers] = [await auditRows(), await backend.db.select({ rows: count() }).from(posts), coverFiles()];
    const result = await call(callPath, param);
    expect([result.errCode, result.errMsg, result.data], JSON.stringify(param).slice(0, 200)).toEqual([
      400,
      key,
      field ? { fieldErrors: { [field]: key } } : null,
    ]);
    expect(await auditRows()).toBe(audits);
    expect(await backend.db.select({ rows: count() }).from(posts)).toEqual(postCount);
    expect(coverFiles()).toEqual(covers);
  };

  beforeAll(async () => {
    backend = await startTestBackend(kind);
    admin = await createLoggedInUser(backend.db, { userType: 3, nickname: "Quản trị nội dung" });
    fan = await createLoggedInUser(backend.db);
    commentator = await createLoggedInUser(backend.db, { userType: 2 });
  });
  afterAll(() => backend.close());

  it("refuses every admin call to a fan and a commentator as the access check does, and to a guest as a lost session", async () => {
    const adminPaths = Object.values(BACKEND_CALLS)
      .map((entry) => entry.path)
      .filter((callPath) => callPath.startsWith("/admin/"));
    expect(adminPaths).toEqual(expect.arrayContaining(["/admin/postSave", "/admin/menuSave", "/admin/auditList"]));
    const audits = await auditRows();
    for (const callPath of adminPaths) {
      for (const user of [fan, commentator]) {
        const result = await call(callPath, { id: 1, title: "Bài của người ngoài", entries: [] }, user);
        expect([result.errCode, result.errMsg], `${callPath} ${user.user.userType}`).toEqual([400, "accessDenied"]);
      }
      expect((await backend.call(callPath, {})).errCode, callPath).toBe(100);
    }
    expect(await auditRows()).toBe(audits);
  });

  it("keeps a draft from readers, publishes it, schedules one, takes it down and deletes it, each in the audit log", async () => {
    const draft = await save(postParam());
    expect(draft).toMatchObject({
      slug: "ha-noi-fc-thang-dam",
      status: "draft",
      publishedAt: null,
      category: { slug: "v-league", name: "V.League" },
      tags: [
        { slug: "ha-noi-fc", name: "Hà Nội FC" },
        { slug: "v-league", name: "V.League" },
      ],
      author: "Ban biên tập",
      cover: null,
    });
    expect(draft.bodyHtml).toContain("<strong>không để đối thủ kịp phản ứng</strong>");
    expect(await lastAudit()).toMatchObject({ actorId: admin.user.id, action: "post.create", subject: "post:ha-noi-fc-thang-dam" });
    expect(await publicSlugs()).not.toContain(draft.slug);
    expect(await findPost(backend.db, draft.slug, new Date())).toBeNull();
    expect((await api(`/posts/slug?slug=${draft.slug}`)).status).toBe(404);
    const [row] = await backend.db.select().from(posts).where(eq(posts.id, draft.id));
    expect(row).toMatchObject({ seeded: false, wordCount: expect.any(Number) });
    expect(row?.searchText).toContain("ha noi fc thang dam");

    const before = Date.now();
    const published = await save(postParam({ id: draft.id, action: "publish" }));
    expect(published.status).toBe("published");
    expect(Date.parse(published.publishedAt ?? "")).toBeGreaterThanOrEqual(before - 1000);
    expect(await lastAudit()).toMatchObject({
      action: "post.publish",
      subject: "post:ha-noi-fc-thang-dam",
      detail: { status: "published" },
    });
    expect(await publicSlugs()).toContain(draft.slug);
    expect(await findPost(backend.db, draft.slug, new Date())).toMatchObject({ title: "Hà Nội FC thắng đậm" });
    expect((await api(`/posts/slug?slug=${draft.slug}`)).status).toBe(200);

    // A correction keeps the time it came out.
    const corrected = await save(postParam({ id: draft.id, action: "publish", summary: "Đội bóng thủ đô thắng 4-0." }));
    expect(corrected.publishedAt).toBe(published.publishedAt);
    expect(await lastAudit()).toMatchObject({ action: "post.update", detail: { changed: ["summary"] } });

    const takenDown = await save(postParam({ id: draft.id, action: "draft" }));
    expect(takenDown).toMatchObject({ status: "draft", publishedAt: null });
    expect(await lastAudit()).toMatchObject({ action: "post.unpublish" });
    expect(await publicSlugs()).not.toContain(draft.slug);
    expect((await api(`/posts/slug?slug=${draft.slug}`)).status).toBe(404);

    const deleteAudits = await auditRows();
    expect((await call("/admin/postDelete", { id: draft.id })).errCode).toBe(200);
    expect(await auditRows()).toBe(deleteAudits + 1);
    expect(await lastAudit()).toMatchObject({ action: "post.delete", subject: "post:ha-noi-fc-thang-dam" });
    await expectRefused("/admin/postDelete", { id: draft.id }, "postNotFound");
    await expectRefused("/admin/postSave", postParam({ id: draft.id }), "postNotFound");
    expect((await call("/admin/post", { id: draft.id })).errMsg).toBe("postNotFound");
  });

  it("schedules a post that readers see only when its time comes", async () => {
    const now = Date.now();
    const at = new Date(now + MINUTE).toISOString();
    const scheduled = await save(postParam({ title: "Lịch phát sóng trận cầu tâm điểm", action: "schedule", publishAt: at }));
    expect(scheduled).toMatchObject({ slug: "lich-phat-song-tran-cau-tam-diem", status: "scheduled", publishedAt: at });
    expect(await lastAudit()).toMatchObject({ action: "post.schedule", detail: { created: true, publishedAt: at } });
    expect(await publicSlugs()).not.toContain(scheduled.slug);
    expect((await api(`/posts/slug?slug=${scheduled.slug}`)).status).toBe(404);
    const later = new Date(now + 2 * MINUTE);
    expect(await publicSlugs(later)).toContain(scheduled.slug);
    expect(await findPost(backend.db, scheduled.slug, later)).toMatchObject({ publishedAt: at });
    expect((await searchContent(backend.db, "lich phat song tran cau", later)).posts.map((post) => post.slug)).toContain(scheduled.slug);
    expect((await searchContent(backend.db, "lich phat song tran cau", new Date())).posts).toEqual([]);

    const oneYearAndMore = new Date(now + 367 * 24 * 60 * MINUTE).toISOString();
    for (const publishAt of [new Date(now - MINUTE).toISOString(), oneYearAndMore, "ngày mai", undefined])
      await expectRefused(
        "/admin/postSave",
        postParam({ id: scheduled.id, action: "schedule", publishAt }),
        "scheduleTimeInvalid",
        "publishAt",
      );
  });

  it("makes slugs from Vietnamese titles, numbers repeats and refuses a typed slug another post has", async () => {
    const first = await save(postParam({ title: "Đồng Tháp vô địch: “Giấc mơ” đã thành sự thật!" }));
    expect(first.slug).toBe("dong-thap-vo-dich-giac-mo-da-thanh-su-that");
    expect((await save(postParam({ title: "Đồng Tháp vô địch – giấc mơ đã thành sự thật" }))).slug).toBe(
      "dong-thap-vo-dich-giac-mo-da-thanh-su-that-2",
    );
    expect((await save(postParam({ title: "Đồng Tháp vô địch: giấc mơ đã thành sự thật", slug: "  " }))).slug).toBe(
      "dong-thap-vo-dich-giac-mo-da-thanh-su-that-3",
    );
    await expectRefused("/admin/postSave", postParam({ slug: first.slug }), "slugTaken", "slug");
    await expectRefused("/admin/postSave", postParam({ slug: "Hà-Nội" }), "slugInvalid", "slug");

    const long = await save(postParam({ title: `${"Trận cầu kinh điển ".repeat(6)}kết thúc` }));
    expect(long.slug.length).toBeLessThanOrEqual(100);
    expect(long.slug).not.toMatch(/-$/);
    const longAgain = await save(postParam({ title: `${"Trận cầu kinh điển ".repeat(6)}kết thúc` }));
    expect(longAgain.slug).toMatch(/-2$/);
    expect(longAgain.slug.length).toBeLessThanOrEqual(100);

    // Sent without a slug, an existing post keeps its own; an empty one makes it from the title again.
    expect((await save(postParam({ id: first.id, title: "Đồng Tháp lên ngôi" }))).slug).toBe(first.slug);
    expect((await save(postParam({ id: first.id, title: "Đồng Tháp lên ngôi", slug: "" }))).slug).toBe("dong-thap-len-ngoi");
    expect(await lastAudit()).toMatchObject({
      action: "post.update",
      subject: "post:dong-thap-len-ngoi",
      detail: { previousSlug: first.slug },
    });
  });

  it("refuses an unknown category or tag, dedupes tags, and lists posts by status and title", async () => {
    await expectRefused("/admin/postSave", postParam({ category: "khong-co" }), "categoryNotFound", "category");
    await expectRefused("/admin/postSave", postParam({ tags: ["ha-noi-fc", "khong-co"] }), "tagNotFound", "tags");
    const deduped = await save(postParam({ title: "Ba điểm quý giá cho Hà Nội FC", tags: ["ha-noi-fc", "ha-noi-fc", "v-league"] }));
    expect(deduped.tags.map((tag) => tag.slug)).toEqual(["ha-noi-fc", "v-league"]);

    type List = { items: AdminPostBrief[]; total: number; size: number };
    const list = async (param: Record<string, unknown>) => (await call("/admin/postList", param)).data as List;
    const drafts = await list({ status: "draft" });
    expect(drafts.size).toBe(20);
    expect(drafts.items.every((item) => item.status === "draft")).toBe(true);
    expect(drafts.items[0]?.id).toBe(deduped.id);
    const all = await list({});
    expect(all.total).toBe((await backend.db.select({ rows: count() }).from(posts))[0]?.rows);
    const updated = all.items.map((item) => Date.parse(item.updatedAt));
    expect(updated).toEqual([...updated].sort((a, b) => b - a));
    expect((await list({ page: 2 })).items.length).toBe(20);

    for (const q of ["ba diem quy gia", "BA ĐIỂM QUÝ GIÁ", "Điểm Quý", "quý giá cho hà nội"])
      expect(
        (await list({ q })).items.map((item) => item.id),
        q,
      ).toEqual([deduped.id]);
    for (const q of ["%", "_", "\\", "ba%gia"]) expect((await list({ q })).total, q).toBe(0);
  });

  it("stores bodies sanitised: no script, event handler or script link survives, however it is written", async () => {
    const body = [
      "Mở đầu <script>alert(1)</script> và <SCRIPT SRC=//evil.example/x.js></SCRIPT>",
      '<img src=x onerror="alert(1)"> <IMG SRC=x OnErRoR=alert(1)>',
      "[bấm](javascript:alert(1)) [BẤM](JaVaScRiPt:alert(1)) [mã](&#106;avascript:alert(1)) [mã hex](&#x6A;avascript&#x3A;alert(1))",
      "![ảnh](javascript:alert(1)) ![svg](data:image/svg+xml;base64,PHN2Zy8+) [vb](vbscript:msgbox(1))",
      '<a href="javascript:alert(1)">x</a> <svg onload=alert(1)> <iframe src="https://evil.example"></iframe>',
      "[trang chủ](https://vsport.example/tin-tuc)",
    ].join("\n\n");
    const post = await save(postParam({ title: "Bài thử nội dung độc hại", bodyMarkdown: body, action: "publish" }));
    const [row] = await backend.db.select({ html: posts.bodyHtml }).from(posts).where(eq(posts.id, post.id));
    const served = (await (await api(`/posts/slug?slug=${post.slug}`)).json()) as { data: { html: string } };
    for (const html of [row?.html ?? "", post.bodyHtml, served.data.html]) {
      const tags = html.match(/<[^>]*>/g) ?? [];
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) {
        expect(tag).not.toMatch(/^<\/?(script|img|svg|iframe|object|embed|style)\b/i);
        expect(tag).not.toMatch(/\son[a-z]+\s*=/i);
        expect(tag).not.toMatch(/javascript:|vbscript:|data:/i);
      }
      expect(html).toContain('<a href="https://vsport.example/tin-tuc" rel="noopener nofollow ugc">trang chủ</a>');
      // What was typed as HTML shows as text.
      expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    }
  });

  it("stores a PNG or WebP cover as a 1200×630 JPEG under /uploads/covers/, replaces and removes it, and deletes the old files", async () => {
    expect(coverFiles()).toEqual([]);
    const png = await save(postParam({ title: "Bài có ảnh bìa PNG", cover: { base64: base64(await opaquePng(800, 500)) } }));
    expect(png.cover).toMatch(/^\/uploads\/covers\/[0-9a-f]{32}\.jpg$/);
    const pngFile = fileOf(png.cover ?? "");
    expect(await sharp(readFileSync(pngFile)).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    const served = await fetch(`${backend.url}${png.cover}`);
    expect([served.status, served.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
    expect(await lastAudit()).toMatchObject({ action: "post.create", detail: { cover: png.cover } });
    expect(JSON.stringify((await lastAudit())?.detail)).not.toMatch(/base64|iVBOR/);

    const replaced = await save(postParam({ id: png.id, title: "Bài có ảnh bìa PNG", cover: { base64: base64(await webp(640, 480)) } }));
    expect(replaced.cover).toMatch(/^\/uploads\/covers\/[0-9a-f]{32}\.jpg$/);
    expect(replaced.cover).not.toBe(png.cover);
    expect(await sharp(readFileSync(fileOf(replaced.cover ?? ""))).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    expect(existsSync(pngFile)).toBe(false);
    expect(coverFiles()).toEqual([path.basename(replaced.cover ?? "")]);
    expect(await lastAudit()).toMatchObject({ action: "post.update", detail: { changed: ["cover"], cover: replaced.cover } });

    // The bytes decide, not the data URL's claim.
    const lying = await save(
      postParam({ title: "Ảnh PNG tự nhận là WebP", cover: { base64: `data:image/webp;base64,${base64(await opaquePng(300, 200))}` } }),
    );
    expect(lying.cover).toMatch(/^\/uploads\/covers\/[0-9a-f]{32}\.jpg$/);

    const removed = await save(postParam({ id: replaced.id, title: "Bài có ảnh bìa PNG", removeCover: true }));
    expect(removed.cover).toBeNull();
    expect(existsSync(fileOf(replaced.cover ?? ""))).toBe(false);

    expect((await call("/admin/postDelete", { id: lying.id })).errCode).toBe(200);
    expect(existsSync(fileOf(lying.cover ?? ""))).toBe(false);
    expect(coverFiles()).toEqual([]);
  });

  it("refuses text, a cover over 2 MB or a broken image, and a refused save leaves no file behind", async () => {
    const text = base64(Buffer.from("<svg onload=alert(1)>không phải ảnh</svg>"));
    await expectRefused("/admin/postSave", postParam({ cover: { base64: text } }), "coverWrongType", "cover");
    await expectRefused("/admin/postSave", postParam({ cover: { base64: `data:image/png;base64,${text}` } }), "coverWrongType", "cover");
    const large = base64(padTo(await opaquePng(100, 100), MAX_IMAGE_BYTES + 1));
    await expectRefused("/admin/postSave", postParam({ cover: { base64: large } }), "coverTooLarge", "cover");
    const broken = Buffer.from(await opaquePng(100, 100)).subarray(0, 60);
    await expectRefused("/admin/postSave", postParam({ cover: { base64: base64(broken) } }), "coverUnreadable", "cover");
    await expectRefused("/admin/postSave", postParam({ cover: { base64: "không phải base64!" } }), "coverUnreadable", "cover");
    // A good cover with a save refused for another reason is deleted again.
    const good = { base64: base64(await opaquePng(400, 300)) };
    await expectRefused("/admin/postSave", postParam({ cover: good, category: "khong-co" }), "categoryNotFound", "category");
    await expectRefused("/admin/postSave", postParam({ cover: good, id: 987_654 }), "postNotFound");
  });

  it("leaves a shipped cover's file alone when an edit replaces it, and the seed no longer rewrites the edited post", async () => {
    const [shipped] = await backend.db.select().from(posts).where(eq(posts.seeded, true)).limit(1);
    if (!shipped) throw new Error("no shipped post");
    const shippedCover = shipped.coverPath ?? "";
    expect(shippedCover).toMatch(/^\/images\/covers\//);
    const full = (await call("/admin/post", { id: shipped.id })).data as { post: AdminPost };
    const title = `${full.post.title.slice(0, 120)} (đã sửa)`;
    const edited = await save({
      id: shipped.id,
      title,
      summary: full.post.summary,
      bodyMarkdown: full.post.bodyMarkdown,
      category: full.post.category.slug,
      tags: full.post.tags.map((tag) => tag.slug),
      author: full.post.author,
      action: "publish",
      cover: { base64: base64(await opaquePng(1200, 630)) },
    });
    expect(edited.publishedAt).toBe(full.post.publishedAt);
    expect(edited.cover).toMatch(/^\/uploads\/covers\//);
    expect(existsSync(path.join("public", shippedCover))).toBe(true);
    const [row] = await backend.db.select({ seeded: posts.seeded }).from(posts).where(eq(posts.id, shipped.id));
    expect(row?.seeded).toBe(false);
    await seedShippedContent(backend.db, await readShippedContent());
    expect((await call("/admin/post", { id: shipped.id })).data).toMatchObject({ post: { title, cover: edited.cover } });
  });

  it("keeps pages off the routes' and the menu's segments, numbers made slugs, and hides an unpublished page", async () => {
    const pageParam = (overrides: Record<string, unknown> = {}) => ({
      title: "Quảng cáo cùng vsport",
      summary: "Liên hệ đặt quảng cáo.",
      bodyMarkdown: "Gửi thư cho chúng tôi <script>alert(1)</script>.",
      published: true,
      ...overrides,
    });
    const savePage = async (param: Record<string, unknown>) => {
      const before = await auditRows();
      const result = await call("/admin/pageSave", param);
      expect([result.errCode, result.errMsg]).toEqual([200, ""]);
      expect(await auditRows()).toBe(before + 1);
      return (result.data as { page: { id: number; slug: string; bodyHtml: string; published: boolean } }).page;
    };
    const page = await savePage(pageParam());
    expect(page.slug).toBe("quang-cao-cung-vsport");
    expect(page.bodyHtml).not.toContain("<script");
    expect(await lastAudit()).toMatchObject({ action: "page.save", subject: "page:quang-cao-cung-vsport", detail: { created: true } });
    expect(await findPage(backend.db, page.slug)).toMatchObject({ title: "Quảng cáo cùng vsport" });

    for (const slug of ["user", "quan-tri", "api", "news", "lich-truc-tiep", "tag"])
      await expectRefused("/admin/pageSave", pageParam({ slug }), "slugReserved", "slug");
    await expectRefused("/admin/pageSave", pageParam({ slug: "gioi-thieu" }), "slugTaken", "slug");
    // A slug made from the title steps around the reserved segments and the menu's codes.
    expect((await savePage(pageParam({ title: "User" }))).slug).toBe("user-2");
    expect((await savePage(pageParam({ title: "News" }))).slug).toBe("news-2");

    const hidden = await savePage(pageParam({ id: page.id, published: false }));
    expect(hidden.published).toBe(false);
    expect(await findPage(backend.db, page.slug)).toBeNull();
    expect((await api(`/pages/slug?slug=${page.slug}`)).status).toBe(404);
    const list = (await call("/admin/pageList", {})).data as { items: { slug: string }[] };
    const slugs = list.items.map((item) => item.slug);
    expect(slugs).toEqual(expect.arrayContaining(["gioi-thieu", "quang-cao-cung-vsport", "user-2"]));
    expect(slugs).toEqual([...slugs].sort());

    expect((await call("/admin/pageDelete", { id: page.id })).errCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: "page.delete", subject: "page:quang-cao-cung-vsport" });
    expect(await backend.db.select().from(pages).where(eq(pages.id, page.id))).toEqual([]);
    await expectRefused("/admin/pageDelete", { id: page.id }, "pageNotFound");
    await expectRefused("/admin/pageSave", pageParam({ id: page.id }), "pageNotFound");
  });

  it("saves categories, refuses deleting one posts use, and deletes an unused one", async () => {
    const before = await auditRows();
    const saved = await call("/admin/categorySave", {
      name: "Bóng đá trong nhà",
      description: "Futsal Việt Nam và thế giới.",
      position: 9,
    });
    expect(saved.data).toMatchObject({ category: { slug: "bong-da-trong-nha", name: "Bóng đá trong nhà", position: 9, posts: 0 } });
    expect(await auditRows()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({ action: "category.save", subject: "category:bong-da-trong-nha" });
    await expectRefused("/admin/categorySave", { name: "Khác", slug: "v-league", description: "", position: 1 }, "slugTaken", "slug");

    const vLeague = (await call("/admin/taxonomy", {})).data as { categories: { id: number; slug: string; posts: number }[] };
    const used = vLeague.categories.find((category) => category.slug === "v-league");
    expect(used?.posts).toBeGreaterThan(0);
    await expectRefused("/admin/categoryDelete", { id: used?.id }, "categoryInUse");

    const id = (saved.data as { category: { id: number } }).category.id;
    expect((await call("/admin/categoryDelete", { id })).errCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: "category.delete", subject: "category:bong-da-trong-nha" });
    await expectRefused("/admin/categoryDelete", { id }, "categoryNotFound");
  });

  it("renames a tag into its posts' search, and deletes a tag from its posts", async () => {
    const taxonomy = (await call("/admin/taxonomy", {})).data as { tags: { id: number; slug: string; name: string; posts: number }[] };
    const tag = taxonomy.tags.find((each) => each.slug === "hoang-anh-gia-lai");
    if (!tag) throw new Error("no tag");
    expect(tag.posts).toBeGreaterThan(0);
    const found = async (q: string) => (await searchContent(backend.db, q, new Date())).posts.length;
    expect(await found("chim ung bazan")).toBe(0);

    const before = await auditRows();
    const renamed = await call("/admin/tagSave", { id: tag.id, name: "Chim Ưng Bazan" });
    expect(renamed.data).toMatchObject({ tag: { id: tag.id, slug: "hoang-anh-gia-lai", name: "Chim Ưng Bazan", posts: tag.posts } });
    expect(await auditRows()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({ action: "tag.save", detail: { changed: ["name"], previousName: "Hoàng Anh Gia Lai" } });
    expect(await found("chim ung bazan")).toBe(tag.posts);
    expect((await searchContent(backend.db, "Chim Ưng", new Date())).tags).toEqual([{ slug: "hoang-anh-gia-lai", name: "Chim Ưng Bazan" }]);

    const made = await call("/admin/tagSave", { name: "Futsal Việt Nam", slug: "" });
    expect(made.data).toMatchObject({ tag: { slug: "futsal-viet-nam", posts: 0 } });
    await expectRefused("/admin/tagSave", { name: "Khác", slug: "futsal-viet-nam" }, "slugTaken", "slug");

    expect((await call("/admin/tagDelete", { id: tag.id })).errCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: "tag.delete", subject: "tag:hoang-anh-gia-lai", detail: { posts: tag.posts } });
    expect(await found("chim ung bazan")).toBe(0);
    expect((await api("/posts?tag=hoang-anh-gia-lai")).status).toBe(404);
    await expectRefused("/admin/tagDelete", { id: tag.id }, "tagNotFound");
  });
});
