// The shipped content (datasets/content, docs/content.md): categories, tags, the posts and pages
// written for vsport as Markdown files with a YAML header. Read and checked here; written by seed.ts.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { slugify } from "../../contract/sports/search-text";

export const CONTENT_FOLDER = path.join("datasets", "content");

const slug = z
  .string()
  .max(80)
  .refine((value) => value.length > 0 && slugify(value.replace(/-/g, " ")) === value, "an ASCII slug: a-z, 0-9 and single hyphens");
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const shippedCategorySchema = z.object({ slug, name: z.string().min(1).max(60), description: z.string().max(300) }).strict();
export const shippedTagSchema = z.object({ slug, name: z.string().min(1).max(60) }).strict();

export const shippedPostHeaderSchema = z
  .object({
    title: z.string().min(5).max(140),
    slug,
    category: slug,
    tags: z.array(slug).min(1).max(8),
    summary: z.string().min(10).max(300),
    publishedAt: z.string().datetime({ offset: true }),
    author: z.string().min(1).max(60),
    cover: z.object({ headline: z.string().min(1).max(60), colors: z.tuple([colour, colour]) }).strict(),
  })
  .strict();

export const shippedPageHeaderSchema = z
  .object({ title: z.string().min(2).max(140), slug, summary: z.string().max(300), updatedAt: z.string().datetime({ offset: true }) })
  .strict();

export type ShippedPost = z.infer<typeof shippedPostHeaderSchema> & { body: string; file: string };
export type ShippedPage = z.infer<typeof shippedPageHeaderSchema> & { body: string; file: string };

export interface ShippedContent {
  categories: z.infer<typeof shippedCategorySchema>[];
  tags: z.infer<typeof shippedTagSchema>[];
  posts: ShippedPost[];
  pages: ShippedPage[];
}

/** A Markdown file with a YAML header between two "---" lines: the header and the body. */
export function splitFrontMatter(text: string): { header: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error("no YAML header between --- lines");
  return { header: parseYaml(match[1] ?? ""), body: (match[2] ?? "").trim() };
}

async function markdownFiles(folder: string): Promise<string[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith(".md")).sort();
}

async function readDocuments<T extends z.ZodTypeAny>(folder: string, schema: T): Promise<(z.infer<T> & { body: string; file: string })[]> {
  const documents: (z.infer<T> & { body: string; file: string })[] = [];
  for (const name of await markdownFiles(folder)) {
    const file = path.join(folder, name);
    const { header, body } = splitFrontMatter(await readFile(file, "utf8"));
    const parsed = schema.safeParse(header);
    if (!parsed.success)
      throw new Error(`${file}: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`);
    if (`${(parsed.data as { slug: string }).slug}.md` !== name) throw new Error(`${file}: the file is not named after its slug`);
    if (body.length < 100) throw new Error(`${file}: the body is too short`);
    documents.push({ ...(parsed.data as z.infer<T>), body, file });
  }
  return documents;
}

/** Every shipped category, tag, post and page, checked: a post's category and tags must exist. */
export async function readShippedContent(folder = path.resolve(process.cwd(), CONTENT_FOLDER)): Promise<ShippedContent> {
  const categories = z.array(shippedCategorySchema).parse(JSON.parse(await readFile(path.join(folder, "categories.json"), "utf8")));
  const tags = z.array(shippedTagSchema).parse(JSON.parse(await readFile(path.join(folder, "tags.json"), "utf8")));
  const posts = await readDocuments(path.join(folder, "posts"), shippedPostHeaderSchema);
  const pages = await readDocuments(path.join(folder, "pages"), shippedPageHeaderSchema);
  const categorySlugs = new Set(categories.map((category) => category.slug));
  const tagSlugs = new Set(tags.map((tag) => tag.slug));
  for (const post of posts) {
    if (!categorySlugs.has(post.category)) throw new Error(`${post.file}: no category ${post.category}`);
    const unknown = post.tags.filter((tag) => !tagSlugs.has(tag));
    if (unknown.length > 0) throw new Error(`${post.file}: no tag ${unknown.join(", ")}`);
  }
  return { categories, tags, posts, pages };
}

/** Where a shipped post's cover lives (made by scripts/make-cover-images.ts). */
export const coverPathOf = (postSlug: string) => `/images/covers/${postSlug}.jpg`;
