import { randomBytes } from "node:crypto";
import { type IncomingMessage, type ServerResponse } from "node:http";
import { type Request, type RequestHandler } from "express";
import helmet, { type HelmetOptions } from "helmet";

// The headers of every answer of the web node (docs/decisions/011-web-edge-security.md): a
// Content-Security-Policy whose per-request nonce is the only way an inline script runs (Remix's
// hydration scripts and React's streaming scripts carry it, app/entry.server.tsx), framing refused
// except for the iframe layout that other sites embed, HSTS only over https.

const nonces = new WeakMap<ServerResponse, string>();

/** The CSP nonce of this response: 16 random bytes in base64, made once per request. */
export function cspNonceOf(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (nonce === undefined) {
    nonce = randomBytes(16).toString("base64");
    nonces.set(response, nonce);
  }
  return nonce;
}

/** Pages rendered in the iframe layout (app/root.tsx reads ?layout=iframe the same way). */
export function isIframeLayout(request: Request): boolean {
  const queryStart = request.originalUrl.indexOf("?");
  return queryStart !== -1 && new URLSearchParams(request.originalUrl.slice(queryStart + 1)).get("layout") === "iframe";
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface SecurityHeadersOptions {
  /** The media server's HLS origin when it is not the site's (MEDIA_HLS_URL): the player loads playlists and segments from it. */
  mediaOrigin: string | null;
}

function helmetOptions(framed: boolean, options: SecurityHeadersOptions): HelmetOptions {
  const mediaOrigins = options.mediaOrigin ? [options.mediaOrigin] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_request: IncomingMessage, response: ServerResponse) => `'nonce-${cspNonceOf(response)}'`],
        // Inline style attributes (React's style={…}) and the configured CSS variables (<style> in root.tsx).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        // The live rooms' player (hls.js) gives the <video> a MediaSource through a blob: URL.
        mediaSrc: ["'self'", "blob:", ...mediaOrigins],
        // ws: and wss: for the live-data socket and for LiveReload under `remix dev`.
        // hls.js fetches the playlists and segments (a media server of its own origin, docs/media-server.md).
        connectSrc: ["'self'", "ws:", "wss:", ...mediaOrigins],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // The iframe layout exists to be embedded by other sites (spec): any of them may frame it.
        frameAncestors: framed ? ["*"] : ["'none'"],
      },
    },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    // A framing page that requires CORP (COEP require-corp) must still be able to show the iframe layout.
    crossOriginResourcePolicy: { policy: framed ? "cross-origin" : "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Sent below, and only over https: a plain-http site must not tell browsers to insist on https.
    strictTransportSecurity: false,
    xFrameOptions: framed ? false : { action: "deny" },
  };
}

export function securityHeaders(options: SecurityHeadersOptions = { mediaOrigin: null }): RequestHandler {
  const forPages = helmet(helmetOptions(false, options));
  const forFramedPages = helmet(helmetOptions(true, options));
  return (request, response, next) => {
    // req.secure is https on this connection, or X-Forwarded-Proto from a trusted proxy (TRUST_PROXY).
    if (request.secure) response.setHeader("Strict-Transport-Security", `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
    (isIframeLayout(request) ? forFramedPages : forPages)(request, response, next);
  };
}
