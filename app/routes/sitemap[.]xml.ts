import { type LoaderFunctionArgs } from "@remix-run/node";
import { sitemapIndex, xmlResponse } from "~/services/content/sitemap.server";
import { siteOrigin } from "~/services/shell/site-origin.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return xmlResponse(await sitemapIndex(context, siteOrigin(request, context)));
}
