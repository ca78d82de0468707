import { type Request, type RequestHandler } from "express";
import { type Logger } from "../logger";
import { type EdgeMessages } from "./edge-messages";
import { edgeRefusal } from "./edge-refusal";

// One check for every request that may change something (any method but GET and HEAD): it must
// come from a page of this site. Another site's page can make a visitor's browser post a form
// here with the visitor's cookies (SameSite=Lax still sends them on a top-level POST from a
// same-site page, and not every browser defaults to Lax). docs/decisions/011-web-edge-security.md.

const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD"]);
/** Sec-Fetch-Site values of the site's own pages; "none" is a request the user started (typed, bookmarked). */
const OWN_FETCH_SITES: ReadonlySet<string> = new Set(["same-origin", "none"]);
const FORBIDDEN = 403;

type TrustProxy = (address: string | undefined, hop: number) => boolean;

/** Whether Express trusts the hop this request came from (TRUST_PROXY), as req.protocol and req.hostname decide it. */
function fromTrustedProxy(request: Request): boolean {
  const trust: unknown = request.app.get("trust proxy fn");
  return typeof trust === "function" && Boolean((trust as TrustProxy)(request.socket.remoteAddress, 0));
}

/** scheme://host[:port] of a URL or origin text, default ports dropped; null for anything else ("null" included). */
function originOf(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origin the browser sent this request to: scheme and Host, or what a trusted proxy forwarded.
 * req.hostname would drop the port, so the host is read the way Express reads it, port kept.
 */
export function ownOrigin(request: Request): string | null {
  const forwarded = fromTrustedProxy(request) ? request.get("X-Forwarded-Host")?.split(",")[0]?.trim() : undefined;
  const host = forwarded || request.get("Host");
  return host ? originOf(`${request.protocol}://${host}`) : null;
}

export type CrossSiteReason = "sec-fetch-site" | "no-origin" | "other-origin";

/** Why this request does not come from a page of this site, or null when it does. */
export function crossSiteReason(request: Request): CrossSiteReason | null {
  const fetchSite = request.get("Sec-Fetch-Site");
  if (fetchSite !== undefined && !OWN_FETCH_SITES.has(fetchSite.trim().toLowerCase())) return "sec-fetch-site";
  // Every browser sends Origin with a POST; an old one may send only Referer.
  const origin = request.get("Origin");
  const referer = request.get("Referer");
  const claimed = origin !== undefined ? origin : referer;
  if (claimed === undefined) return "no-origin";
  const own = ownOrigin(request);
  return own !== null && originOf(claimed) === own ? null : "other-origin";
}

/**
 * X-Forwarded-Host and X-Forwarded-Proto count only from a trusted proxy: without TRUST_PROXY they
 * are dropped here, so nothing later (Remix's own origin check, its request URL) reads them.
 */
export const dropUntrustedForwardedHeaders: RequestHandler = (request, _response, next) => {
  if (!fromTrustedProxy(request)) {
    delete request.headers["x-forwarded-host"];
    delete request.headers["x-forwarded-proto"];
  }
  next();
};

/** Refuses with 403 every request but GET and HEAD that does not come from a page of this site. */
export function sameOriginWrites(messages: () => Promise<EdgeMessages>, logger: Logger): RequestHandler {
  return (request, response, next) => {
    if (SAFE_METHODS.has(request.method)) return next();
    const reason = crossSiteReason(request);
    if (reason === null) return next();
    logger.warn(
      {
        path: request.path,
        method: request.method,
        reason,
        origin: request.get("Origin") ?? null,
        expected: ownOrigin(request),
        fetchSite: request.get("Sec-Fetch-Site") ?? null,
      },
      "cross-site request refused",
    );
    void messages().then((texts) => {
      const answer = edgeRefusal(request.path, FORBIDDEN, texts.crossSiteRefused, texts);
      response.status(answer.status).type(answer.contentType).set("Cache-Control", "no-store").send(answer.body);
    });
  };
}
