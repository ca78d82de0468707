import path from "node:path";
import express, { type RequestHandler } from "express";

// The live rooms' HLS (docs/media-server.md) when the media server runs beside the site: the
// playlists and segments nginx-rtmp writes into DATA_DIR/media/hls, served at MEDIA_HLS_URL's path.
// Only those two kinds of file, by name: no listing, nothing else from the folder.

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".m3u8": "application/vnd.apple.mpegurl",
  ".ts": "video/mp2t",
};
// <slug>.m3u8, <slug>_hd/index.m3u8, <slug>_sd/12.ts
const HLS_FILE = /^\/[a-z0-9-]+(_(hd|sd)\/[A-Za-z0-9_-]+)?\.(m3u8|ts)$/;

/** Playlists change with every fragment: never from a cache. A segment never changes once written. */
const cacheControlOf = (extension: string) => (extension === ".m3u8" ? "no-cache" : "public, max-age=60");

export function liveHlsFiles(folder: string): RequestHandler {
  const files = express.static(folder, {
    index: false,
    redirect: false,
    dotfiles: "deny",
    fallthrough: true,
    etag: true,
    setHeaders: (response, file) => {
      const extension = path.extname(file);
      response.setHeader("Content-Type", CONTENT_TYPES[extension] ?? "application/octet-stream");
      response.setHeader("Cache-Control", cacheControlOf(extension));
      response.setHeader("X-Content-Type-Options", "nosniff");
    },
  });
  return (request, response) => {
    if ((request.method !== "GET" && request.method !== "HEAD") || !HLS_FILE.test(request.path)) {
      response.status(404).type("text/plain").send("Not found\n");
      return;
    }
    files(request, response, () => response.status(404).type("text/plain").send("Not found\n"));
  };
}
