import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TagPostsScreen } from "~/components/content/TagScreens";
import { loadTagPosts } from "~/services/content/news.server";
import { getSiteShell } from "~/services/shell/content-api.server";
import { newsPath } from "~/services/shell/menu";
import { t } from "~/services/locale/screen-messages";
import { pageMeta } from "~/services/shell/page-meta";

const TAG_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// /tag/{slug}: the posts with a tag, newest first (docs/content.md).
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!TAG_SLUG.test(slug) || slug.length > 120) throw new Response("Not Found", { status: 404 });
  const [{ menu }, data] = await Promise.all([getSiteShell(context), loadTagPosts(context, slug, new URL(request.url))]);
  return { data, newsPath: newsPath(menu) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, `#${data?.data.tag.name ?? ""}`, `${t("describeTag")} #${data?.data.tag.name ?? ""}`);

export default function TagPage() {
  const { data, newsPath: path } = useLoaderData<typeof loader>();
  return <TagPostsScreen data={data} newsPath={path} />;
}
