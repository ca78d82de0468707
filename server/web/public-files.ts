import { readdirSync } from "node:fs";
import express, { type RequestHandler } from "express";

const YEAR_SECONDS = 60 * 60 * 24 * 365;

function topLevelEntries(folder: string): Set<string> {
  try {
    return new Set(readdirSync(folder));
  } catch {
    return new Set();
  }
}

/**
 * The files of `public/`: Remix's fingerprinted /build for a year, the rest for an hour. Only a
 * path under one of the folder's top-level entries (listed at start) reaches the file system, so
 * a page view costs no failed stat.
 */
export function publicFiles(folder = "public"): RequestHandler {
  const entries = topLevelEntries(folder);
  const files = express.Router();
  files.use("/build", express.static(`${folder}/build`, { immutable: true, maxAge: `${YEAR_SECONDS}s` }));
  files.use(express.static(folder, { maxAge: "1h" }));
  return (request, response, next) => {
    if (entries.has(request.path.split("/", 2)[1] ?? "")) files(request, response, next);
    else next();
  };
}
