import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HighlightPage } from "~/components/sports/highlights/HighlightPage";
import { getSiteShell } from "~/services/shell/content-api.server";
import { findMenuEntry } from "~/services/shell/menu";
import { t } from "~/services/locale/messages";
import { pageMeta } from "~/services/shell/page-meta";
import { loadHighlightDetail } from "~/services/sports/highlights.server";

// /{highlights code}/{slug}: a highlight's page, only under a HIGHLIGHTS menu entry (spec section 2).
const SLUG = /^[a-z0-9-]{1,200}$/;

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const { menu } = await getSiteShell(context);
  const entry = findMenuEntry(menu, params.slug ?? "");
  const slug = params.detail ?? "";
  if (entry?.description !== "HIGHLIGHTS" || !SLUG.test(slug)) throw new Response("Not Found", { status: 404 });
  return { listPath: `/${entry.code}`, origin: new URL(request.url).origin, ...(await loadHighlightDetail(context, slug)) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return pageMeta(matches, t("screenHighlightDetail"), t("describeHighlightDetail"));
  const { highlight, origin } = data;
  // A link shared in Zalo or Facebook previews the clip: its poster and its video, by absolute address.
  return [
    ...pageMeta(matches, highlight.title, highlight.summary || t("describeHighlightDetail")).filter(
      (descriptor) => !("property" in descriptor && descriptor.property === "og:type"),
    ),
    { property: "og:type", content: "video.other" },
    { property: "og:image", content: `${origin}${highlight.poster}` },
    ...highlight.sources.map((source) => ({ property: "og:video", content: `${origin}${source.src}` })),
  ];
};

export default function HighlightDetail() {
  const { highlight, more, listPath } = useLoaderData<typeof loader>();
  return <HighlightPage highlight={highlight} more={more} listPath={listPath} />;
}
