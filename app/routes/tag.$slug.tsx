import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ScreenPage } from "~/components/shell/ScreenPage";
import { t } from "~/services/locale/messages";
import { pageMeta } from "~/services/shell/page-meta";

const TAG_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!TAG_SLUG.test(slug)) throw new Response("Not Found", { status: 404 });
  return { slug };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, `#${data?.slug ?? ""}`, `${t("describeTag")} #${data?.slug ?? ""}`);

export default function TagPage() {
  const { slug } = useLoaderData<typeof loader>();
  return <ScreenPage title={`${t("screenTags")}: #${slug}`} emptyMessage={t("emptyNews")} />;
}
