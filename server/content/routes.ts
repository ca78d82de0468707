import express, { type Request, type Response } from "express";
import { listConfigurations, listMenu } from "../db";
import { type DatabaseConnection } from "../backend/database-connection";
import { type Logger } from "../logger";
import { defineRoute } from "../sports/api/define-route";
import { readParameters } from "../sports/api/parameters";
import { categoryPostParameters, noParameters, postListParameters, postViewBody, searchParameters, slugParameters } from "./parameters";
import { readHomeLayout } from "./home-layout";
import { searchContent } from "./search";
import { countView, findPage, findPost, listCategories, listLanguages, listPages, listPosts, listTags, sitemapEntries } from "./read";

/** The content API (spec section 7, "Content API"), mounted at /oapi/v1. Every answer is `{ data }` JSON. */
export function createContentRouter(database: DatabaseConnection, logger: Logger): express.Router {
  const router = express.Router();

  const answer = (load: () => Promise<unknown>) => async (_request: Request, response: Response) => {
    try {
      response.set("Cache-Control", "public, max-age=10");
      response.json({ data: await load() });
    } catch (error) {
      logger.warn({ err: error }, "content API request failed");
      response.status(503).json({ error: "unavailable" });
    }
  };

  router.get(
    "/configurations",
    answer(() => listConfigurations(database.get().db)),
  );
  router.get(
    "/menu",
    answer(() => listMenu(database.get().db)),
  );

  // The documented paths (docs/content.md): checked parameters, ETags, 404s, like the sports API's.
  const context = { router, database, logger };
  const notFound = (what: string) => ({ status: 404 as const, body: { error: `${what}_not_found`, message: `${what} not found` } });
  defineRoute(context, "/posts", postListParameters, async (db, query) => {
    const list = await listPosts(db, query, new Date());
    return list ? { status: 200, body: list } : notFound(query.category ? "category" : "tag");
  });
  defineRoute(context, "/posts/slug", slugParameters, async (db, query) => {
    const post = await findPost(db, query.slug, new Date());
    return post ? { status: 200, body: { data: post } } : notFound("post");
  });
  defineRoute(context, "/categories", noParameters, async (db) => ({ status: 200, body: { data: await listCategories(db, new Date()) } }));
  defineRoute(context, "/categories/post", categoryPostParameters, async (db, query) => {
    const list = await listPosts(db, query, new Date());
    return list ? { status: 200, body: list } : notFound("category");
  });
  defineRoute(context, "/tags", noParameters, async (db) => ({ status: 200, body: { data: await listTags(db, new Date()) } }));
  defineRoute(context, "/pages", noParameters, async (db) => ({ status: 200, body: { data: await listPages(db) } }));
  defineRoute(context, "/pages/slug", slugParameters, async (db, query) => {
    const page = await findPage(db, query.slug);
    return page ? { status: 200, body: { data: page } } : notFound("page");
  });
  defineRoute(context, "/pages/home-page", noParameters, async (db) => ({
    status: 200,
    body: { data: { sections: await readHomeLayout(db) } },
  }));
  defineRoute(context, "/search", searchParameters, async (db, query) => ({
    status: 200,
    body: { data: await searchContent(db, query.q, new Date()) },
  }));
  defineRoute(context, "/sitemap", noParameters, async (db) => ({ status: 200, body: { data: await sitemapEntries(db, new Date()) } }));
  defineRoute(context, "/languages", noParameters, async (db) => ({ status: 200, body: { data: await listLanguages(db) } }));

  // Counting a reader: only the web node calls this (it forwards GETs alone to the public).
  router.post("/posts/view", express.json({ limit: "2kb" }), async (request: Request, response: Response) => {
    const read = readParameters(postViewBody, request.body);
    if (!read.ok) {
      response.status(400).json({ error: "bad_parameter", ...read.problem });
      return;
    }
    try {
      response.json({ data: { counted: await countView(database.get().db, read.value.slug, read.value.viewer, new Date()) } });
    } catch (error) {
      logger.warn({ err: error }, "counting a post view failed");
      response.status(503).json({ error: "unavailable" });
    }
  });

  router.use((_request, response) => {
    response.status(404).json({ error: "not_found" });
  });
  return router;
}
