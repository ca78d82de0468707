import { type LoaderFunctionArgs } from "@remix-run/node";
import { contentSitemap, matchSitemap, xmlResponse } from "~/services/content/sitemap.server";
import { getSiteShell } from "~/services/shell/content-api.server";
import { siteOrigin } from "~/services/shell/site-origin.server";

// /sitemaps/content.xml and /sitemaps/matches-N.xml, listed by /sitemap.xml.
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(request, context);
  const file = params.file ?? "";
  if (file === "content.xml") return xmlResponse(await contentSitemap(context, origin, (await getSiteShell(context)).menu));
  const page = /^matches-([1-9]\d{0,3})\.xml$/.exec(file)?.[1];
  const body = page ? await matchSitemap(context, origin, Number(page)) : null;
  if (!body) throw new Response("Not Found", { status: 404 });
  return xmlResponse(body);
}
