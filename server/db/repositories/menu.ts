import { asc, count, eq } from "drizzle-orm";
import { menuEntries } from "../schema";
import { type AppDatabase } from "../types";

/** A menu entry as the site reads it: `description` is the route kind (SCHEDULE, NEWS, ...). */
export interface MenuItem {
  code: string;
  description: string;
  name: string;
}

/** The menu in display order (the shape of /oapi/v1/menu, plus the Vietnamese label). */
export async function listMenu(db: AppDatabase): Promise<MenuItem[]> {
  return db
    .select({ code: menuEntries.code, description: menuEntries.description, name: menuEntries.name })
    .from(menuEntries)
    .orderBy(asc(menuEntries.position), asc(menuEntries.id));
}

export type UpdateMenuCodeResult = "updated" | "not-found" | "code-taken";

/** Renames the URL segment of one entry (for example news → tin-tuc). */
export async function updateMenuCode(db: AppDatabase, oldCode: string, newCode: string): Promise<UpdateMenuCodeResult> {
  return db.transaction(async (tx) => {
    if (oldCode !== newCode) {
      const [taken] = await tx.select({ id: menuEntries.id }).from(menuEntries).where(eq(menuEntries.code, newCode));
      if (taken) return "code-taken";
    }
    const updated = await tx
      .update(menuEntries)
      .set({ code: newCode })
      .where(eq(menuEntries.code, oldCode))
      .returning({ id: menuEntries.id });
    return updated.length > 0 ? "updated" : "not-found";
  });
}

/**
 * Inserts `items` (positions follow their order) only when the menu is empty (first start); an
 * operator's edits are never undone. Safe when several nodes seed at once. Returns the rows inserted.
 */
export async function fillMenuIfEmpty(db: AppDatabase, items: readonly MenuItem[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ rows: count() }).from(menuEntries);
    if ((existing?.rows ?? 0) > 0 || items.length === 0) return 0;
    const inserted = await tx
      .insert(menuEntries)
      .values(items.map(({ code, description, name }, index) => ({ code, description, name, position: index + 1 })))
      .onConflictDoNothing({ target: menuEntries.code })
      .returning({ id: menuEntries.id });
    return inserted.length;
  });
}
