// Character counting and the control-character rule live with the other input rules
// (app/services/input-rules.ts); this is what only the database needs.

/** PostgreSQL text cannot hold NUL. */
export function hasNul(text: string): boolean {
  return text.includes("\u0000");
}
