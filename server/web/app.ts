import compression from "compression";
import express, { type Request } from "express";
import { type ServerBuild } from "@remix-run/node";
import { type BackendSecrets, type VsportLoadContext } from "../../contract/load-context";
import { type Logger } from "../logger";
import { limitRequestBodies } from "./body-limit";
import { publicFiles } from "./public-files";
import { backendTarget, type BackendDoor } from "./backend-proxy";
import { edgeMessagesOf, type EdgeMessages } from "./edge-messages";
import { footballImages } from "./football-images";
import { liveHlsFiles } from "./live-hls";
import { createRemixHandler } from "./remix-handler";
import { dropUntrustedForwardedHeaders, sameOriginWrites } from "./same-origin";
import { cspNonceOf, securityHeaders } from "./security-headers";

export interface WebAppOptions {
  loadBuild: () => Promise<ServerBuild>;
  backendUrl: string;
  secrets: BackendSecrets;
  buildCheckIntervalMs: number;
  /** SITE_URL's origin, when set. */
  siteOrigin: string | null;
  trustProxy: boolean;
  /** The local media server's HLS folder and the site path it is served at (docs/media-server.md); null when another host serves it. */
  liveHls?: { path: string; folder: string } | null;
  /** The media server's HLS origin when it is not this site's: the CSP lets the player load from it. */
  mediaOrigin?: string | null;
  logger: Logger;
}

/** The web node: the edge's headers and refusals, static files, health, read-only doors to the backend, and Remix. */
export function createWebApp(options: WebAppOptions): express.Express {
  const { loadBuild, backendUrl, logger } = options;
  // Texts of the web node's own answers, from the build (server/ never imports app/).
  const messages = (): Promise<EdgeMessages> => loadBuild().then(edgeMessagesOf, () => edgeMessagesOf(null));
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy);
  // The web edge (docs/decisions/011-web-edge-security.md): forwarded headers only from a trusted
  // proxy, then the security headers so that every answer carries them, then the refusals, all
  // before compression and Remix.
  app.use(dropUntrustedForwardedHeaders);
  app.use(securityHeaders({ mediaOrigin: options.mediaOrigin ?? null }));
  app.use(sameOriginWrites(messages, logger));
  app.use(limitRequestBodies(messages, logger));
  app.use(compression());

  app.use(publicFiles());
  if (options.liveHls) app.use(options.liveHls.path, liveHlsFiles(options.liveHls.folder));

  app.get("/healthz", (_request, response) => {
    response.json({ status: "ok" });
  });
  app.get("/readyz", async (_request, response) => {
    try {
      const backend = await fetch(`${backendUrl}/readyz`, { signal: AbortSignal.timeout(3_000) });
      response.status(backend.ok ? 200 : 503).json({ status: backend.ok ? "ready" : "unavailable" });
    } catch {
      response.status(503).json({ status: "unavailable" });
    }
  });

  // The latest-build file (spec section 7, "Framework calls"): clients compare it with their own.
  app.get("/latest-build.json", async (_request, response) => {
    const build = await loadBuild();
    response.set("Cache-Control", "no-store").json({ buildId: build.assets.version });
  });

  // Read-only doors to the backend service: the content API, the sports API and uploaded images. Each reaches
  // only its own prefix on the backend (server/web/backend-proxy.ts); anything else is a 404.
  const forwardToBackend = (door: BackendDoor) => async (request: express.Request, response: express.Response) => {
    const queryStart = request.originalUrl.indexOf("?");
    const target = backendTarget(backendUrl, door, request.path, queryStart === -1 ? "" : request.originalUrl.slice(queryStart));
    if (target === null) {
      response.status(404).json({ error: "not_found" });
      return;
    }
    try {
      // The caller's validators go along, so that an unchanged answer is a 304 all the way.
      const conditions: Record<string, string> = {};
      for (const header of ["if-none-match", "if-modified-since"]) {
        const value = request.get(header);
        if (value) conditions[header] = value;
      }
      // Else fetch() would add "Cache-Control: no-cache", and the backend would never answer 304.
      if (Object.keys(conditions).length > 0) conditions["cache-control"] = "max-age=0";
      const upstream = await fetch(target, { headers: conditions, signal: AbortSignal.timeout(5_000), redirect: "manual" });
      // A redirect (a folder asked without its slash) names no file.
      if (upstream.status >= 300 && upstream.status < 400 && upstream.status !== 304) {
        response.status(404).json({ error: "not_found" });
        return;
      }
      response.status(upstream.status);
      for (const header of ["content-type", "cache-control", "x-content-type-options", "etag", "last-modified"]) {
        const value = upstream.headers.get(header);
        if (value) response.set(header, value);
      }
      response.send(Buffer.from(await upstream.arrayBuffer()));
    } catch (error) {
      logger.warn({ err: error, path: request.path }, "backend proxy failed");
      response.status(503).json({ error: "unavailable" });
    }
  };
  app.get("/oapi/v1/*", forwardToBackend("/oapi/v1/"));
  app.get("/api/v1/*", forwardToBackend("/api/v1/"));
  app.get("/uploads/*", forwardToBackend("/uploads/"));
  // Spec section 9's football images, drawn from the sports API's names (server/web/football-images.ts).
  app.get("/images/football/:type/:id", footballImages(backendUrl, logger));

  let remix: { build: ServerBuild; handle: ReturnType<typeof createRemixHandler> } | null = null;
  app.all("*", async (request, response, next) => {
    try {
      const build = await loadBuild();
      if (remix?.build !== build) {
        remix = {
          build,
          handle: createRemixHandler({
            build,
            getLoadContext: (incoming: Request, outgoing: express.Response): VsportLoadContext => ({
              backendUrl,
              secrets: options.secrets,
              buildId: build.assets.version,
              buildCheckIntervalMs: options.buildCheckIntervalMs,
              secureRequest: incoming.secure,
              clientAddress: incoming.ip ?? "unknown",
              siteOrigin: options.siteOrigin,
              cspNonce: cspNonceOf(outgoing),
            }),
          }),
        };
      }
      await remix.handle(request, response, next);
    } catch (error) {
      next(error);
    }
  });

  // Last resort when Remix itself fails: log it, never show a stack trace.
  app.use((error: unknown, _request: express.Request, response: express.Response, _next: express.NextFunction) => {
    logger.error({ err: error }, "request failed");
    if (response.headersSent) return;
    void messages().then(({ serverError }) => {
      if (!response.headersSent) response.status(500).type("text/plain; charset=utf-8").send(`${serverError}\n`);
    });
  });

  return app;
}
