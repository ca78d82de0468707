import { type PGlite } from "@electric-sql/pglite";

type Parser = (value: string, typeId?: number) => unknown;
type Parsers = Record<number, Parser>;
interface QueryOptions {
  parsers?: Parsers;
  [option: string]: unknown;
}

/**
 * The column types drizzle reads as PGlite's raw text (drizzle-orm/pglite/session.js), so that its
 * own column types turn them into dates, intervals and arrays: timestamp, timestamptz, interval,
 * date, and the arrays of numeric, timestamp, timestamptz, interval and date (PostgreSQL's type ids).
 */
const TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182] as const;

const keepText: Parser = (value) => value;

/** Given to PGlite.create: these types stay text for every query, not only for the ones that ask. */
export const DRIZZLE_TEXT_PARSERS: Parsers = Object.fromEntries(TEXT_TYPES.map((type) => [type, keepText]));

const PROBE = "2026-01-01 00:00:00+00";
const textTypes = new Set<number>(TEXT_TYPES);
const verdicts = new WeakMap<Parsers, boolean>();

/** Whether `parsers` asks only for what the client already does: these types, left as they are. */
function asksNothingNew(parsers: Parsers): boolean {
  let verdict = verdicts.get(parsers);
  if (verdict === undefined) {
    verdict = Object.entries(parsers).every(([type, parse]) => textTypes.has(Number(type)) && parse(PROBE) === PROBE);
    verdicts.set(parsers, verdict);
  }
  return verdict;
}

/**
 * drizzle passes its parsers with every query, and PGlite then copies its whole table of parsers
 * for that query (a measurable share of a page view's database time: docs/decisions/023-user-centre-cost.md).
 * The client opened with DRIZZLE_TEXT_PARSERS already reads those types that way, so the parsers
 * are dropped from the query when they ask for nothing else; anything else is passed on as it is.
 */
export function withSharedParsers(client: PGlite): PGlite {
  const query = (text: string, params?: unknown[], options?: QueryOptions) => {
    if (options?.parsers && asksNothingNew(options.parsers)) {
      const { parsers: _sameAsClient, ...rest } = options;
      return client.query(text, params, rest);
    }
    return client.query(text, params, options);
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on the client itself, not on the proxy.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
