import { seedContentIfEmpty } from "../content/seed";
import { fillConfigurationsIfEmpty } from "./repositories/configurations";
import { fillMenuIfEmpty } from "./repositories/menu";
import { DEFAULT_CONFIGURATIONS, DEFAULT_MENU } from "./seed-data";
import { type Database } from "./types";

export interface SeedResult {
  configurationsInserted: number;
  menuEntriesInserted: number;
  /** The shipped posts written (0 when the database had content already). */
  postsInserted: number;
}

/**
 * Fills the configurations, the menu and the content (datasets/content) with the shipped defaults,
 * each only if it is empty, so running it at every start is safe and never overwrites what an
 * operator changed.
 */
export async function seedDatabase(database: Pick<Database, "db">): Promise<SeedResult> {
  const configurationsInserted = await fillConfigurationsIfEmpty(database.db, DEFAULT_CONFIGURATIONS);
  const menuEntriesInserted = await fillMenuIfEmpty(database.db, DEFAULT_MENU);
  const content = await seedContentIfEmpty(database.db);
  return { configurationsInserted, menuEntriesInserted, postsInserted: content?.posts ?? 0 };
}
