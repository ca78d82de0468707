import { type LoaderFunctionArgs } from "@remix-run/node";
import { robotsTxt, xmlResponse } from "~/services/content/sitemap.server";
import { siteOrigin } from "~/services/shell/site-origin.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  return xmlResponse(robotsTxt(siteOrigin(request, context)), "text/plain");
}
