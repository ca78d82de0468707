import { readdirSync } from "node:fs";
import express, { type RequestHandler } from "express";

const YEAR_SECONDS = 60 * 60 * 24 * 365;
/**
 * The other public files (logo, favicon, the 404 picture) keep their names when they change: a
 * day fresh, then served from the cache for up to a week while the browser checks for a newer one
 * (docs/decisions/019-page-weight.md).
 */
export const PUBLIC_FILE_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

function topLevelEntries(folder: string): Set<string> {
  try {
    return new Set(readdirSync(folder));
  } catch {
    return new Set();
  }
}

/**
 * The files of `public/`: Remix's fingerprinted /build for a year, the rest as
 * PUBLIC_FILE_CACHE_CONTROL says. Only a path under one of the folder's top-level entries (listed
 * at start) reaches the file system, so a page view costs no failed stat.
 */
export function publicFiles(folder = "public"): RequestHandler {
  const entries = topLevelEntries(folder);
  const files = express.Router();
  files.use("/build", express.static(`${folder}/build`, { immutable: true, maxAge: `${YEAR_SECONDS}s` }));
  files.use(express.static(folder, { setHeaders: (response) => response.setHeader("Cache-Control", PUBLIC_FILE_CACHE_CONTROL) }));
  return (request, response, next) => {
    if (entries.has(request.path.split("/", 2)[1] ?? "")) files(request, response, next);
    else next();
  };
}
