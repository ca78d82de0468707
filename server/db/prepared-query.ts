import { type AppDatabase } from "./types";

/**
 * A query that every page view runs, built once per database instead of once per call: drizzle
 * turns the builder into SQL only when it is prepared, and node-postgres keeps the named statement
 * on each connection, so PostgreSQL plans it once too (docs/decisions/023-user-centre-cost.md).
 * Values are passed as `sql.placeholder(name)` and given to `execute({ name: value })`.
 *
 * A transaction is a database instance of its own: a statement used inside one is prepared there
 * and forgotten with it.
 */
export function preparedQuery<Prepared>(prepare: (db: AppDatabase) => Prepared): (db: AppDatabase) => Prepared {
  const byDatabase = new WeakMap<AppDatabase, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (prepared === undefined) {
      prepared = prepare(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
