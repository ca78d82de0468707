import { z } from "zod";

// The content API's query parameters (docs/content.md): a bad or unknown one is a 400 naming it.

const MAX_PAGE = 1_000;
export const contentSlug = z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/, "not a slug");
const page = z.coerce.number().int("not a page number").min(1, "from 1").max(MAX_PAGE, `at most ${MAX_PAGE}`).default(1);
const size = z.coerce.number().int("not a size").min(1, "from 1").max(50, "at most 50").default(12);

export const postListParameters = z.object({ page, size, category: contentSlug.optional(), tag: contentSlug.optional() }).strict();
export const categoryPostParameters = z.object({ category: contentSlug, page, size }).strict();
export const slugParameters = z.object({ slug: contentSlug }).strict();
export const noParameters = z.object({}).strict();
export const postViewBody = z
  .object({ slug: contentSlug, viewer: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "not a viewer key") })
  .strict();
/** Search text: 1 to 100 characters once trimmed, as the sports API's /search. */
export const searchParameters = z.object({ q: z.string().trim().min(1, "from 1 character").max(100, "at most 100 characters") }).strict();
