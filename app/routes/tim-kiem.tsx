import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { type SearchJson } from "../../contract/sports/teams-api";
import { SearchResults } from "~/components/sports/search/SearchResults";
import { t } from "~/services/locale/screen-messages";
import { pageMeta } from "~/services/shell/page-meta";
import { loadContent, loadSports } from "~/services/transport/read-api.server";
import { getSiteShell } from "~/services/shell/content-api.server";
import { newsPath } from "~/services/shell/menu";
import { type ContentSearchJson } from "../../contract/content";

// /tim-kiem?q=: the search modal's form without JavaScript, and the same results (posts, tags, teams,
// competitions, players) rendered on the server.

/** The API's limit on a query (docs/sports-api.md): longer input is cut rather than refused. */
const QUERY_MAX = 100;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, QUERY_MAX).trim();
  const { menu } = await getSiteShell(context);
  if (query === "") return { query, results: null, newsPath: newsPath(menu) };
  const [{ data }, content] = await Promise.all([
    loadSports<{ data: SearchJson }>(context, "/search", { q: query }),
    loadContent<{ data: ContentSearchJson }>(context, "/search", { q: query }),
  ]);
  return { query, results: { sports: data, content: content.data }, newsPath: newsPath(menu) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, data?.query ? `${t("searchResultsTitle")}: ${data.query}` : t("search"), t("describeSearch"));

export default function SearchPage() {
  const { query, results, newsPath: news } = useLoaderData<typeof loader>();
  return (
    <section className="sports-page">
      <h1 className="page-title">{results ? t("searchResultsTitle") : t("search")}</h1>
      <Form method="get" action="/tim-kiem" role="search" className="form search-form card">
        <div className="field">
          <label htmlFor="search-page-q">{t("searchHint")}</label>
          <input id="search-page-q" name="q" type="search" maxLength={QUERY_MAX} defaultValue={query} />
        </div>
        <button type="submit" className="button">
          {t("search")}
        </button>
      </Form>
      {results ? <SearchResults results={results.sports} content={results.content} newsPath={news} /> : null}
    </section>
  );
}
