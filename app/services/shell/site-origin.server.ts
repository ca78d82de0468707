import { type AppLoadContext } from "@remix-run/node";

/** The site's public origin: SITE_URL's when set, else the request's own (docs/content.md, "SEO"). */
export function siteOrigin(request: Request, context: AppLoadContext): string {
  return context.siteOrigin ?? new URL(request.url).origin;
}
