import { asc, count, sql } from "drizzle-orm";
import { configurations } from "../schema";
import { type AppDatabase } from "../types";

export interface ConfigurationItem {
  code: string;
  value: string;
}

/** All configuration items, ordered by code (the shape of /oapi/v1/configurations). */
export async function listConfigurations(db: AppDatabase): Promise<ConfigurationItem[]> {
  return db.select({ code: configurations.code, value: configurations.value }).from(configurations).orderBy(asc(configurations.code));
}

/** Creates or replaces one configuration item. */
export async function setConfiguration(db: AppDatabase, code: string, value: string): Promise<void> {
  await db
    .insert(configurations)
    .values({ code, value })
    .onConflictDoUpdate({
      target: configurations.code,
      set: { value, updatedAt: sql`now()` },
    });
}

/**
 * Inserts `items` only when the table is empty (first start); an operator's edits, deletions
 * included, are never undone. Safe when several nodes seed at once. Returns the rows inserted.
 */
export async function fillConfigurationsIfEmpty(db: AppDatabase, items: readonly ConfigurationItem[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ rows: count() }).from(configurations);
    if ((existing?.rows ?? 0) > 0 || items.length === 0) return 0;
    const inserted = await tx
      .insert(configurations)
      .values(items.map(({ code, value }) => ({ code, value })))
      .onConflictDoNothing({ target: configurations.code })
      .returning({ id: configurations.id });
    return inserted.length;
  });
}
