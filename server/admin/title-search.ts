import { ilike, like, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { foldForSearch } from "../../contract/sports/search-text";
import { escapeLike } from "../content/search";

// The admin's "title contains" filter: "ha noi", "Hà Nội" and "HÀ NỘI" find "Hà Nội FC thắng đậm".
// The column is folded in SQL the way foldForSearch folds the query (contract/sports/search-text.ts):
// translate() maps every Latin letter with diacritics (Vietnamese's among them, "đ" as "d") to its
// bare letter, lower() the rest, and anything but a–z and 0–9 becomes a space. No database extension
// (unaccent) is needed, so PGlite and PostgreSQL answer alike, whatever their locale.

function latinFolding(): { from: string; to: string } {
  let from = "";
  let to = "";
  for (const [start, end] of [
    [0x00c0, 0x024f],
    [0x1e00, 0x1eff],
  ] as const) {
    for (let code = start; code <= end; code += 1) {
      const letter = String.fromCodePoint(code);
      const folded = foldForSearch(letter);
      if (/^[a-z]$/.test(folded)) {
        from += letter;
        to += folded;
      }
    }
  }
  return { from, to };
}

const FOLDING = latinFolding();

/** The column folded: lower case a–z, digits and single spaces. */
function folded(column: AnyColumn): SQL {
  return sql`regexp_replace(lower(translate(${column}, ${FOLDING.from}, ${FOLDING.to})), '[^a-z0-9]+', ' ', 'g')`;
}

/** Whether the column holds the query: as typed (case aside), or folded; LIKE's own characters are taken literally. */
export function textContains(column: AnyColumn, query: string): SQL {
  const foldedQuery = foldForSearch(query);
  const asTyped = ilike(column, `%${escapeLike(query)}%`);
  return foldedQuery ? (or(asTyped, like(folded(column), `%${escapeLike(foldedQuery)}%`)) as SQL) : asTyped;
}
