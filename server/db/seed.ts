import { fillConfigurationsIfEmpty } from "./repositories/configurations";
import { fillMenuIfEmpty } from "./repositories/menu";
import { DEFAULT_CONFIGURATIONS, DEFAULT_MENU } from "./seed-data";
import { type Database } from "./types";

export interface SeedResult {
  configurationsInserted: number;
  menuEntriesInserted: number;
}

/**
 * Fills the configurations and the menu with the defaults, each only if it is empty, so running
 * it at every start is safe and never overwrites what an operator changed.
 */
export async function seedDatabase(database: Pick<Database, "db">): Promise<SeedResult> {
  const configurationsInserted = await fillConfigurationsIfEmpty(database.db, DEFAULT_CONFIGURATIONS);
  const menuEntriesInserted = await fillMenuIfEmpty(database.db, DEFAULT_MENU);
  return { configurationsInserted, menuEntriesInserted };
}
