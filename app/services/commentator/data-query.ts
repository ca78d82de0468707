import { centreHref } from "~/components/commentator/centre-sections";

// The data page's address (/commentator/du-lieu, docs/commentator-centre.md "Data"): the period and
// the broadcast chosen travel in the query, so a GET form without JavaScript picks them and the CSV
// export (/commentator/du-lieu.csv) reads the same.

/** The page's and the export's paths under /commentator. */
export const DATA_SECTION = "/du-lieu";
export const DATA_CSV_SECTION = "/du-lieu.csv";

/** The query's names: the first and last day (YYYY-MM-DD), the broadcast whose viewers are shown. */
export const DATA_QUERY = { from: "tu", to: "den", broadcast: "buoi" } as const;

export interface DataQuery {
  from?: string;
  to?: string;
  broadcastId?: number;
}

/** Longer than any date: the backend refuses it either way, there is no need to send a long text. */
const MAX_DAY_TEXT = 20;

/** What the query asks for; the backend checks the period (a wrong one is refused `dataPeriodInvalid`). */
export function dataQueryOf(search: URLSearchParams): DataQuery {
  const day = (name: string) => {
    const text = (search.get(name) ?? "").trim();
    return text === "" ? undefined : text.slice(0, MAX_DAY_TEXT);
  };
  const broadcast = search.get(DATA_QUERY.broadcast) ?? "";
  return {
    from: day(DATA_QUERY.from),
    to: day(DATA_QUERY.to),
    broadcastId: /^[1-9]\d{0,9}$/.test(broadcast) ? Number(broadcast) : undefined,
  };
}

/** An address of the data page (or its CSV) for a period, a broadcast and, for an admin, a room. */
export function dataHref(
  section: typeof DATA_SECTION | typeof DATA_CSV_SECTION,
  { from, to, broadcastId, room }: { from: string; to: string; broadcastId?: number | null; room: string | null },
): string {
  const [path = "", query = ""] = centreHref(section, room).split("?");
  const search = new URLSearchParams(query);
  search.set(DATA_QUERY.from, from);
  search.set(DATA_QUERY.to, to);
  if (broadcastId) search.set(DATA_QUERY.broadcast, String(broadcastId));
  return `${path}?${search.toString()}`;
}
