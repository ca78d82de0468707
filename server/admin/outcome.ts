import { type MessageKey } from "../../contract/message-keys";
import { isUniqueViolation } from "../db/errors";
import { type AppDatabase } from "../db/types";

// How the admin's writes refuse (docs/admin.md): a check anywhere inside the write's transaction
// throws an AdminRefusal, which rolls back everything written so far, audit row included, and
// becomes the call's refusal with the field it is about.

/** A refusal with the message key and the field (a dotted path such as "entries.2.code") it is about. */
export class AdminRefusal extends Error {
  constructor(
    readonly key: MessageKey,
    readonly field?: string,
  ) {
    super(key);
    this.name = "AdminRefusal";
  }
}

export type AdminOutcome<T> = { ok: true; value: T } | { ok: false; message: MessageKey; field?: string };

export const refused = (key: MessageKey, field?: string): AdminOutcome<never> => ({ ok: false, message: key, ...(field ? { field } : {}) });

/**
 * Runs one write in a transaction. An AdminRefusal thrown inside becomes a refusal; so does a
 * unique violation (two admins taking one slug at the same moment), as `onConflict`.
 */
export async function writeInTransaction<T>(
  db: AppDatabase,
  work: (tx: AppDatabase) => Promise<T>,
  onConflict: AdminRefusal = new AdminRefusal("slugTaken", "slug"),
): Promise<AdminOutcome<T>> {
  try {
    return { ok: true, value: await db.transaction(work) };
  } catch (error) {
    const refusal = error instanceof AdminRefusal ? error : isUniqueViolation(error) ? onConflict : null;
    if (!refusal) throw error;
    return refused(refusal.key, refusal.field);
  }
}
