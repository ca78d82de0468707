import { type LoaderFunctionArgs } from "@remix-run/node";
import { CONFIG_CODES } from "../../contract/content";
import { newsFeed, xmlResponse } from "~/services/content/sitemap.server";
import { getSiteShell } from "~/services/shell/content-api.server";
import { siteOrigin } from "~/services/shell/site-origin.server";

// /rss.xml: the news as RSS 2.0 (docs/content.md).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { menu, configuration } = await getSiteShell(context);
  const body = await newsFeed(context, siteOrigin(request, context), menu, configuration[CONFIG_CODES.siteName] ?? "vsport");
  return xmlResponse(body, "application/rss+xml");
}
